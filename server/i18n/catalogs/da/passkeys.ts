import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Adgangsnøgler',
  sectionText:
    'En adgangsnøgle logger dig ind med din enheds skærmlås eller en sikkerhedsnøgle, uden adgangskode eller kode. Denne server gemmer kun dens offentlige nøgle.',
  none: 'Du har ingen adgangsnøgler endnu.',
  listCaption: 'Dine adgangsnøgler',
  columnName: 'Navn',
  columnAdded: 'Tilføjet',
  columnLastUsed: 'Sidst brugt',
  columnActions: 'Handlinger',
  neverUsed: 'Aldrig',
  renameLabel: 'Nyt navn til {name}',
  renameButton: 'Omdøb',
  renameButtonFor: 'Omdøb {name}',
  removeButton: 'Fjern',
  removeButtonFor: 'Fjern {name}',
  nameLabel: 'Navn på den nye adgangsnøgle',
  nameHint: 'For eksempel “Arbejdscomputer” eller “Blå sikkerhedsnøgle”.',
  defaultName: 'Adgangsnøgle',
  addButton: 'Tilføj en adgangsnøgle',
  needsScript:
    'For at tilføje eller bruge en adgangsnøgle skal du have en browser, der understøtter dem, med JavaScript slået til.',
  waiting: 'Følg browserens anvisninger…',
  addFailed: 'Ingen adgangsnøgle blev tilføjet. Prøv igen, når du er klar.',
  added: 'Adgangsnøgle tilføjet. Du kan logge ind med den fra nu af.',
  renamed: 'Adgangsnøgle omdøbt.',
  removed: 'Adgangsnøgle fjernet: den logger ikke længere ind her.',
  addRefused:
    'Adgangsnøglen blev ikke tilføjet: din enhed bekræftede dig ikke, eller anmodningen udløb. Prøv igen.',
  taken: 'Denne adgangsnøgle er allerede tilføjet.',
  nameMissing: 'Giv adgangsnøglen et navn.',
  signInButton: 'Log ind med en adgangsnøgle',
  signInFailed: 'Der blev ikke brugt nogen adgangsnøgle. Prøv igen, eller log ind med din adgangskode.',
  signInRefused:
    'Den adgangsnøgle loggede dig ikke ind. Den er måske fjernet, eller din enhed bekræftede dig ikke.',
  stepTitle: 'Bekræft med en adgangsnøgle',
  stepIntro: 'Din adgangskode var rigtig. Bekræft, at det er dig, med en af dine adgangsnøgler.',
  stepButton: 'Brug en adgangsnøgle',
  useCodeInstead: 'Indtast en kode i stedet',
  usePasskeyInstead: 'Brug en adgangsnøgle i stedet',
  setUpInstead: 'Eller tilføj en adgangsnøgle i stedet',
};
