import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Chei de acces',
  sectionText:
    'O cheie de acces vă conectează cu blocarea ecranului dispozitivului sau cu o cheie de securitate, fără parolă sau cod de tastat. Acest server păstrează doar cheia ei publică.',
  none: 'Nu aveți încă nicio cheie de acces.',
  listCaption: 'Cheile dvs. de acces',
  columnName: 'Nume',
  columnAdded: 'Adăugată',
  columnLastUsed: 'Ultima utilizare',
  columnActions: 'Acțiuni',
  neverUsed: 'Niciodată',
  renameLabel: 'Nume nou pentru {name}',
  renameButton: 'Redenumiți',
  renameButtonFor: 'Redenumiți {name}',
  removeButton: 'Eliminați',
  removeButtonFor: 'Eliminați {name}',
  nameLabel: 'Numele noii chei de acces',
  nameHint: 'De exemplu „Laptop de serviciu” sau „Cheie de securitate albastră”.',
  defaultName: 'Cheie de acces',
  addButton: 'Adăugați o cheie de acces',
  needsScript:
    'Pentru a adăuga sau folosi o cheie de acces e nevoie de un browser care le acceptă, cu JavaScript activat.',
  waiting: 'Urmați instrucțiunile browserului…',
  addFailed: 'Nu a fost adăugată nicio cheie de acces. Încercați din nou când sunteți pregătit.',
  added: 'Cheie de acces adăugată. De acum vă puteți conecta cu ea.',
  renamed: 'Cheie de acces redenumită.',
  removed: 'Cheie de acces eliminată: nu mai conectează pe nimeni aici.',
  addRefused:
    'Cheia de acces nu a fost adăugată: dispozitivul nu v-a verificat sau cererea a expirat. Încercați din nou.',
  taken: 'Această cheie de acces este deja adăugată.',
  nameMissing: 'Dați un nume cheii de acces.',
  signInButton: 'Conectați-vă cu o cheie de acces',
  signInFailed: 'Nu a fost folosită nicio cheie de acces. Încercați din nou sau conectați-vă cu parola.',
  signInRefused:
    'Acea cheie de acces nu v-a conectat. Poate a fost eliminată sau dispozitivul nu v-a verificat.',
  stepTitle: 'Confirmați cu o cheie de acces',
  stepIntro: 'Parola a fost corectă. Confirmați că sunteți dvs. cu una dintre cheile de acces.',
  stepButton: 'Folosiți o cheie de acces',
  useCodeInstead: 'Introduceți un cod în schimb',
  usePasskeyInstead: 'Folosiți o cheie de acces în schimb',
  setUpInstead: 'Sau adăugați o cheie de acces în schimb',
};
