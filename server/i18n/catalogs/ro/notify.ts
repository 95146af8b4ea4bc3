import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Solicitare',
  viewSubject: 'Secretul dvs. „{name}” a fost vizualizat',
  viewSentence: 'Secretul dvs. „{name}” a fost vizualizat.',
  viewedByCode: 'Deschis de {email}, verificat printr-un cod trimis.',
  viewedBySignIn: 'Deschis de {email} (conectat).',
  failedPassphraseSubject: 'S-a introdus o frază de acces greșită pentru secretul dvs. „{name}”',
  failedPassphraseSentence: 'Cineva a introdus o frază de acces greșită pentru secretul dvs. „{name}”.',
  expireSubject: 'Secretul dvs. „{name}” a expirat',
  expireSentence:
    'Secretul dvs. „{name}” a expirat: conținutul său a fost șters, iar linkul nu mai funcționează.',
  requestAnsweredSubject: 'Solicitarea dvs. „{name}” a primit răspuns',
  requestAnsweredSentence: 'Solicitarea dvs. „{name}” a primit răspuns.',
  testSubject: 'Notificare de test',
  testSentence:
    'Acesta este un test de pe pagina dvs. de notificări: notificările despre secretele dvs. ajung aici.',
  facts: 'Tip: {kind}. Referință: {digest}. Ora: {time}.',
  webhookLine: '{sentence} ({kind}, referință {digest})',
  dashboardLink: 'Deschideți panoul',
  why: 'Primiți acest mesaj pentru că ați ales să primiți notificări despre aceste evenimente. Puteți schimba acest lucru pe pagina de notificări.',
};
