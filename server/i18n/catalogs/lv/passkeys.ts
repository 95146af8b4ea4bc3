import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Piekļuves atslēgas',
  sectionText:
    'Piekļuves atslēga jūs pieraksta ar ierīces ekrāna bloķēšanu vai drošības atslēgu, bez paroles vai koda. Šis serveris glabā tikai tās publisko atslēgu.',
  none: 'Jums vēl nav piekļuves atslēgu.',
  listCaption: 'Jūsu piekļuves atslēgas',
  columnName: 'Nosaukums',
  columnAdded: 'Pievienota',
  columnLastUsed: 'Pēdējoreiz lietota',
  columnActions: 'Darbības',
  neverUsed: 'Nekad',
  renameLabel: 'Jauns nosaukums atslēgai {name}',
  renameButton: 'Pārdēvēt',
  renameButtonFor: 'Pārdēvēt {name}',
  removeButton: 'Noņemt',
  removeButtonFor: 'Noņemt {name}',
  nameLabel: 'Jaunās piekļuves atslēgas nosaukums',
  nameHint: 'Piemēram, “Darba klēpjdators” vai “Zilā drošības atslēga”.',
  defaultName: 'Piekļuves atslēga',
  addButton: 'Pievienot piekļuves atslēgu',
  needsScript:
    'Lai pievienotu vai lietotu piekļuves atslēgu, vajadzīga pārlūkprogramma, kas tās atbalsta, ar ieslēgtu JavaScript.',
  waiting: 'Sekojiet pārlūkprogrammas norādījumiem…',
  addFailed: 'Neviena piekļuves atslēga netika pievienota. Mēģiniet vēlreiz, kad būsiet gatavs.',
  added: 'Piekļuves atslēga pievienota. No šī brīža varat ar to pierakstīties.',
  renamed: 'Piekļuves atslēga pārdēvēta.',
  removed: 'Piekļuves atslēga noņemta: ar to šeit vairs nevar pierakstīties.',
  addRefused:
    'Piekļuves atslēga netika pievienota: ierīce jūs nepārbaudīja vai pieprasījumam beidzās termiņš. Mēģiniet vēlreiz.',
  taken: 'Šī piekļuves atslēga jau ir pievienota.',
  nameMissing: 'Piešķiriet piekļuves atslēgai nosaukumu.',
  signInButton: 'Pierakstīties ar piekļuves atslēgu',
  signInFailed: 'Netika izmantota neviena piekļuves atslēga. Mēģiniet vēlreiz vai pierakstieties ar paroli.',
  signInRefused:
    'Šī piekļuves atslēga jūs nepierakstīja. Iespējams, tā ir noņemta vai ierīce jūs nepārbaudīja.',
  stepTitle: 'Apstipriniet ar piekļuves atslēgu',
  stepIntro: 'Parole bija pareiza. Apstipriniet ar kādu no savām piekļuves atslēgām, ka tas esat jūs.',
  stepButton: 'Lietot piekļuves atslēgu',
  useCodeInstead: 'Tā vietā ievadīt kodu',
  usePasskeyInstead: 'Tā vietā lietot piekļuves atslēgu',
  setUpInstead: 'Vai tā vietā pievienojiet piekļuves atslēgu',
};
