import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'Denne serveren tar bare imot delinger fra påloggede brukere. Logg inn for å dele.',
  passphraseRequired: 'Denne serveren krever en passordfrase her. Minste lengde: {min}.',
  sealedRequired:
    'Denne serveren tar bare imot forseglede (ende-til-ende-krypterte) delinger av denne typen.',
  optionRequired: 'Denne serveren krever dette valget.',
  gateRequiredAny:
    'Denne serveren krever en sperre: oppgi mottakernes e-postadresser, la bare medlemmer åpne lenken, eller oppgi adresseområder.',
  gateRequiredEmail: 'Denne serveren krever mottakernes e-postadresser: bare de kan åpne lenken.',
  gateRequiredMember: 'Denne serveren krever at bare innloggede medlemmer kan åpne lenken.',
  lifeInHours: 'Tillatt levetid på denne serveren (timer): {min} til {max}.',
  mailDomains: 'Lenker kan bare sendes til adresser hos: {domains}.',
  textAnswersOff: 'Tekstdelinger er slått av på denne serveren, så det kan bare svares med filer.',
};
