import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Cyfrinach seliedig i chi',
  revealHeading: 'Mae rhywun wedi anfon cyfrinach seliedig atoch chi',
  revealNote:
    'Mae wedi’i hamgryptio o un pen i’r llall: dim ond yn y porwr hwn y bydd yn agor, gyda’r allwedd yn eich dolen gyfrinachol, nad yw’r gweinydd byth yn ei gweld. Mae ei hagor yn cyfrif fel edrychiad.',
  openSecret: 'Agor y gyfrinach',
  revealNoScript:
    'Mae JavaScript wedi’i ddiffodd, felly ni all y dudalen hon ddadgryptio’r gyfrinach. Yn lle hynny, mae’r botwm yn ei dangos wedi’i selio: i’w darllen, gludwch hi gydag allwedd eich dolen i dudalen /open unrhyw weinydd Secret Push.',
  keyMissing:
    'Does dim allwedd yn y ddolen hon, felly nid oes modd agor y gyfrinach. Gofynnwch i’r anfonwr am y ddolen gyfrinachol gyfan, gan gynnwys y rhan ar ôl yr arwydd #.',
  keyMalformed:
    'Mae’r allwedd yn y ddolen hon yn anghyflawn neu wedi’i difrodi, felly nid oes modd agor y gyfrinach. Gofynnwch i’r anfonwr am y ddolen gyfrinachol gyfan eto.',
  opening: 'Wrthi’n agor y gyfrinach…',
  extensionOpens: 'Mae estyniad Secret Push yn agor y gyfrinach hon yn y dudalen hon.',
  requestFailed: 'Nid oedd modd cyrraedd y gweinydd. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.',
  reasonBadKey:
    'Nid yw honno’n allwedd ddilys. Gludwch y ddolen gyfrinachol gyfan, neu’r 43 nod sy’n dilyn k1= ynddi.',
  reasonWrongKey:
    'Nid yw’r allwedd hon yn agor y gyfrinach, neu mae’r gyfrinach wedi’i difrodi. Gwiriwch fod gennych chi’r ddolen gyfan, yn union fel y cafodd ei hanfon.',
  reasonNotSealed: 'Nid cyfrinach seliedig yw hon: nid oes yr un o’i llinellau’n dechrau gyda SP-SEALED-.',
  reasonFileNotSealed: 'Nid ffeil seliedig yw hon.',
  reasonUnsupported:
    'Cafodd y gyfrinach hon ei selio mewn fformat mwy newydd nag y gall y dudalen hon ei agor. Agorwch hi gyda gweinydd neu estyniad Secret Push cyfredol.',
  reasonTruncated: 'Mae rhan o’r gyfrinach seliedig ar goll: cafodd ei thorri’n fyr. Copïwch y cyfan eto.',
  reasonFileTruncated:
    'Mae’r ffeil yn anghyflawn: mae’n dod i ben cyn ei rhan olaf. Llwythwch hi i lawr eto.',
  reasonReordered: 'Mae rhannau’r ffeil hon allan o drefn, neu mae rhai ar goll, felly cafodd ei gwrthod.',
  fileNumber: 'Ffeil {number}',
  fileProgress: 'Wrthi’n dadgryptio: {percent}',
  fileSaved: 'Wedi’i dadgryptio a’i chadw yn eich ffolder llwytho i lawr.',
  fileFailed:
    'Methodd y llwytho i lawr. Rhowch gynnig arall arni; os yw ei dolen wedi dod i ben, agorwch y ddolen gyfrinachol eto i gael un newydd (os oes edrychiadau ar ôl).',
  openTitle: 'Agor cyfrinach seliedig',
  openIntro:
    'Gludwch gyfrinach seliedig a’i dolen gyfrinachol neu ei hallwedd. Caiff ei dadgryptio yma, yn eich porwr: nid yw’r dudalen hon yn anfon dim i unrhyw weinydd.',
  envelopeLabel: 'Testun seliedig',
  envelopeHint:
    'Y testun a ddangosir yn lle’r gyfrinach, neu o leiaf ei llinellau sy’n dechrau gyda SP-SEALED-.',
  keyLabel: 'Dolen gyfrinachol neu allwedd',
  keyHint: 'Y ddolen gyfrinachol gyfan, y rhan o #k1= ymlaen, neu 43 nod yr allwedd.',
  filesLabel: 'Ffeiliau seliedig (dewisol)',
  filesHint: 'Y ffeiliau a lwythwyd i lawr o’r ddolen gyfrinachol, o’r enw 1.sealed, 2.sealed ac ati.',
  openNoScript:
    'Mae’r dudalen hon yn dadgryptio yn eich porwr ac mae angen JavaScript arni, ond mae wedi’i ddiffodd. Trowch ef ymlaen i agor cyfrinach seliedig.',
  envelopeMissing: 'Gludwch y testun seliedig, neu dewiswch y ffeiliau seliedig.',
  keyNeeded: 'Gludwch y ddolen gyfrinachol neu ei hallwedd.',
  openedHeading: 'Y gyfrinach wedi’i hagor',
};
