import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Denne anmodning er kun til én person',
  emailAsk:
    'Indtast din e-mailadresse. Hvis anmoderen valgte den, sender vi dig en kode, der åbner anmodningen.',
  codeSent:
    'Hvis {email} må besvare denne anmodning, er en kode på vej dertil. Koden virker én gang, inden for {duration}.',
  networkText: 'Denne anmodning kan kun besvares fra det netværk, anmoderen valgte.',
  codeSubject: 'Din kode til en anmodning på {site}',
  codeMail: 'Din kode til at besvare anmodningen, der blev sendt til dig på {site}: {code}',
  legend: 'Hvem må svare',
  emailsLabel: 'Kun disse adresser eller @domæner må svare',
  emailsHint: 'Adskilt af kommaer. Den, der svarer, beviser sin adresse med en kode sendt pr. mail.',
  emailUnavailable:
    'Denne server sender ikke mail og kan derfor ikke kontrollere en adresse: vælg i stedet medlemmer eller adresseområder.',
  notAccepted: 'Tjek disse angivelser: adresser, @domæner eller adresseområder som 192.0.2.0/24.',
  auditAnsweredCode: 'Besvaret af {email}, bekræftet med en tilsendt kode',
  auditAnsweredMember: 'Besvaret af {email} (logget ind)',
  auditAnsweredNetwork: 'Besvaret fra et tilladt netværk',
  answeredByCode: 'Besvaret af {email}, bekræftet med en tilsendt kode.',
  answeredBySignIn: 'Besvaret af {email} (logget ind).',
};
