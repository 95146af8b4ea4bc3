import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Bekérés',
  viewSubject: 'Megtekintették az Ön „{name}” megosztását',
  viewSentence: 'Megtekintették az Ön „{name}” megosztását.',
  viewedByCode: 'Megnyitotta: {email}, küldött kóddal igazolva.',
  viewedBySignIn: 'Megnyitotta: {email} (bejelentkezve).',
  failedPassphraseSubject: 'Hibás jelmondatot adtak meg az Ön „{name}” megosztásához',
  failedPassphraseSentence: 'Valaki hibás jelmondatot adott meg az Ön „{name}” megosztásához.',
  expireSubject: 'Lejárt az Ön „{name}” megosztása',
  expireSentence: 'Lejárt az Ön „{name}” megosztása: a titok törölve, a link már nem működik.',
  requestAnsweredSubject: 'Válasz érkezett az Ön „{name}” bekérésére',
  requestAnsweredSentence: 'Válasz érkezett az Ön „{name}” bekérésére.',
  testSubject: 'Tesztértesítés',
  testSentence:
    'Ez egy teszt az értesítési oldaláról: a megosztásaival kapcsolatos értesítések ide érkeznek meg Önhöz.',
  facts: 'Típus: {kind}. Azonosító: {digest}. Időpont: {time}.',
  webhookLine: '{sentence} ({kind}, azonosító: {digest})',
  dashboardLink: 'Az irányítópult megnyitása',
  why: 'Azért kapja ezt az e-mailt, mert értesítést kért ezekről az eseményekről. Ezt az értesítési oldalán módosíthatja.',
};
