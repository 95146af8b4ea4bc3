import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Megosztás szerkesztése',
  editHeading: '„{title}” szerkesztése',
  nameLabel: 'Név (csak Ön látja)',
  nameHint: 'Segít megkülönböztetni a megosztásait a listában.',
  noteLabel: 'Megjegyzés (csak Ön látja)',
  noteHint: 'Saját tájékoztatására: kinek szól és miért.',
  passphraseLabel: 'Jelmondat (nem kötelező)',
  newPassphraseLabel: 'Új jelmondat (hagyja üresen a jelenlegi megtartásához)',
  passphraseHint: 'A jelmondatot ne a linkkel együtt, hanem más úton küldje el a címzettnek.',
  removePassphrase: 'Jelmondat eltávolítása',
  durationHint: 'A létrehozásától számítva; a már eltelt időtartamok nem választhatók.',
  viewsHint: { one: 'Eddig {count} megtekintés fogyott el.', other: 'Eddig {count} megtekintés fogyott el.' },
  retrievalStep: 'Lekérési lépés (a linkelőnézetek nem használnak el megtekintést)',
  deletableByViewer: 'A címzett elolvasás után törölheti a megosztást',
  save: 'Módosítások mentése',
  cancel: 'Mégse',
  nameTooLong: 'Legfeljebb {max} karakter lehet.',
  noteTooLong: 'Legfeljebb {max} karakter lehet.',
  passphraseEmpty: 'Nem lehet üres: hagyja változatlanul, vagy távolítsa el.',
  viewsUsedMeanwhile:
    'Nagyobbnak kell lennie a már elfogyott megtekintéseknél, amelyek közül néhány éppen most fogyott el.',
  editExpired: 'Ez a megosztás lejárt, már nem szerkeszthető.',
  expireTitle: 'Érvényteleníti ezt a megosztást?',
  expireHeading: 'Most érvényteleníti ezt: „{title}”?',
  expireText: {
    one: 'A titka azonnal törlődik, és a linkje megszűnik működni, pedig még {count} megtekintése hátravan. Ez nem vonható vissza. A megosztás a naplójával együtt a lejárt megosztások listájában marad.',
    other:
      'A titka azonnal törlődik, és a linkje megszűnik működni, pedig még {count} megtekintése hátravan. Ez nem vonható vissza. A megosztás a naplójával együtt a lejárt megosztások listájában marad.',
  },
  expireConfirm: 'Érvénytelenítés most',
  keepIt: 'Megtartás',
  alreadyExpiredTitle: 'Már lejárt',
  alreadyExpiredHeading: '„{title}” már lejárt',
  alreadyExpiredText: 'A titka már nincs meg, és a linkje nem működik.',
  seeExpired: 'Lejárt megosztások megtekintése',
};
