import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'Den här servern tar bara emot delningar från inloggade användare. Logga in för att dela.',
  passphraseRequired: 'Den här servern kräver en lösenfras här. Minsta längd: {min}.',
  sealedRequired:
    'Den här servern tar bara emot förseglade (end-to-end-krypterade) delningar av den här typen.',
  optionRequired: 'Den här servern kräver det här alternativet.',
  gateRequiredAny:
    'Den här servern kräver en spärr: ange mottagarnas e-postadresser, låt bara medlemmar öppna länken eller ange adressintervall.',
  gateRequiredEmail: 'Den här servern kräver mottagarnas e-postadresser: bara de kan öppna länken.',
  gateRequiredMember: 'Den här servern kräver att bara inloggade medlemmar kan öppna länken.',
  lifeInHours: 'Tillåten livslängd på den här servern (timmar): {min} till {max}.',
  mailDomains: 'Länkar kan bara skickas till adresser hos: {domains}.',
  textAnswersOff: 'Textdelningar är avstängda på den här servern, så det går bara att svara med filer.',
};
