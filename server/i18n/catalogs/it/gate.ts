import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Dimostra chi sei',
  emailHeading: 'Questo segreto è solo per il suo destinatario',
  emailAsk:
    'Inserisci il tuo indirizzo e-mail. Se il mittente l’ha scelto, ti inviamo un codice che apre il segreto.',
  emailLabel: 'Il tuo indirizzo e-mail',
  sendCode: 'Inviami un codice',
  codeHeading: 'Inserisci il codice ricevuto per e-mail',
  codeSent:
    'Se {email} può aprire questo segreto, un codice è in arrivo. Il codice funziona una volta, entro {duration}.',
  codeLabel: 'Codice',
  openWithCode: 'Continua',
  wrongCode: 'Quel codice è errato o scaduto.',
  otherAddress: 'Usa un altro indirizzo',
  tooManyTitle: 'Troppi tentativi',
  tooManyText: 'Sono stati richiesti o provati troppi codici. Riprova più tardi.',
  networkTitle: 'Non disponibile da qui',
  networkText: 'Questo segreto si può aprire solo dalla rete scelta dal mittente.',
  codeSubject: 'Il tuo codice per un segreto su {site}',
  codeMail: 'Il tuo codice per aprire il segreto condiviso con te su {site}: {code}',
  codeMailWorks: 'Funziona una volta, entro {duration}.',
  codeMailNotYou: 'Se non l’hai chiesto, ignora questa e-mail.',
  legend: 'Destinatario',
  emailsLabel: 'Solo questi indirizzi o @domini possono aprirlo',
  emailsHint: 'Separati da virgole. Il destinatario dimostra il suo indirizzo con un codice inviato lì.',
  mailLinkLabel: 'Invia il link segreto anche per e-mail a questi indirizzi',
  mailLinkHint:
    'Ogni indirizzo completo qui sopra (non un @dominio) riceve il link in un’e-mail a sé, nella lingua del destinatario.',
  mailLinkNoAddress:
    'Per inviare il link per e-mail, inserisci qui sopra almeno un indirizzo completo (name@example.com): un @dominio non ha una casella di posta.',
  membersLabel: 'Solo membri di questo server, con accesso effettuato',
  networksLabel: 'Solo da questi intervalli di indirizzi',
  networksHint: 'Intervalli CIDR IPv4 o IPv6, come 192.0.2.0/24, separati da virgole.',
  burnLabel: 'Farlo scadere dopo questo numero di codici o passphrase errati',
  auditPassedCode: 'Aperto da {email}, verificato con un codice inviato',
  auditPassedMember: 'Aperto da {email} (con accesso)',
  auditPassedNetwork: 'Aperto da una rete consentita',
  auditRefused: 'Respinto dal controllo di accesso',
  memberText: 'Solo i membri di questo server possono aprirlo: accedi e tornerai qui.',
};
