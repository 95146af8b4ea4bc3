import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Tato žádost je jen pro jednu osobu',
  emailAsk: 'Zadejte svou e-mailovou adresu. Pokud ji žadatel zvolil, pošleme vám kód, který žádost otevře.',
  codeSent: 'Pokud {email} smí na tuto žádost odpovědět, kód je na cestě. Kód funguje jednou, do {duration}.',
  networkText: 'Na tuto žádost lze odpovědět jen ze sítě, kterou žadatel zvolil.',
  codeSubject: 'Váš kód k žádosti na {site}',
  codeMail: 'Váš kód k odpovědi na žádost, kterou jste dostali na {site}: {code}',
  legend: 'Kdo smí odpovědět',
  emailsLabel: 'Odpovědět smí jen tyto adresy nebo @domény',
  emailsHint: 'Oddělené čárkami. Kdo odpovídá, prokáže svou adresu kódem zaslaným e-mailem.',
  emailUnavailable:
    'Tento server neodesílá e-maily, a proto nemůže ověřit adresu: zvolte raději členy nebo rozsahy adres.',
  notAccepted: 'Zkontrolujte tyto položky: adresy, @domény nebo rozsahy adres jako 192.0.2.0/24.',
  auditAnsweredCode: 'Odpověděl(a) {email}, ověřeno kódem zaslaným e-mailem',
  auditAnsweredMember: 'Odpověděl(a) {email} (přihlášen/a)',
  auditAnsweredNetwork: 'Odpovězeno z povolené sítě',
  answeredByCode: 'Odpověděl(a) {email}, ověřeno kódem zaslaným e-mailem.',
  answeredBySignIn: 'Odpověděl(a) {email} (přihlášen/a).',
};
