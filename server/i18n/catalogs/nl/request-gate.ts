import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Dit verzoek is voor één persoon',
  emailAsk:
    'Vul je e-mailadres in. Als de aanvrager het heeft gekozen, mailen we je een code die het verzoek opent.',
  codeSent:
    'Als {email} dit verzoek mag beantwoorden, is er een code onderweg. De code werkt één keer, binnen {duration}.',
  networkText: 'Dit verzoek kan alleen worden beantwoord vanaf het netwerk dat de aanvrager koos.',
  codeSubject: 'Je code voor een verzoek op {site}',
  codeMail: 'Je code om het verzoek te beantwoorden dat je op {site} is gestuurd: {code}',
  legend: 'Wie mag antwoorden',
  emailsLabel: 'Alleen deze adressen of @domeinen mogen antwoorden',
  emailsHint: 'Gescheiden door komma’s. Wie antwoordt, bewijst zijn adres met een gemailde code.',
  emailUnavailable:
    'Deze server verstuurt geen mail en kan dus geen adres controleren: kies in plaats daarvan leden of adresbereiken.',
  notAccepted: 'Controleer deze invoer: adressen, @domeinen of adresbereiken zoals 192.0.2.0/24.',
  auditAnsweredCode: 'Beantwoord door {email}, bevestigd met een gemailde code',
  auditAnsweredMember: 'Beantwoord door {email} (aangemeld)',
  auditAnsweredNetwork: 'Beantwoord vanaf een toegestaan netwerk',
  answeredByCode: 'Beantwoord door {email}, bevestigd met een gemailde code.',
  answeredBySignIn: 'Beantwoord door {email} (aangemeld).',
};
