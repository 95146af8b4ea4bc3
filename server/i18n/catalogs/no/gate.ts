import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Bevis hvem du er',
  emailHeading: 'Denne hemmeligheten er bare for mottakeren',
  emailAsk:
    'Skriv inn e-postadressen din. Hvis avsenderen valgte den, sender vi deg en kode som åpner hemmeligheten.',
  emailLabel: 'E-postadressen din',
  sendCode: 'Send meg en kode',
  codeHeading: 'Skriv inn koden fra e-posten',
  codeSent:
    'Hvis {email} kan åpne denne hemmeligheten, er en kode på vei dit. Koden virker én gang, innen {duration}.',
  codeLabel: 'Kode',
  openWithCode: 'Fortsett',
  wrongCode: 'Den koden er feil eller utløpt.',
  otherAddress: 'Bruk en annen adresse',
  tooManyTitle: 'For mange forsøk',
  tooManyText: 'For mange koder er bedt om eller prøvd. Prøv igjen senere.',
  networkTitle: 'Ikke tilgjengelig herfra',
  networkText: 'Denne hemmeligheten kan bare åpnes fra nettverket avsenderen valgte.',
  codeSubject: 'Koden din for en hemmelighet på {site}',
  codeMail: 'Koden din for å åpne hemmeligheten som er delt med deg på {site}: {code}',
  codeMailWorks: 'Den virker én gang, innen {duration}.',
  codeMailNotYou: 'Hvis du ikke ba om den, kan du se bort fra denne e-posten.',
  legend: 'Mottaker',
  emailsLabel: 'Bare disse adressene eller @domenene kan åpne den',
  emailsHint: 'Skilt med komma. Mottakeren beviser adressen sin med en kode vi sender.',
  mailLinkLabel: 'Send også den hemmelige lenken på e-post til disse adressene',
  mailLinkHint:
    'Hver hele adresse over (ikke et @domene) får lenken i sin egen e-post, på mottakerens språk.',
  mailLinkNoAddress:
    'For å sende lenken på e-post, skriv inn minst én hel adresse (name@example.com) over: et @domene har ingen postkasse.',
  membersLabel: 'Bare innloggede medlemmer av denne serveren',
  networksLabel: 'Bare fra disse adresseområdene',
  networksHint: 'IPv4- eller IPv6-CIDR-områder, som 192.0.2.0/24, skilt med komma.',
  burnLabel: 'La den utløpe etter så mange feil koder eller passordfraser',
  auditPassedCode: 'Åpnet av {email}, bekreftet med en tilsendt kode',
  auditPassedMember: 'Åpnet av {email} (innlogget)',
  auditPassedNetwork: 'Åpnet fra et tillatt nettverk',
  auditRefused: 'Avvist av tilgangskontrollen',
  memberText: 'Bare medlemmer av denne serveren kan åpne den: logg inn, så kommer du tilbake hit.',
};
