import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Editatu bidalketa',
  editHeading: 'Editatu «{title}»',
  nameLabel: 'Izena (zuk bakarrik ikusten duzu)',
  nameHint: 'Zerrendako bidalketak bereizten laguntzen dizu.',
  noteLabel: 'Oharra (zuk bakarrik ikusten duzu)',
  noteHint: 'Zuretzat: norentzat den eta zergatik.',
  passphraseLabel: 'Pasaesaldia (aukerakoa)',
  newPassphraseLabel: 'Pasaesaldi berria (utzi hutsik oraingoa mantentzeko)',
  passphraseHint: 'Bidali pasaesaldia hartzaileari estekaz bestelako bide batetik.',
  removePassphrase: 'Kendu pasaesaldia',
  durationHint: 'Sortu zenetik kontatuta; dagoeneko igarotako denborak ez dira eskaintzen.',
  viewsHint: {
    one: 'Orain arte {count} bistaratze erabili da.',
    other: 'Orain arte {count} bistaratze erabili dira.',
  },
  retrievalStep: 'Berreskuratze-urratsa (esteken aurrebistek ez dute bistaratzerik erabiltzen)',
  deletableByViewer: 'Hartzaileak ezaba dezake irakurri ondoren',
  save: 'Gorde aldaketak',
  cancel: 'Utzi',
  nameTooLong: 'Gehienez {max} karaktere.',
  noteTooLong: 'Gehienez {max} karaktere.',
  passphraseEmpty: 'Ezin da hutsik egon: utzi dagoen bezala, edo kendu.',
  viewsUsedMeanwhile:
    'Erabilitako bistaratzeak baino handiagoa izan behar du, eta horietako batzuk oraintxe erabili dira.',
  editExpired: 'Bidalketa hau iraungi egin da, eta ezin da editatu.',
  expireTitle: 'Bidalketa hau iraungi?',
  expireHeading: '«{title}» orain iraungi?',
  expireText: {
    one: 'Sekretua berehala ezabatzen da eta estekak funtzionatzeari uzten dio, nahiz eta {count} bistaratze geratzen zaion. Ezin da desegin. Bidalketa zure iraungitakoen zerrendan geratzen da, bere auditoria-erregistroarekin.',
    other:
      'Sekretua berehala ezabatzen da eta estekak funtzionatzeari uzten dio, nahiz eta {count} bistaratze geratzen zaizkion. Ezin da desegin. Bidalketa zure iraungitakoen zerrendan geratzen da, bere auditoria-erregistroarekin.',
  },
  expireConfirm: 'Iraungi orain',
  keepIt: 'Mantendu',
  alreadyExpiredTitle: 'Iraungita dago',
  alreadyExpiredHeading: '«{title}» iraungita dago jada',
  alreadyExpiredText: 'Sekretua desagertu da eta estekak ez du gehiago funtzionatzen.',
  seeExpired: 'Ikusi iraungitako bidalketak',
};
