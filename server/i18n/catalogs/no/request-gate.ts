import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Denne forespørselen er bare for én person',
  emailAsk:
    'Skriv inn e-postadressen din. Hvis den som spør valgte den, sender vi deg en kode som åpner forespørselen.',
  codeSent:
    'Hvis {email} kan svare på denne forespørselen, er en kode på vei dit. Koden virker én gang, innen {duration}.',
  networkText: 'Denne forespørselen kan bare besvares fra nettverket den som spør valgte.',
  codeSubject: 'Koden din for en forespørsel på {site}',
  codeMail: 'Koden din for å svare på forespørselen som ble sendt til deg på {site}: {code}',
  legend: 'Hvem kan svare',
  emailsLabel: 'Bare disse adressene eller @domenene kan svare',
  emailsHint: 'Skilt med komma. Den som svarer, beviser adressen sin med en kode sendt på e-post.',
  emailUnavailable:
    'Denne serveren sender ikke e-post og kan derfor ikke kontrollere en adresse: velg medlemmer eller adresseområder i stedet.',
  notAccepted: 'Sjekk disse oppføringene: adresser, @domener eller adresseområder som 192.0.2.0/24.',
  auditAnsweredCode: 'Besvart av {email}, bekreftet med en tilsendt kode',
  auditAnsweredMember: 'Besvart av {email} (pålogget)',
  auditAnsweredNetwork: 'Besvart fra et tillatt nettverk',
  answeredByCode: 'Besvart av {email}, bekreftet med en tilsendt kode.',
  answeredBySignIn: 'Besvart av {email} (pålogget).',
};
