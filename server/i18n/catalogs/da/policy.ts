import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'Denne server modtager kun delinger fra brugere, der er logget ind. Log ind for at dele.',
  passphraseRequired: 'Denne server kræver en adgangssætning her. Mindste længde: {min}.',
  sealedRequired: 'Denne server modtager kun forseglede (end-to-end-krypterede) delinger af denne type.',
  optionRequired: 'Denne server kræver denne indstilling.',
  gateRequiredAny:
    'Denne server kræver en spærre: angiv modtagernes e-mailadresser, lad kun medlemmer åbne linket, eller angiv adresseområder.',
  gateRequiredEmail: 'Denne server kræver modtagernes e-mailadresser: kun de kan åbne linket.',
  gateRequiredMember: 'Denne server kræver, at kun indloggede medlemmer kan åbne linket.',
  lifeInHours: 'Tilladt levetid på denne server (timer): {min} til {max}.',
  mailDomains: 'Links kan kun sendes til adresser under: {domains}.',
  textAnswersOff: 'Tekstdelinger er slået fra på denne server, så der kan kun svares med filer.',
};
