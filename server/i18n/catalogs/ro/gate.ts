import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Dovediți cine sunteți',
  emailHeading: 'Acest secret este doar pentru destinatarul său',
  emailAsk:
    'Introduceți adresa de e-mail. Dacă expeditorul a ales-o, vă trimitem un cod care deschide secretul.',
  emailLabel: 'Adresa dvs. de e-mail',
  sendCode: 'Trimiteți-mi un cod',
  codeHeading: 'Introduceți codul din e-mail',
  codeSent:
    'Dacă {email} poate deschide acest secret, un cod este pe drum. Codul funcționează o dată, în {duration}.',
  codeLabel: 'Cod',
  openWithCode: 'Continuați',
  wrongCode: 'Codul este greșit sau a expirat.',
  otherAddress: 'Folosiți altă adresă',
  tooManyTitle: 'Prea multe încercări',
  tooManyText: 'Au fost cerute sau încercate prea multe coduri. Încercați din nou mai târziu.',
  networkTitle: 'Indisponibil de aici',
  networkText: 'Acest secret poate fi deschis doar din rețeaua aleasă de expeditor.',
  codeSubject: 'Codul dvs. pentru un secret pe {site}',
  codeMail: 'Codul dvs. pentru a deschide secretul partajat cu dvs. pe {site}: {code}',
  codeMailWorks: 'Funcționează o dată, în {duration}.',
  codeMailNotYou: 'Dacă nu l-ați cerut, ignorați acest e-mail.',
  legend: 'Destinatar',
  emailsLabel: 'Doar aceste adrese sau @domenii îl pot deschide',
  emailsHint: 'Separate prin virgule. Destinatarul își dovedește adresa cu un cod trimis acolo.',
  mailLinkLabel: 'Trimite linkul secret prin e-mail și la aceste adrese',
  mailLinkHint:
    'Fiecare adresă completă de mai sus (nu un @domeniu) primește linkul într-un e-mail separat, în limba destinatarului.',
  mailLinkNoAddress:
    'Pentru a trimite linkul prin e-mail, introduceți mai sus cel puțin o adresă completă (name@example.com): un @domeniu nu are cutie poștală.',
  membersLabel: 'Doar membrii conectați ai acestui server',
  networksLabel: 'Doar din aceste intervale de adrese',
  networksHint: 'Intervale CIDR IPv4 sau IPv6, precum 192.0.2.0/24, separate prin virgule.',
  burnLabel: 'Să expire după atâtea coduri sau fraze de acces greșite',
  auditPassedCode: 'Deschis de {email}, verificat printr-un cod trimis',
  auditPassedMember: 'Deschis de {email} (conectat)',
  auditPassedNetwork: 'Deschis dintr-o rețea permisă',
  auditRefused: 'Oprit de controlul accesului',
  memberText: 'Doar membrii acestui server îl pot deschide: conectați-vă și reveniți aici.',
};
