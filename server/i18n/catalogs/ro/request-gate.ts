import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Această cerere este doar pentru o singură persoană',
  emailAsk:
    'Introduceți adresa de e-mail. Dacă solicitantul a ales-o, vă trimitem un cod care deschide cererea.',
  codeSent:
    'Dacă {email} poate răspunde la această cerere, un cod este pe drum. Codul funcționează o dată, în {duration}.',
  networkText: 'La această cerere se poate răspunde doar din rețeaua aleasă de solicitant.',
  codeSubject: 'Codul dvs. pentru o cerere pe {site}',
  codeMail: 'Codul dvs. pentru a răspunde la cererea trimisă dvs. pe {site}: {code}',
  legend: 'Cine poate răspunde',
  emailsLabel: 'Doar aceste adrese sau @domenii pot răspunde',
  emailsHint: 'Separate prin virgule. Cine răspunde își dovedește adresa cu un cod trimis prin e-mail.',
  emailUnavailable:
    'Acest server nu trimite e-mailuri, deci nu poate verifica o adresă: alegeți în schimb membri sau intervale de adrese.',
  notAccepted: 'Verificați aceste intrări: adrese, @domenii sau intervale de adrese precum 192.0.2.0/24.',
  auditAnsweredCode: 'Răspuns de la {email}, verificat printr-un cod trimis prin e-mail',
  auditAnsweredMember: 'Răspuns de la {email} (autentificat)',
  auditAnsweredNetwork: 'Răspuns dintr-o rețea permisă',
  answeredByCode: 'Răspuns de la {email}, verificat printr-un cod trimis prin e-mail.',
  answeredBySignIn: 'Răspuns de la {email} (autentificat).',
};
