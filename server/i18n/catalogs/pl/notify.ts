import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Prośba',
  viewSubject: 'Twój sekret „{name}” został wyświetlony',
  viewSentence: 'Twój sekret „{name}” został wyświetlony.',
  viewedByCode: 'Otwarte przez {email}, potwierdzone wysłanym kodem.',
  viewedBySignIn: 'Otwarte przez {email} (zalogowany).',
  failedPassphraseSubject: 'Do Twojego sekretu „{name}” wpisano błędne hasło dostępu',
  failedPassphraseSentence: 'Ktoś wpisał błędne hasło dostępu do Twojego sekretu „{name}”.',
  expireSubject: 'Twój sekret „{name}” wygasł',
  expireSentence: 'Twój sekret „{name}” wygasł: jego treść została usunięta, a link przestał działać.',
  requestAnsweredSubject: 'Na Twoją prośbę „{name}” odpowiedziano',
  requestAnsweredSentence: 'Na Twoją prośbę „{name}” odpowiedziano.',
  testSubject: 'Powiadomienie testowe',
  testSentence: 'To test ze strony powiadomień: powiadomienia o Twoich sekretach docierają właśnie tutaj.',
  facts: 'Rodzaj: {kind}. Identyfikator: {digest}. Czas: {time}.',
  webhookLine: '{sentence} ({kind}, identyfikator {digest})',
  dashboardLink: 'Otwórz pulpit',
  why: 'Otrzymujesz tę wiadomość, ponieważ chcesz dostawać powiadomienia o tych zdarzeniach. Możesz to zmienić na stronie powiadomień.',
};
