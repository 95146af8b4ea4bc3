import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Ihr Passwort wurde geändert',
  noticePassword: 'Das Passwort Ihres Kontos {email} auf {site} wurde am {time} geändert.',
  noticeSecondFactorOnSubject: 'Die Zwei-Faktor-Authentifizierung wurde eingeschaltet',
  noticeSecondFactorOn:
    'Für Ihr Konto {email} auf {site} wurde am {time} die Zwei-Faktor-Authentifizierung eingeschaltet. Bei der Anmeldung wird jetzt außer Ihrem Passwort auch ein Code aus Ihrer Authenticator-App abgefragt.',
  noticeSecondFactorOffSubject: 'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet',
  noticeSecondFactorOff:
    'Für Ihr Konto {email} auf {site} wurde am {time} die Zwei-Faktor-Authentifizierung ausgeschaltet. Bei der Anmeldung wird jetzt nur noch Ihr Passwort abgefragt.',
  noticeSecondFactorRemovedSubject: 'Ein Administrator hat Ihre Zwei-Faktor-Authentifizierung ausgeschaltet',
  noticeSecondFactorRemoved:
    'Ein Administrator von {site} hat am {time} die Zwei-Faktor-Authentifizierung für Ihr Konto {email} ausgeschaltet. Bei der Anmeldung wird jetzt nur noch Ihr Passwort abgefragt.',
  noticeSetUpAgain: 'Sie können sie auf Ihrer Kontoseite neu einrichten.',
  accountLinkLabel: 'Kontoseite öffnen',
  noticeRemovedNotAsked: 'Wenn Sie nicht darum gebeten haben, wenden Sie sich an Ihren Administrator.',
  noticeSecondFactorFailuresSubject: 'Falsche Codes der Zwei-Faktor-Authentifizierung für Ihr Konto',
  noticeSecondFactorFailures:
    'Für Ihr Konto {email} auf {site} wurden nach dem richtigen Passwort mehrere falsche Codes der Zwei-Faktor-Authentifizierung eingegeben, zuletzt am {time}.',
  noticeEmailSubject: 'Ihre E-Mail-Adresse wurde geändert',
  noticeEmail:
    'Die E-Mail-Adresse Ihres Kontos {email} auf {site} wurde am {time} geändert. E-Mails zu diesem Konto gehen jetzt an die neue Adresse.',
  noticeNotYou:
    'Wenn Sie das nicht waren, kennt möglicherweise jemand anderes Ihr Passwort: Setzen Sie es sofort zurück und informieren Sie Ihren Administrator.',
  noticeEmailNotYou:
    'Wenn Sie das nicht waren, informieren Sie sofort Ihren Administrator: Mit dieser Adresse lässt sich das Passwort nicht mehr zurücksetzen.',
  resetLinkLabel: 'Passwort zurücksetzen',
  linkWorksOnce: 'Der Link funktioniert ein einziges Mal und ist {duration} lang gültig.',
  resetSubject: 'Passwort auf {site} zurücksetzen',
  resetIntro:
    'Jemand, wahrscheinlich Sie, hat darum gebeten, das Passwort Ihres Kontos {email} auf {site} zurückzusetzen.',
  resetButton: 'Neues Passwort wählen',
  resetNotYou:
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  invitationSubject: '{inviter} hat Sie zu {name} auf {site} eingeladen',
  invitationIntro:
    '{inviter} hat Sie eingeladen, auf {site} ein Konto für {email} anzulegen. Auf diesem Secret-Push-Server teilen Sie Passwörter und andere Geheimnisse über Links, die ablaufen.',
  invitationAdminIntro: 'Sie werden einer seiner Administratoren.',
  invitationButton: 'Einladung annehmen',
  invitationWorksUntil: 'Der Link funktioniert ein einziges Mal, bis {time}.',
  invitationNotYou: 'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.',
  signupSubject: 'Bestätigen Sie Ihre Registrierung auf {site}',
  signupIntro: 'Jemand, wahrscheinlich Sie, hat mit dieser Adresse ein Konto auf {site} beantragt.',
  signupButton: 'Bestätigen und Passwort wählen',
  signupNotYou: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Es wird kein Konto angelegt.',
  signupExistingSubject: 'Sie haben bereits ein Konto auf {site}',
  signupExistingIntro:
    'Jemand, wahrscheinlich Sie, wollte sich mit dieser Adresse auf {site} registrieren, doch zu ihr gibt es bereits ein Konto. Wenn Sie Ihr Passwort nicht kennen, setzen Sie es zurück, um sich anzumelden.',
  signInButton: 'Anmelden',
  signupExistingNotYou:
    'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: An Ihrem Konto hat sich nichts geändert.',
  emailChangeSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse auf {site}',
  emailChangeIntro:
    'Sie haben darum gebeten, die E-Mail-Adresse Ihres Kontos auf {site} von {email} auf diese Adresse zu ändern.',
  emailChangeButton: 'Neue Adresse bestätigen',
  emailChangeNotYou:
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Die Adresse bleibt unverändert.',
};
