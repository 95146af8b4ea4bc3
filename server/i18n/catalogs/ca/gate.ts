import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Demostreu qui sou',
  emailHeading: 'Aquest secret és només per al seu destinatari',
  emailAsk:
    'Escriviu la vostra adreça electrònica. Si el remitent la va triar, us enviem un codi que obre el secret.',
  emailLabel: 'La vostra adreça electrònica',
  sendCode: 'Envieu-me un codi',
  codeHeading: 'Escriviu el codi del correu',
  codeSent:
    'Si {email} pot obrir aquest secret, s’hi està enviant un codi. El codi funciona una vegada, en un termini de {duration}.',
  codeLabel: 'Codi',
  openWithCode: 'Continua',
  wrongCode: 'Aquest codi és incorrecte o ha caducat.',
  otherAddress: 'Fes servir una altra adreça',
  tooManyTitle: 'Massa intents',
  tooManyText: 'S’han demanat o provat massa codis. Torneu-ho a provar més tard.',
  networkTitle: 'No disponible des d’aquí',
  networkText: 'Aquest secret només es pot obrir des de la xarxa que va triar el remitent.',
  codeSubject: 'El vostre codi per a un secret a {site}',
  codeMail: 'El vostre codi per obrir el secret compartit amb vós a {site}: {code}',
  codeMailWorks: 'Funciona una vegada, en un termini de {duration}.',
  codeMailNotYou: 'Si no l’heu demanat, ignoreu aquest correu.',
  legend: 'Destinatari',
  emailsLabel: 'Només aquestes adreces o @dominis el poden obrir',
  emailsHint: 'Separades per comes. El destinatari demostra la seva adreça amb un codi que li enviem.',
  mailLinkLabel: 'Envia també l’enllaç secret per correu a aquestes adreces',
  mailLinkHint:
    'Cada adreça completa de dalt (no un @domini) rep l’enllaç en un correu propi, en l’idioma del destinatari.',
  mailLinkNoAddress:
    'Per enviar l’enllaç per correu, introduïu a dalt almenys una adreça completa (name@example.com): un @domini no té bústia.',
  membersLabel: 'Només membres d’aquest servidor, amb la sessió iniciada',
  networksLabel: 'Només des d’aquests rangs d’adreces',
  networksHint: 'Rangs CIDR IPv4 o IPv6, com ara 192.0.2.0/24, separats per comes.',
  burnLabel: 'Fes-lo caducar després d’aquest nombre de codis o frases de pas erronis',
  auditPassedCode: 'Obert per {email}, verificat amb un codi enviat per correu',
  auditPassedMember: 'Obert per {email} (amb la sessió iniciada)',
  auditPassedNetwork: 'Obert des d’una xarxa permesa',
  auditRefused: 'Rebutjat pel control d’accés',
  memberText: 'Només els membres d’aquest servidor el poden obrir: inicieu la sessió i tornareu aquí.',
};
