import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} v-a trimis un secret',
  heading: '{sender} v-a trimis un secret prin {site}.',
  findLinkBelow: 'Găsiți linkul secret mai jos.',
  openLink: 'Deschideți linkul secret',
  expires: {
    one: 'Linkul expiră după {duration} sau după {count} vizualizare, în funcție de ce se întâmplă mai întâi.',
    few: 'Linkul expiră după {duration} sau după {count} vizualizări, în funcție de ce se întâmplă mai întâi.',
    other:
      'Linkul expiră după {duration} sau după {count} de vizualizări, în funcție de ce se întâmplă mai întâi.',
  },
  passphrase: 'Linkul cere o frază de acces: v-o dă {sender} pe altă cale, niciodată în acest e-mail.',
  deletable: 'După ce îl citiți, îl puteți șterge chiar dvs.',
  notExpected:
    'Dacă nu așteptați un secret de la {sender}, verificați pe altă cale înainte să deschideți linkul.',
};
