import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Bevis hvem du er',
  emailHeading: 'Denne hemmelighed er kun til modtageren',
  emailAsk:
    'Indtast din e-mailadresse. Hvis afsenderen valgte den, sender vi dig en kode, der åbner hemmeligheden.',
  emailLabel: 'Din e-mailadresse',
  sendCode: 'Send mig en kode',
  codeHeading: 'Indtast koden fra din e-mail',
  codeSent:
    'Hvis {email} må åbne denne hemmelighed, er en kode på vej dertil. Koden virker én gang, inden for {duration}.',
  codeLabel: 'Kode',
  openWithCode: 'Fortsæt',
  wrongCode: 'Den kode er forkert eller udløbet.',
  otherAddress: 'Brug en anden adresse',
  tooManyTitle: 'For mange forsøg',
  tooManyText: 'Der er bedt om eller prøvet for mange koder. Prøv igen senere.',
  networkTitle: 'Ikke tilgængelig herfra',
  networkText: 'Denne hemmelighed kan kun åbnes fra det netværk, afsenderen valgte.',
  codeSubject: 'Din kode til en hemmelighed på {site}',
  codeMail: 'Din kode til at åbne hemmeligheden, der er delt med dig på {site}: {code}',
  codeMailWorks: 'Den virker én gang, inden for {duration}.',
  codeMailNotYou: 'Hvis du ikke bad om den, så ignorer denne e-mail.',
  legend: 'Modtager',
  emailsLabel: 'Kun disse adresser eller @domæner må åbne den',
  emailsHint: 'Adskilt med kommaer. Modtageren beviser sin adresse med en kode, vi sender.',
  mailLinkLabel: 'Send også det hemmelige link med e-mail til disse adresser',
  mailLinkHint:
    'Hver hel adresse ovenfor (ikke et @domæne) får linket i sin egen e-mail på modtagerens sprog.',
  mailLinkNoAddress:
    'For at sende linket med e-mail skal du angive mindst én hel adresse (name@example.com) ovenfor: et @domæne har ingen postkasse.',
  membersLabel: 'Kun medlemmer af denne server, logget ind',
  networksLabel: 'Kun fra disse adresseområder',
  networksHint: 'IPv4- eller IPv6-CIDR-områder, f.eks. 192.0.2.0/24, adskilt med kommaer.',
  burnLabel: 'Lad den udløbe efter så mange forkerte koder eller adgangsfraser',
  auditPassedCode: 'Åbnet af {email}, bekræftet med en tilsendt kode',
  auditPassedMember: 'Åbnet af {email} (logget ind)',
  auditPassedNetwork: 'Åbnet fra et tilladt netværk',
  auditRefused: 'Afvist af adgangskontrollen',
  memberText: 'Kun medlemmer af denne server må åbne den: log ind, så kommer du tilbage hertil.',
};
