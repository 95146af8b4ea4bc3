import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Aquesta sol·licitud és només per a una persona',
  emailAsk:
    'Introduïu la vostra adreça electrònica. Si el sol·licitant la va triar, us enviem un codi que obre la sol·licitud.',
  codeSent:
    'Si {email} pot respondre aquesta sol·licitud, hi va de camí un codi. El codi funciona una vegada, dins de {duration}.',
  networkText: 'Aquesta sol·licitud només es pot respondre des de la xarxa que va triar el sol·licitant.',
  codeSubject: 'El vostre codi per a una sol·licitud a {site}',
  codeMail: 'El vostre codi per respondre la sol·licitud que us van enviar a {site}: {code}',
  legend: 'Qui pot respondre',
  emailsLabel: 'Només aquestes adreces o @dominis poden respondre',
  emailsHint: 'Separades per comes. Qui respon demostra la seva adreça amb un codi enviat per correu.',
  emailUnavailable:
    'Aquest servidor no envia correu, així que no pot comprovar cap adreça: trieu membres o rangs d’adreces.',
  notAccepted: 'Reviseu aquestes entrades: adreces, @dominis o rangs d’adreces com 192.0.2.0/24.',
  auditAnsweredCode: 'Resposta de {email}, verificada amb un codi enviat per correu',
  auditAnsweredMember: 'Resposta de {email} (amb sessió iniciada)',
  auditAnsweredNetwork: 'Resposta des d’una xarxa permesa',
  answeredByCode: 'Resposta de {email}, verificada amb un codi enviat per correu.',
  answeredBySignIn: 'Resposta de {email} (amb sessió iniciada).',
};
