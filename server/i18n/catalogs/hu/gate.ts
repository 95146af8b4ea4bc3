import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Igazolja, ki Ön',
  emailHeading: 'Ez a titok csak a címzettjének szól',
  emailAsk:
    'Adja meg az e-mail-címét. Ha a küldő ezt választotta, küldünk egy kódot, amely megnyitja a titkot.',
  emailLabel: 'Az Ön e-mail-címe',
  sendCode: 'Kód küldése',
  codeHeading: 'Adja meg a levélben kapott kódot',
  codeSent:
    'Ha {email} megnyithatja ezt a titkot, egy kód úton van oda. A kód egyszer használható, {duration} belül.',
  codeLabel: 'Kód',
  openWithCode: 'Tovább',
  wrongCode: 'Ez a kód hibás vagy lejárt.',
  otherAddress: 'Másik cím használata',
  tooManyTitle: 'Túl sok próbálkozás',
  tooManyText: 'Túl sok kódot kértek vagy próbáltak. Kérjük, próbálja később.',
  networkTitle: 'Innen nem érhető el',
  networkText: 'Ez a titok csak a küldője által választott hálózatból nyitható meg.',
  codeSubject: 'Az Ön kódja egy titokhoz itt: {site}',
  codeMail: 'A kódja az Önnel megosztott titok megnyitásához itt: {site}: {code}',
  codeMailWorks: 'Egyszer használható, {duration} belül.',
  codeMailNotYou: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet.',
  legend: 'Címzett',
  emailsLabel: 'Csak ezek a címek vagy @domainek nyithatják meg',
  emailsHint: 'Vesszővel elválasztva. A címzett egy neki küldött kóddal igazolja a címét.',
  mailLinkLabel: 'A titkos linket e-mailben is küldje el ezekre a címekre',
  mailLinkHint:
    'Minden fenti teljes cím (nem @domain) külön e-mailben kapja meg a linket, a címzett nyelvén.',
  mailLinkNoAddress:
    'A link e-mailes küldéséhez adjon meg fent legalább egy teljes címet (name@example.com): egy @domainnek nincs postafiókja.',
  membersLabel: 'Csak a kiszolgáló bejelentkezett tagjai',
  networksLabel: 'Csak ezekből a címtartományokból',
  networksHint: 'IPv4 vagy IPv6 CIDR-tartományok, például 192.0.2.0/24, vesszővel elválasztva.',
  burnLabel: 'Lejár ennyi hibás kód vagy jelmondat után',
  auditPassedCode: 'Megnyitotta: {email}, küldött kóddal igazolva',
  auditPassedMember: 'Megnyitotta: {email} (bejelentkezve)',
  auditPassedNetwork: 'Engedélyezett hálózatból megnyitva',
  auditRefused: 'A hozzáférés-védelem kizárta',
  memberText: 'Csak a kiszolgáló tagjai nyithatják meg: jelentkezzen be, és ide tér vissza.',
};
