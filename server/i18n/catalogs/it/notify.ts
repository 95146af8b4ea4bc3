import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Domanda',
  viewSubject: 'La tua condivisione «{name}» è stata visualizzata',
  viewSentence: 'La tua condivisione «{name}» è stata visualizzata.',
  viewedByCode: 'Aperto da {email}, verificato con un codice inviato.',
  viewedBySignIn: 'Aperto da {email} (con accesso).',
  failedPassphraseSubject: 'È stata inserita una passphrase errata per la tua condivisione «{name}»',
  failedPassphraseSentence: 'Qualcuno ha inserito una passphrase errata per la tua condivisione «{name}».',
  expireSubject: 'La tua condivisione «{name}» è scaduta',
  expireSentence:
    'La tua condivisione «{name}» è scaduta: il suo segreto è stato eliminato e il link non funziona più.',
  requestAnsweredSubject: 'La tua domanda «{name}» ha ricevuto risposta',
  requestAnsweredSentence: 'La tua domanda «{name}» ha ricevuto risposta.',
  testSubject: 'Notifica di prova',
  testSentence:
    'Questa è una prova dalla tua pagina delle notifiche: le notifiche sulle tue condivisioni ti arrivano qui.',
  facts: 'Tipo: {kind}. Riferimento: {digest}. Data: {time}.',
  webhookLine: '{sentence} ({kind}, riferimento {digest})',
  dashboardLink: 'Apri la tua dashboard',
  why: 'Ricevi questa email perché hai chiesto di essere avvisato di questi eventi. Puoi cambiare questa scelta nella tua pagina delle notifiche.',
};
