import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Táto žiadosť je len pre jednu osobu',
  emailAsk: 'Zadajte svoju e-mailovú adresu. Ak ju žiadateľ zvolil, pošleme vám kód, ktorý žiadosť otvorí.',
  codeSent: 'Ak {email} smie odpovedať na túto žiadosť, kód je na ceste. Kód funguje raz, do {duration}.',
  networkText: 'Na túto žiadosť možno odpovedať len zo siete, ktorú žiadateľ zvolil.',
  codeSubject: 'Váš kód k žiadosti na {site}',
  codeMail: 'Váš kód na odpoveď na žiadosť, ktorú ste dostali na {site}: {code}',
  legend: 'Kto smie odpovedať',
  emailsLabel: 'Odpovedať smú len tieto adresy alebo @domény',
  emailsHint: 'Oddelené čiarkami. Kto odpovedá, preukáže svoju adresu kódom zaslaným e-mailom.',
  emailUnavailable:
    'Tento server neposiela e-maily, a preto nemôže overiť adresu: zvoľte radšej členov alebo rozsahy adries.',
  notAccepted: 'Skontrolujte tieto položky: adresy, @domény alebo rozsahy adries ako 192.0.2.0/24.',
  auditAnsweredCode: 'Odpovedal(a) {email}, overené kódom zaslaným e-mailom',
  auditAnsweredMember: 'Odpovedal(a) {email} (prihlásený/á)',
  auditAnsweredNetwork: 'Odpovedané z povolenej siete',
  answeredByCode: 'Odpovedal(a) {email}, overené kódom zaslaným e-mailom.',
  answeredBySignIn: 'Odpovedal(a) {email} (prihlásený/á).',
};
