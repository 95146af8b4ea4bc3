import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Ez a kérés csak egy személynek szól',
  emailAsk:
    'Adja meg e-mail-címét. Ha a kérelmező ezt választotta, küldünk egy kódot, amely megnyitja a kérést.',
  codeSent:
    'Ha {email} válaszolhat erre a kérésre, egy kód úton van oda. A kód egyszer működik, {duration} belül.',
  networkText: 'Erre a kérésre csak a kérelmező által választott hálózatról lehet válaszolni.',
  codeSubject: 'Az Ön kódja egy kéréshez itt: {site}',
  codeMail: 'Az Ön kódja a(z) {site} oldalon Önnek küldött kérés megválaszolásához: {code}',
  legend: 'Ki válaszolhat',
  emailsLabel: 'Csak ezek a címek vagy @tartományok válaszolhatnak',
  emailsHint: 'Vesszővel elválasztva. A válaszoló egy e-mailben küldött kóddal igazolja a címét.',
  emailUnavailable:
    'Ez a szerver nem küld e-mailt, így nem tud címet ellenőrizni: válasszon inkább tagokat vagy címtartományokat.',
  notAccepted:
    'Ellenőrizze ezeket a bejegyzéseket: címek, @tartományok vagy címtartományok, például 192.0.2.0/24.',
  auditAnsweredCode: 'Megválaszolta: {email}, e-mailben küldött kóddal igazolva',
  auditAnsweredMember: 'Megválaszolta: {email} (bejelentkezve)',
  auditAnsweredNetwork: 'Engedélyezett hálózatról megválaszolva',
  answeredByCode: 'Megválaszolta: {email}, e-mailben küldött kóddal igazolva.',
  answeredBySignIn: 'Megválaszolta: {email} (bejelentkezve).',
};
