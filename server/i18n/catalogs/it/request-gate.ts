import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Questa richiesta è per una sola persona',
  emailAsk:
    'Inserisci il tuo indirizzo e-mail. Se il richiedente lo ha scelto, ti inviamo un codice che apre la richiesta.',
  codeSent:
    'Se {email} può rispondere a questa richiesta, un codice è in arrivo. Il codice vale una volta, entro {duration}.',
  networkText: 'A questa richiesta si può rispondere solo dalla rete scelta dal richiedente.',
  codeSubject: 'Il tuo codice per una richiesta su {site}',
  codeMail: 'Il tuo codice per rispondere alla richiesta inviata a te su {site}: {code}',
  legend: 'Chi può rispondere',
  emailsLabel: 'Solo questi indirizzi o @domini possono rispondere',
  emailsHint:
    'Separati da virgole. Chi risponde dimostra il proprio indirizzo con un codice inviato per e-mail.',
  emailUnavailable:
    'Questo server non invia e-mail, quindi non può verificare un indirizzo: scegli invece i membri o gli intervalli di indirizzi.',
  notAccepted: 'Controlla queste voci: indirizzi, @domini o intervalli di indirizzi come 192.0.2.0/24.',
  auditAnsweredCode: 'Risposta di {email}, verificata con un codice inviato per e-mail',
  auditAnsweredMember: 'Risposta di {email} (con accesso)',
  auditAnsweredNetwork: 'Risposta da una rete consentita',
  answeredByCode: 'Risposta di {email}, verificata con un codice inviato per e-mail.',
  answeredBySignIn: 'Risposta di {email} (con accesso).',
};
