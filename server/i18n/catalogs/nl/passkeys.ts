import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Passkeys',
  sectionText:
    'Met een passkey meldt u zich aan met de schermvergrendeling van uw apparaat of een beveiligingssleutel, zonder wachtwoord of code. Deze server bewaart alleen de publieke sleutel.',
  none: 'U hebt nog geen passkeys.',
  listCaption: 'Uw passkeys',
  columnName: 'Naam',
  columnAdded: 'Toegevoegd',
  columnLastUsed: 'Laatst gebruikt',
  columnActions: 'Acties',
  neverUsed: 'Nooit',
  renameLabel: 'Nieuwe naam voor {name}',
  renameButton: 'Hernoemen',
  renameButtonFor: '{name} hernoemen',
  removeButton: 'Verwijderen',
  removeButtonFor: '{name} verwijderen',
  nameLabel: 'Naam van de nieuwe passkey',
  nameHint: 'Bijvoorbeeld ‘Werklaptop’ of ‘Blauwe beveiligingssleutel’.',
  defaultName: 'Passkey',
  addButton: 'Passkey toevoegen',
  needsScript:
    'Voor het toevoegen of gebruiken van een passkey is een browser nodig die passkeys ondersteunt, met JavaScript aan.',
  waiting: 'Volg de aanwijzingen van uw browser…',
  addFailed: 'Er is geen passkey toegevoegd. Probeer het opnieuw wanneer u klaar bent.',
  added: 'Passkey toegevoegd. U kunt zich er voortaan mee aanmelden.',
  renamed: 'Passkey hernoemd.',
  removed: 'Passkey verwijderd: hij meldt hier niemand meer aan.',
  addRefused:
    'De passkey is niet toegevoegd: uw apparaat heeft u niet geverifieerd, of het verzoek is verlopen. Probeer het opnieuw.',
  taken: 'Deze passkey is al toegevoegd.',
  nameMissing: 'Geef de passkey een naam.',
  signInButton: 'Aanmelden met een passkey',
  signInFailed: 'Er is geen passkey gebruikt. Probeer het opnieuw of meld u aan met uw wachtwoord.',
  signInRefused:
    'Die passkey heeft u niet aangemeld. Misschien is hij verwijderd, of heeft uw apparaat u niet geverifieerd.',
  stepTitle: 'Bevestigen met een passkey',
  stepIntro: 'Uw wachtwoord klopte. Bevestig met een van uw passkeys dat u het bent.',
  stepButton: 'Passkey gebruiken',
  useCodeInstead: 'In plaats daarvan een code invoeren',
  usePasskeyInstead: 'In plaats daarvan een passkey gebruiken',
  setUpInstead: 'Of voeg in plaats daarvan een passkey toe',
};
