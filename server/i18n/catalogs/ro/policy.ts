import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Acest server acceptă partajări doar de la utilizatori autentificați. Autentificați-vă pentru a partaja.',
  passphraseRequired: 'Acest server cere aici o frază de acces. Lungime minimă: {min}.',
  sealedRequired: 'Acest server acceptă doar partajări sigilate (criptate cap la cap) de acest tip.',
  optionRequired: 'Acest server impune această opțiune.',
  gateRequiredAny:
    'Acest server cere o barieră: indicați adresele de e-mail ale destinatarilor, lăsați doar membrii să deschidă linkul sau indicați intervale de adrese.',
  gateRequiredEmail: 'Acest server cere adresele de e-mail ale destinatarilor: doar ei pot deschide linkul.',
  gateRequiredMember: 'Acest server cere ca doar membrii conectați să poată deschide linkul.',
  lifeInHours: 'Durata de viață permisă pe acest server (ore): de la {min} la {max}.',
  mailDomains: 'Linkurile pot fi trimise doar la adrese din: {domains}.',
  textAnswersOff: 'Secretele text sunt dezactivate pe acest server, deci se poate răspunde doar cu fișiere.',
};
