import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Bejelentkezés',
  accountDeleted: 'A fiókját és a megosztásait töröltük.',
  signInIntro:
    'A fiókokat a szerver rendszergazdája hozza létre, és minden új felhasználónak meghívólinket küld. Még nincs fiókja? Kérjen meghívót a rendszergazdától.',
  email: 'E-mail',
  password: 'Jelszó',
  signInButton: 'Bejelentkezés',
  signInTooMany: 'Túl sok bejelentkezési kísérlet. Várjon 15 percet, és próbálja újra.',
  signInNoMatch: 'Ez az e-mail-cím és jelszó egyik fiókhoz sem tartozik.',
  signInOr: 'Vagy jelentkezzen be e-mail-címével és jelszavával:',
  passwordSignInOff: 'Ezen a szerveren csak egyszeri bejelentkezéssel lehet belépni.',
  tokenTitle: 'API-token',
  tokenIntro:
    'Bejelentkezett felhasználó: {email}. Az olyan eszközök, mint a Secret Push bővítmény és a pwpush-kliensek, API-tokennel hoznak létre megosztásokat az Ön nevében.',
  tokenReplaces:
    'Az új token felváltja a jelenlegit: ami még a régi tokent használja, az nem fog tovább működni.',
  tokenCreate: 'Új API-token létrehozása',
  tokenReplaceTitle: 'Lecseréli az API-tokenjét?',
  tokenReplaceConfirm: 'Igen, a token cseréje',
  newTokenTitle: 'Az új API-tokenje',
  newTokenOnce: 'Ez a token csak egyszer jelenik meg. Másolja ki most, és tárolja biztonságos helyen.',
  copyToken: 'Token másolása',
  newTokenAfter:
    'Az előző tokenje már nem működik. Ha újratölti ezt az oldalt, a token nem jelenik meg újra.',
  accountTitle: 'Az Ön fiókja',
  signedInAs: 'Bejelentkezett felhasználó: {email}.',
  yourApiToken: 'Az Ön API-tokenje',
  passwordHeading: 'Jelszó módosítása',
  currentPassword: 'Jelenlegi jelszó',
  newPassword: 'Új jelszó',
  passwordHint: {
    one: 'Legalább {count} karakter.',
    other: 'Legalább {count} karakter.',
  },
  newPasswordAgain: 'Új jelszó még egyszer',
  changePassword: 'Jelszó módosítása',
  languageHeading: 'Nyelv',
  languageText:
    'Bejelentkezés után az oldalak ezen a nyelven jelennek meg, bármely számítógépen és böngészőben.',
  languageLabel: 'Az oldalak nyelve',
  followBrowser: 'A böngésző szerint',
  saveLanguage: 'Nyelv mentése',
  sessionsHeading: 'Egyéb munkamenetek',
  sessionsText:
    'Be van jelentkezve egy másik számítógépen vagy böngészőben, amelyet már nem használ? Jelentkezzen ki mindenhol, kivéve itt.',
  signOutOthers: 'Minden más munkamenet kijelentkeztetése',
  deleteHeading: 'Fiók törlése',
  deleteText:
    'Ezzel törli a fiókját és az összes aktív megosztását: ezek linkjei azonnal megszűnnek működni. Az API-tokenje is megszűnik működni. Ez a művelet nem vonható vissza.',
  confirmEmail: 'A megerősítéshez írja be az e-mail-címét',
  deleteButton: 'A fiókom és a megosztásaim törlése',
  passwordChanged: 'A jelszavát módosítottuk. Minden más munkamenetet kijelentkeztettünk.',
  sessionsEnded: 'Minden más munkamenetet kijelentkeztettünk.',
  languageSaved: 'A nyelvi beállítást mentettük.',
  wrongPassword: 'Ez nem a jelenlegi jelszava.',
  tooManyAttempts: 'Túl sok próbálkozás. Várjon 15 percet, és próbálja újra.',
  newPasswordsDiffer: 'A két új jelszó nem egyezik.',
  wrongEmail: 'Ez nem ennek a fióknak az e-mail-címe.',
  lastAdmin:
    'Ön az egyetlen rendszergazda: Ön nélkül senki sem tudna felhasználókat meghívni vagy kezelni. Előbb tegyen rendszergazdává egy másik felhasználót az Adminisztráció oldalon.',
  unknownLanguage: 'Válasszon nyelvet a listából.',
  passwordTooShort: {
    one: 'A jelszónak legalább {count} karakterből kell állnia.',
    other: 'A jelszónak legalább {count} karakterből kell állnia.',
  },
  passwordTooLong: {
    one: 'A jelszó legfeljebb {count} karakterből állhat.',
    other: 'A jelszó legfeljebb {count} karakterből állhat.',
  },
  setupTitle: 'A Secret Push beállítása',
  setupIntro:
    'Ezen a szerveren még nincs felhasználó. Hozza létre az első rendszergazdát: utána meghívhatja a csapata többi tagját.',
  invitationTitle: 'Fiók létrehozása',
  invitationIntro:
    'Meghívót kapott erre a szerverre, a következő címre: {email}. Válasszon jelszót a fiókja létrehozásához.',
  passwordAgain: 'Jelszó még egyszer',
  createAdmin: 'Rendszergazda létrehozása',
  createAccount: 'Fiókom létrehozása',
  badEmail: 'Adjon meg egy e-mail-címet, például: name@example.com.',
  passwordsDiffer: 'A két jelszó nem egyezik.',
  emailTaken: 'Ezzel az e-mail-címmel már létezik fiók. Jelentkezzen be inkább azzal.',
  linkGoneTitle: 'Érvénytelen link',
  linkGoneHeading: 'Ez a link nem érvényes',
  linkGoneText: 'Lehet, hogy már felhasználták, lejárt vagy visszavonták. Kérjen újat a rendszergazdától.',
};
