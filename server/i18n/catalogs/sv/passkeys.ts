import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Lösennycklar',
  sectionText:
    'En lösennyckel loggar in dig med enhetens skärmlås eller en säkerhetsnyckel, utan lösenord eller kod att skriva. Den här servern sparar bara dess offentliga nyckel.',
  none: 'Du har inga lösennycklar än.',
  listCaption: 'Dina lösennycklar',
  columnName: 'Namn',
  columnAdded: 'Tillagd',
  columnLastUsed: 'Senast använd',
  columnActions: 'Åtgärder',
  neverUsed: 'Aldrig',
  renameLabel: 'Nytt namn för {name}',
  renameButton: 'Byt namn',
  renameButtonFor: 'Byt namn på {name}',
  removeButton: 'Ta bort',
  removeButtonFor: 'Ta bort {name}',
  nameLabel: 'Namn på den nya lösennyckeln',
  nameHint: 'Till exempel ”Jobbdator” eller ”Blå säkerhetsnyckel”.',
  defaultName: 'Lösennyckel',
  addButton: 'Lägg till en lösennyckel',
  needsScript:
    'För att lägga till eller använda en lösennyckel behövs en webbläsare som stöder lösennycklar, med JavaScript påslaget.',
  waiting: 'Följ webbläsarens anvisningar…',
  addFailed: 'Ingen lösennyckel lades till. Försök igen när du är redo.',
  added: 'Lösennyckeln har lagts till. Du kan logga in med den från och med nu.',
  renamed: 'Lösennyckeln har bytt namn.',
  removed: 'Lösennyckeln har tagits bort: den loggar inte längre in här.',
  addRefused:
    'Lösennyckeln lades inte till: enheten verifierade dig inte, eller begäran gick ut. Försök igen.',
  taken: 'Den här lösennyckeln är redan tillagd.',
  nameMissing: 'Ge lösennyckeln ett namn.',
  signInButton: 'Logga in med en lösennyckel',
  signInFailed: 'Ingen lösennyckel användes. Försök igen eller logga in med ditt lösenord.',
  signInRefused:
    'Den lösennyckeln loggade inte in dig. Den kan ha tagits bort, eller så verifierade enheten dig inte.',
  stepTitle: 'Bekräfta med en lösennyckel',
  stepIntro: 'Lösenordet var rätt. Bekräfta att det är du med en av dina lösennycklar.',
  stepButton: 'Använd en lösennyckel',
  useCodeInstead: 'Ange en kod i stället',
  usePasskeyInstead: 'Använd en lösennyckel i stället',
  setUpInstead: 'Eller lägg till en lösennyckel i stället',
};
