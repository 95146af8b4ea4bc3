import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Weisen Sie sich aus',
  emailHeading: 'Dieses Geheimnis ist nur für seinen Empfänger',
  emailAsk:
    'Geben Sie Ihre E-Mail-Adresse ein. Hat der Absender sie gewählt, schicken wir Ihnen einen Code, der das Geheimnis öffnet.',
  emailLabel: 'Ihre E-Mail-Adresse',
  sendCode: 'Code senden',
  codeHeading: 'Geben Sie den Code aus Ihrer E-Mail ein',
  codeSent:
    'Falls {email} dieses Geheimnis öffnen darf, ist ein Code dorthin unterwegs. Der Code gilt einmal, innerhalb von {duration}.',
  codeLabel: 'Code',
  openWithCode: 'Weiter',
  wrongCode: 'Dieser Code ist falsch oder abgelaufen.',
  otherAddress: 'Andere Adresse verwenden',
  tooManyTitle: 'Zu viele Versuche',
  tooManyText: 'Zu viele Codes wurden angefordert oder versucht. Bitte versuchen Sie es später erneut.',
  networkTitle: 'Von hier aus nicht verfügbar',
  networkText: 'Dieses Geheimnis lässt sich nur aus dem Netz öffnen, das sein Absender gewählt hat.',
  codeSubject: 'Ihr Code für ein Geheimnis auf {site}',
  codeMail: 'Ihr Code, um das mit Ihnen geteilte Geheimnis auf {site} zu öffnen: {code}',
  codeMailWorks: 'Er gilt einmal, innerhalb von {duration}.',
  codeMailNotYou: 'Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
  legend: 'Empfänger',
  emailsLabel: 'Nur diese Adressen oder @Domains dürfen es öffnen',
  emailsHint:
    'Durch Kommas getrennt. Der Empfänger bestätigt seine Adresse mit einem Code, den wir ihm schicken.',
  mailLinkLabel: 'Den geheimen Link auch per E-Mail an diese Adressen senden',
  mailLinkHint:
    'Jede vollständige Adresse oben (keine @Domain) erhält den Link in einer eigenen E-Mail, in der Sprache des Empfängers.',
  mailLinkNoAddress:
    'Um den Link per E-Mail zu senden, gib oben mindestens eine vollständige Adresse ein (name@example.com): Eine @Domain hat kein Postfach.',
  membersLabel: 'Nur angemeldete Mitglieder dieses Servers',
  networksLabel: 'Nur aus diesen Adressbereichen',
  networksHint: 'IPv4- oder IPv6-CIDR-Bereiche wie 192.0.2.0/24, durch Kommas getrennt.',
  burnLabel: 'Nach so vielen falschen Codes oder Passphrasen ablaufen lassen',
  auditPassedCode: 'Geöffnet von {email}, bestätigt durch einen zugeschickten Code',
  auditPassedMember: 'Geöffnet von {email} (angemeldet)',
  auditPassedNetwork: 'Aus einem erlaubten Netz geöffnet',
  auditRefused: 'Vom Zugangsschutz abgewiesen',
  memberText:
    'Nur Mitglieder dieses Servers dürfen es öffnen: Melden Sie sich an, danach kommen Sie hierher zurück.',
};
