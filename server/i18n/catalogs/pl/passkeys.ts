import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Klucze dostępu',
  sectionText:
    'Klucz dostępu loguje Cię blokadą ekranu urządzenia lub kluczem bezpieczeństwa, bez wpisywania hasła ani kodu. Ten serwer przechowuje tylko jego klucz publiczny.',
  none: 'Nie masz jeszcze kluczy dostępu.',
  listCaption: 'Twoje klucze dostępu',
  columnName: 'Nazwa',
  columnAdded: 'Dodano',
  columnLastUsed: 'Ostatnie użycie',
  columnActions: 'Działania',
  neverUsed: 'Nigdy',
  renameLabel: 'Nowa nazwa dla {name}',
  renameButton: 'Zmień nazwę',
  renameButtonFor: 'Zmień nazwę {name}',
  removeButton: 'Usuń',
  removeButtonFor: 'Usuń {name}',
  nameLabel: 'Nazwa nowego klucza dostępu',
  nameHint: 'Na przykład „Laptop służbowy” albo „Niebieski klucz bezpieczeństwa”.',
  defaultName: 'Klucz dostępu',
  addButton: 'Dodaj klucz dostępu',
  needsScript:
    'Dodanie lub użycie klucza dostępu wymaga przeglądarki, która je obsługuje, z włączonym JavaScriptem.',
  waiting: 'Postępuj zgodnie z instrukcjami przeglądarki…',
  addFailed: 'Nie dodano klucza dostępu. Spróbuj ponownie, gdy będziesz gotowy.',
  added: 'Dodano klucz dostępu. Od teraz możesz się nim logować.',
  renamed: 'Zmieniono nazwę klucza dostępu.',
  removed: 'Usunięto klucz dostępu: nie loguje już tutaj.',
  addRefused:
    'Nie dodano klucza dostępu: urządzenie Cię nie zweryfikowało albo żądanie wygasło. Spróbuj ponownie.',
  taken: 'Ten klucz dostępu jest już dodany.',
  nameMissing: 'Nadaj kluczowi dostępu nazwę.',
  signInButton: 'Zaloguj się kluczem dostępu',
  signInFailed: 'Nie użyto klucza dostępu. Spróbuj ponownie albo zaloguj się hasłem.',
  signInRefused:
    'Ten klucz dostępu Cię nie zalogował. Mógł zostać usunięty albo urządzenie Cię nie zweryfikowało.',
  stepTitle: 'Potwierdź kluczem dostępu',
  stepIntro: 'Hasło było poprawne. Potwierdź jednym ze swoich kluczy dostępu, że to Ty.',
  stepButton: 'Użyj klucza dostępu',
  useCodeInstead: 'Zamiast tego wpisz kod',
  usePasskeyInstead: 'Zamiast tego użyj klucza dostępu',
  setUpInstead: 'Albo zamiast tego dodaj klucz dostępu',
};
