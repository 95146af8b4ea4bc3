import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Uwierzytelnianie dwuskładnikowe',
  stepIntro: 'Wpisz sześciocyfrowy kod, który Twoja aplikacja uwierzytelniająca pokazuje dla tego konta.',
  codeLabel: 'Kod',
  stepBackupHint: 'Nie masz telefonu pod ręką? Wpisz zamiast tego jeden ze swoich kodów zapasowych.',
  verifyButton: 'Zweryfikuj i zaloguj się',
  wrongCode:
    'Ten kod jest nieprawidłowy albo został już użyty. Wpisz kod, który Twoja aplikacja pokazuje teraz.',
  startOver: 'Zaloguj się ponownie',
  stepExpired: 'Logowanie trwało zbyt długo. Wpisz ponownie adres e-mail i hasło.',
  sectionHeading: 'Uwierzytelnianie dwuskładnikowe',
  offText:
    'Chroń swoje konto drugim krokiem przy logowaniu: po haśle kodem z aplikacji uwierzytelniającej w telefonie.',
  setUpLink: 'Skonfiguruj uwierzytelnianie dwuskładnikowe',
  onText: 'Włączone od {date}. Przy logowaniu po haśle trzeba podać kod z aplikacji uwierzytelniającej.',
  backupLeft: {
    one: 'Pozostał {count} nieużyty kod zapasowy.',
    few: 'Pozostały {count} nieużyte kody zapasowe.',
    many: 'Pozostało {count} nieużytych kodów zapasowych.',
    other: 'Pozostało {count} nieużytego kodu zapasowego.',
  },
  ssoOnly: 'Logujesz się przez logowanie jednokrotne: Twoje konto chronią zabezpieczenia Twojego dostawcy.',
  setupTitle: 'Skonfiguruj uwierzytelnianie dwuskładnikowe',
  setupText:
    'Potrzebujesz aplikacji uwierzytelniającej w telefonie. Najpierw wpisz hasło, aby potwierdzić, że to Ty.',
  required: 'Ten serwer wymaga uwierzytelniania dwuskładnikowego. Skonfiguruj je, aby kontynuować.',
  continueButton: 'Dalej',
  backToAccount: 'Wróć do swojego konta',
  scanText: 'Zeskanuj ten kod QR swoją aplikacją uwierzytelniającą.',
  qrLabel: 'Kod QR do dodania tego konta do aplikacji uwierzytelniającej',
  typeInstead: 'Nie możesz go zeskanować? Wpisz zamiast tego w aplikacji ten klucz:',
  confirmLabel: 'Następnie wpisz sześciocyfrowy kod pokazany przez aplikację',
  confirmButton: 'Włącz uwierzytelnianie dwuskładnikowe',
  wrongSetupCode:
    'Ten kod się nie zgadza. Sprawdź, czy zegar w telefonie jest ustawiony poprawnie, a potem wpisz kod, który aplikacja pokazuje teraz.',
  cancelSetup: 'Anuluj',
  codesTitle: 'Twoje kody zapasowe',
  turnedOn: 'Uwierzytelnianie dwuskładnikowe jest włączone.',
  codesReplaced: 'Twoje nowe kody zapasowe są gotowe. Poprzednie już nie działają.',
  codesText:
    'Jeśli zgubisz telefon, każdy z tych kodów pozwoli Ci zalogować się jeden raz zamiast kodu z aplikacji. Przechowuj je w bezpiecznym miejscu, na przykład w menedżerze haseł.',
  copyCodes: 'Kopiuj kody',
  codesOnce: 'Te kody są wyświetlane tylko raz. Po ponownym załadowaniu tej strony nie zostaną wyświetlone.',
  codesSaved: 'Kody zapasowe są już zapisane',
  newCodesTitle: 'Wygeneruj nowe kody zapasowe',
  newCodesText: 'Nowe kody zapasowe zastąpią wszystkie obecne. Wpisz hasło, aby potwierdzić, że to Ty.',
  newCodesButton: 'Wygeneruj nowe kody zapasowe',
  removeTitle: 'Wyłącz uwierzytelnianie dwuskładnikowe',
  removeText:
    'Logowanie będzie wtedy wymagać tylko hasła, a Twoje kody zapasowe przestaną działać. Wpisz hasło, aby potwierdzić, że to Ty.',
  removeRequired:
    'Ten serwer wymaga uwierzytelniania dwuskładnikowego: trzeba będzie od razu skonfigurować je ponownie.',
  removeButton: 'Wyłącz uwierzytelnianie dwuskładnikowe',
  turnedOff: 'Uwierzytelnianie dwuskładnikowe jest wyłączone.',
};
