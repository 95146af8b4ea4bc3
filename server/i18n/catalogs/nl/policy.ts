import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'Deze server neemt alleen pushes aan van ingelogde gebruikers. Log in om te pushen.',
  passphraseRequired: 'Deze server vereist hier een wachtzin. Minimale lengte: {min}.',
  sealedRequired: 'Deze server neemt van dit soort alleen verzegelde (end-to-end versleutelde) pushes aan.',
  optionRequired: 'Deze server vereist deze optie.',
  gateRequiredAny:
    'Deze server vereist een poort: geef de e-mailadressen van de ontvangers, laat alleen leden de link openen of geef adresbereiken op.',
  gateRequiredEmail:
    'Deze server vereist de e-mailadressen van de ontvangers: alleen zij kunnen de link openen.',
  gateRequiredMember: 'Deze server vereist dat alleen aangemelde leden de link kunnen openen.',
  lifeInHours: 'Toegestane levensduur op deze server (uren): {min} tot {max}.',
  mailDomains: 'Links kunnen alleen gemaild worden naar adressen bij: {domains}.',
  textAnswersOff: 'Tekstpushes staan uit op deze server, dus alleen bestanden kunnen antwoorden.',
};
