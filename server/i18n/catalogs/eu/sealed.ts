import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Sekretu zigilatu bat zuretzat',
  revealHeading: 'Norbaitek sekretu zigilatu bat bidali dizu',
  revealNote:
    'Muturretik muturrera zifratuta dago: nabigatzaile honetan bakarrik irekitzen da, zure esteka sekretuko gakoarekin, eta zerbitzariak ez du gako hori inoiz ikusten. Irekitzea bistaratze gisa zenbatzen da.',
  openSecret: 'Ireki sekretua',
  revealNoScript:
    'JavaScript desaktibatuta dago, eta orri honek ezin du sekretua deszifratu. Horren ordez, botoiak zigilatuta erakusten du: irakurtzeko, itsatsi zure estekaren gakoarekin batera edozein Secret Push zerbitzariren /open orrian.',
  keyMissing:
    'Esteka honek ez du gakorik, eta ezin da sekretua ireki. Eskatu bidaltzaileari esteka sekretu osoa, # ikurraren ondorengo zatia barne.',
  keyMalformed:
    'Esteka honetako gakoa osatu gabe edo hondatuta dago, eta ezin da sekretua ireki. Eskatu berriro bidaltzaileari esteka sekretu osoa.',
  opening: 'Sekretua irekitzen…',
  extensionOpens: 'Secret Push luzapenak orri honetan irekitzen du sekretu hau.',
  requestFailed: 'Ezin izan da zerbitzarira iritsi. Egiaztatu konexioa eta saiatu berriro.',
  reasonBadKey:
    'Hori ez da gako baliozkoa. Itsatsi esteka sekretu osoa, edo bertan k1= ondoren datozen 43 karaktereak.',
  reasonWrongKey:
    'Gako honek ez du sekretua irekitzen, edo sekretua hondatu egin da. Egiaztatu esteka osoa duzula, bidali zen bezala-bezala.',
  reasonNotSealed: 'Hau ez da sekretu zigilatua: ez du SP-SEALED- katearekin hasten den lerrorik.',
  reasonFileNotSealed: 'Hau ez da fitxategi zigilatua.',
  reasonUnsupported:
    'Sekretu hau orri honek ireki dezakeena baino formatu berriago batean zigilatu da. Ireki Secret Push zerbitzari edo luzapen eguneratu batekin.',
  reasonTruncated: 'Sekretu zigilatuaren zati bat falta da: moztu egin da. Kopiatu berriro oso-osorik.',
  reasonFileTruncated: 'Fitxategia osatu gabe dago: azken zatia baino lehen amaitzen da. Deskargatu berriro.',
  reasonReordered: 'Fitxategi honen zatiak ordenaz kanpo daude, edo batzuk falta dira, eta baztertu egin da.',
  fileNumber: '{number}. fitxategia',
  fileProgress: 'Deszifratzen: {percent}',
  fileSaved: 'Deszifratu eta zure deskargetan gorde da.',
  fileFailed:
    'Deskargak huts egin du. Saiatu berriro; haren esteka iraungi bada, ireki berriro esteka sekretua berri bat lortzeko (bistaratzeak geratzen bazaizkio).',
  openTitle: 'Ireki sekretu zigilatu bat',
  openIntro:
    'Itsatsi sekretu zigilatu bat eta haren esteka sekretua edo gakoa. Hemen deszifratzen da, zure nabigatzailean: orri honek ez dio ezer bidaltzen inongo zerbitzariri.',
  envelopeLabel: 'Testu zigilatua',
  envelopeHint:
    'Sekretuaren ordez erakutsitako testua, edo gutxienez SP-SEALED- katearekin hasten diren haren lerroak.',
  keyLabel: 'Esteka sekretua edo gakoa',
  keyHint: 'Esteka sekretu osoa, #k1= katetik aurrerako zatia, edo gakoaren 43 karaktereak.',
  filesLabel: 'Fitxategi zigilatuak (aukerakoa)',
  filesHint: 'Esteka sekretutik deskargatutako fitxategiak, 1.sealed, 2.sealed eta abar izenekoak.',
  openNoScript:
    'Orri honek zure nabigatzailean deszifratzen du eta JavaScript behar du, baina desaktibatuta dago. Aktibatu sekretu zigilatu bat irekitzeko.',
  envelopeMissing: 'Itsatsi testu zigilatua, edo aukeratu fitxategi zigilatuak.',
  keyNeeded: 'Itsatsi esteka sekretua edo haren gakoa.',
  openedHeading: 'Irekitako sekretua',
};
