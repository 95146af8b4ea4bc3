import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Diese Anfrage ist nur für eine Person',
  emailAsk:
    'Geben Sie Ihre E-Mail-Adresse ein. Wenn der Anfragende sie gewählt hat, senden wir Ihnen einen Code, der die Anfrage öffnet.',
  codeSent:
    'Wenn {email} diese Anfrage beantworten darf, ist ein Code dorthin unterwegs. Der Code gilt einmal, innerhalb von {duration}.',
  networkText: 'Diese Anfrage kann nur aus dem Netzwerk beantwortet werden, das der Anfragende gewählt hat.',
  codeSubject: 'Ihr Code für eine Anfrage auf {site}',
  codeMail: 'Ihr Code, um die an Sie gerichtete Anfrage auf {site} zu beantworten: {code}',
  legend: 'Wer antworten darf',
  emailsLabel: 'Nur diese Adressen oder @Domains dürfen antworten',
  emailsHint: 'Durch Kommas getrennt. Wer antwortet, weist seine Adresse mit einem zugesandten Code nach.',
  emailUnavailable:
    'Dieser Server versendet keine E-Mails und kann daher keine Adresse prüfen: Wählen Sie stattdessen Mitglieder oder Adressbereiche.',
  notAccepted: 'Prüfen Sie diese Einträge: Adressen, @Domains oder Adressbereiche wie 192.0.2.0/24.',
  auditAnsweredCode: 'Beantwortet von {email}, bestätigt durch einen zugesandten Code',
  auditAnsweredMember: 'Beantwortet von {email} (angemeldet)',
  auditAnsweredNetwork: 'Aus einem erlaubten Netzwerk beantwortet',
  answeredByCode: 'Beantwortet von {email}, bestätigt durch einen zugesandten Code.',
  answeredBySignIn: 'Beantwortet von {email} (angemeldet).',
};
