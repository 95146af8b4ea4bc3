import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Nie pamiętasz hasła?',
  signUpLink: 'Nie masz jeszcze konta? Zarejestruj się',
  changeEmailLink: 'Zmień adres e-mail',

  sendLink: 'Wyślij link',
  backToSignIn: 'Wróć do logowania',
  tooManyRequests:
    'Zbyt wiele żądań dla tego adresu lub z Twojej sieci. Odczekaj godzinę i spróbuj ponownie.',
  checkMailTitle: 'Sprawdź pocztę',
  noMailArrived: 'Nic nie dotarło? Zajrzyj do folderu spamu albo poproś ponownie za kilka minut.',

  resetTitle: 'Resetowanie hasła',
  resetIntro: 'Podaj adres e-mail swojego konta, a wyślemy Ci link do ustawienia nowego hasła.',
  resetSent:
    'Jeśli {email} ma tu konto, link do ustawienia nowego hasła jest już w drodze. Działa jeden raz, a czas jego ważności to {duration}.',
  resetNoMailTitle: 'Resetowanie hasła nie jest skonfigurowane',
  resetNoMail:
    'Ten serwer nie wysyła e-maili, więc nie może wysłać Ci linku do resetowania. Poproś administratora o ustawienie nowego hasła: może on uruchomić na serwerze {command} z Twoim adresem e-mail.',
  resetOffTitle: 'Brak hasła do zresetowania',
  resetOff:
    'Na tym serwerze logujesz się wyłącznie przez logowanie jednokrotne (SSO), więc nie ma tu hasła do zresetowania. Jeśli nie możesz się zalogować, zwróć się do administratora.',
  newPasswordTitle: 'Ustaw nowe hasło',
  newPasswordIntro: 'Dla konta {email}. Zapisanie go zakończy wszystkie Twoje sesje.',
  saveNewPassword: 'Zapisz nowe hasło',
  resetDoneTitle: 'Hasło zostało zmienione',
  resetDone: 'Zaloguj się nowym hasłem. Wszystkie inne sesje zostały wylogowane.',
  resetLinkGone:
    'Ten link do resetowania jest nieznany, został już użyty lub jest starszy niż godzina. Każda nowa prośba zastępuje też linki wysłane przed nią.',
  askAgain: 'Poproś o nowy link',

  signUpTitle: 'Rejestracja',
  signUpIntro: 'Podaj swój adres e-mail, a wyślemy Ci link, aby go potwierdzić i ustawić hasło.',
  signUpAddressRefused:
    'Ten serwer przyjmuje rejestracje tylko z niektórych adresów e-mail, a ten do nich nie należy. Poproś administratora o zaproszenie.',
  signUpSent:
    'Wysłaliśmy wiadomość na adres {email}. Aby kontynuować, otwórz zawarty w niej link; czas jego ważności to {duration}.',
  signUpOffTitle: 'Rejestracja jest niedostępna',
  signUpOff: 'Na tym serwerze nie można zarejestrować się samodzielnie. Poproś administratora o zaproszenie.',
  signUpNoMail:
    'Rejestracja wymaga poczty e-mail, a ten serwer jej nie wysyła. Poproś administratora o zaproszenie: może je utworzyć na stronie administracji i przekazać Ci link.',
  signUpConfirmTitle: 'Ustaw hasło',
  signUpConfirmIntro: 'Twój adres {email} został potwierdzony. Ustaw hasło, aby utworzyć konto.',
  signUpTakenTitle: 'Masz już konto',
  signUpTaken: 'Konto z tym adresem już istnieje. Aby się zalogować, zresetuj jego hasło.',
  signUpDoneTitle: 'Twoje konto jest gotowe',
  signUpDone: 'Zaloguj się swoim adresem e-mail i wybranym hasłem.',
  signUpLinkGone: 'Ten link rejestracyjny jest nieznany, został już użyty lub jest starszy niż doba.',
  signUpAgain: 'Zarejestruj się ponownie',

  emailChangeTitle: 'Zmiana adresu e-mail',
  emailChangeIntro: 'Twój adres to {email}. Wyślemy link na nowy adres; zmiana nastąpi, gdy go otworzysz.',
  newEmail: 'Nowy adres e-mail',
  sameEmail: 'To już jest Twój adres.',
  emailChangeSent:
    'Wysłaliśmy link na adres {email}. Adres zmieni się, gdy go otworzysz; czas jego ważności to {duration}.',
  emailChangeSso:
    'Logujesz się przez logowanie jednokrotne (SSO), a Twoim adresem e-mail zarządza dostawca tożsamości. Zmień go tam.',
  emailChangeNoMail:
    'Ten serwer nie wysyła e-maili, więc nie może potwierdzić nowego adresu. Zwróć się do administratora: może zaprosić nowy adres ze strony administracji jako nowe konto.',
  emailConfirmTitle: 'Potwierdź nowy adres e-mail',
  emailConfirmIntro: 'Zmienić adres Twojego konta z {old} na {new}?',
  emailConfirmButton: 'Zmień adres',
  emailTaken: 'Adres {email} jest już używany przez inne konto, więc adres nie został zmieniony.',
  emailChangedTitle: 'Adres e-mail został zmieniony',
  emailChanged: 'Adres Twojego konta to teraz {email}. Od teraz loguj się nim.',
  emailLinkGone: 'Ten link potwierdzający jest nieznany, został już użyty lub jest starszy niż doba.',
  backToAccount: 'Wróć do konta',

  inviteTextMailed:
    'Zaproszenie to link dla jednej osoby; czas jego ważności to {duration}. Pozwala jej ustawić hasło i się zalogować. Zostanie wysłane na jej adres e-mail.',
  sendInvitation: 'Wyślij zaproszenie',
  invitationMailed: 'Zaproszenie jest w drodze na adres {email}.',
  invitationMailedLink:
    'Oto także jego link, jeśli wolisz przekazać go samodzielnie. Jest wyświetlany tylko raz.',
};
