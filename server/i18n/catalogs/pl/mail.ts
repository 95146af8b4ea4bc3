import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Twoje hasło zostało zmienione',
  noticePassword: 'Hasło do Twojego konta {email} na {site} zostało zmienione {time}.',
  noticeSecondFactorOnSubject: 'Uwierzytelnianie dwuskładnikowe zostało włączone',
  noticeSecondFactorOn:
    'Uwierzytelnianie dwuskładnikowe dla Twojego konta {email} na {site} zostało włączone {time}. Przy logowaniu oprócz hasła trzeba teraz podać kod z aplikacji uwierzytelniającej.',
  noticeSecondFactorOffSubject: 'Uwierzytelnianie dwuskładnikowe zostało wyłączone',
  noticeSecondFactorOff:
    'Uwierzytelnianie dwuskładnikowe dla Twojego konta {email} na {site} zostało wyłączone {time}. Przy logowaniu wystarczy teraz samo hasło.',
  noticeSecondFactorRemovedSubject: 'Administrator wyłączył Twoje uwierzytelnianie dwuskładnikowe',
  noticeSecondFactorRemoved:
    'Administrator {site} wyłączył uwierzytelnianie dwuskładnikowe dla Twojego konta {email} {time}. Przy logowaniu wystarczy teraz samo hasło.',
  noticeSetUpAgain: 'Możesz je ponownie skonfigurować na stronie swojego konta.',
  accountLinkLabel: 'Otwórz stronę konta',
  noticeRemovedNotAsked: 'Jeśli to nie na Twoją prośbę, skontaktuj się z administratorem.',
  noticeSecondFactorFailuresSubject: 'Na Twoim koncie wpisano błędne kody uwierzytelniania dwuskładnikowego',
  noticeSecondFactorFailures:
    'Po poprawnym haśle do Twojego konta {email} na {site} wpisano kilka błędnych kodów uwierzytelniania dwuskładnikowego, ostatni {time}.',
  noticeEmailSubject: 'Twój adres e-mail został zmieniony',
  noticeEmail:
    'Adres e-mail Twojego konta {email} na {site} został zmieniony {time}. Wiadomości dotyczące konta trafiają teraz na nowy adres.',
  noticeNotYou:
    'Jeśli to nie Ty, ktoś inny może znać Twoje hasło: zresetuj je teraz i powiadom administratora.',
  noticeEmailNotYou:
    'Jeśli to nie Ty, natychmiast powiadom administratora: tego adresu nie można już użyć do zresetowania hasła.',
  resetLinkLabel: 'Zresetuj hasło',
  linkWorksOnce: 'Link działa tylko raz. Czas ważności: {duration}.',
  resetSubject: 'Zresetuj hasło na {site}',
  resetIntro: 'Ktoś, prawdopodobnie Ty, poprosił o zresetowanie hasła do Twojego konta {email} na {site}.',
  resetButton: 'Wybierz nowe hasło',
  resetNotYou: 'Jeśli to nie była Twoja prośba, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
  invitationSubject: '{inviter} zaprasza Cię do {name} na {site}',
  invitationIntro:
    '{inviter} zaprasza Cię do założenia konta {email} na {site} — serwerze Secret Push do udostępniania haseł i innych sekretów za pomocą wygasających linków.',
  invitationAdminIntro: 'Otrzymasz na nim uprawnienia administratora.',
  invitationButton: 'Przyjmij zaproszenie',
  invitationWorksUntil: 'Link działa tylko raz, do {time}.',
  invitationNotYou: 'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
  signupSubject: 'Potwierdź rejestrację na {site}',
  signupIntro: 'Ktoś, prawdopodobnie Ty, poprosił o konto na {site} z tym adresem.',
  signupButton: 'Potwierdź i wybierz hasło',
  signupNotYou: 'Jeśli to nie Ty, zignoruj tę wiadomość: konto nie zostanie utworzone.',
  signupExistingSubject: 'Masz już konto na {site}',
  signupExistingIntro:
    'Ktoś, prawdopodobnie Ty, próbował zarejestrować się na {site} z tym adresem, ale to konto już istnieje. Jeśli nie pamiętasz hasła, zresetuj je, aby się zalogować.',
  signInButton: 'Zaloguj się',
  signupExistingNotYou: 'Jeśli to nie Ty, zignoruj tę wiadomość: na Twoim koncie nic się nie zmieniło.',
  emailChangeSubject: 'Potwierdź nowy adres e-mail na {site}',
  emailChangeIntro: 'Poproszono o zmianę adresu e-mail Twojego konta na {site} z {email} na ten adres.',
  emailChangeButton: 'Potwierdź nowy adres',
  emailChangeNotYou: 'Jeśli to nie była Twoja prośba, zignoruj tę wiadomość: adres pozostanie bez zmian.',
};
