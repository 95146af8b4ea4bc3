import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Megváltozott a jelszava',
  noticePassword: 'A(z) {site} szerveren lévő {email} fiókjának jelszava megváltozott. Időpont: {time}.',
  noticeSecondFactorOnSubject: 'A kétlépcsős azonosítás bekapcsolva',
  noticeSecondFactorOn:
    'A(z) {site} szerveren lévő {email} fiókjában bekapcsolták a kétlépcsős azonosítást. Időpont: {time}. Bejelentkezéskor mostantól a jelszava mellett a hitelesítő alkalmazásában megjelenő kódot is meg kell adnia.',
  noticeSecondFactorOffSubject: 'A kétlépcsős azonosítás kikapcsolva',
  noticeSecondFactorOff:
    'A(z) {site} szerveren lévő {email} fiókjában kikapcsolták a kétlépcsős azonosítást. Időpont: {time}. Bejelentkezéskor mostantól csak a jelszavát kell megadnia.',
  noticeSecondFactorRemovedSubject: 'Egy rendszergazda kikapcsolta a kétlépcsős azonosítását',
  noticeSecondFactorRemoved:
    'A(z) {site} szerver egyik rendszergazdája kikapcsolta a kétlépcsős azonosítást a(z) {email} fiókjában. Időpont: {time}. Bejelentkezéskor mostantól csak a jelszavát kell megadnia.',
  noticeSetUpAgain: 'A fiókja oldalán újra beállíthatja.',
  accountLinkLabel: 'Fiókoldal megnyitása',
  noticeRemovedNotAsked: 'Ha nem Ön kérte, forduljon a rendszergazdához.',
  noticeSecondFactorFailuresSubject: 'Hibás kétlépcsős azonosító kódokat adtak meg a fiókjához',
  noticeSecondFactorFailures:
    'A(z) {site} szerveren lévő {email} fiókjához a helyes jelszó után több hibás kétlépcsős azonosító kódot adtak meg. A legutóbbi időpontja: {time}.',
  noticeEmailSubject: 'Megváltozott az e-mail-címe',
  noticeEmail:
    'A(z) {site} szerveren lévő {email} fiókjának e-mail-címe megváltozott. Időpont: {time}. A fiókkal kapcsolatos levelek mostantól az új címre érkeznek.',
  noticeNotYou:
    'Ha nem Ön volt, lehet, hogy más is ismeri a jelszavát: állítsa vissza most, és szóljon a rendszergazdának.',
  noticeEmailNotYou:
    'Ha nem Ön volt, azonnal szóljon a rendszergazdának: ezzel a címmel már nem lehet visszaállítani a jelszót.',
  resetLinkLabel: 'Jelszó visszaállítása',
  linkWorksOnce: 'A link egyszer használható, érvényességi ideje {duration}.',
  resetSubject: 'Jelszó visszaállítása – {site}',
  resetIntro:
    'Valaki, valószínűleg Ön, kérte a(z) {site} szerveren lévő {email} fiókja jelszavának visszaállítását.',
  resetButton: 'Új jelszó választása',
  resetNotYou: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: a jelszava nem változik.',
  invitationSubject: '{inviter} meghívta Önt ide: {name} ({site})',
  invitationIntro:
    '{inviter} meghívta Önt, hogy fiókot hozzon létre ezzel a címmel: {email}, a(z) {site} szerveren. Ez egy Secret Push szerver, amelyen jelszavakat és más titkokat lehet megosztani lejáró linkekkel.',
  invitationAdminIntro: 'Ön lesz a szerver egyik rendszergazdája.',
  invitationButton: 'Meghívó elfogadása',
  invitationWorksUntil: 'A link egyszer használható. Érvényes eddig: {time}.',
  invitationNotYou: 'Ha nem számított erre a meghívóra, hagyja figyelmen kívül ezt a levelet.',
  signupSubject: 'Regisztráció megerősítése – {site}',
  signupIntro: 'Valaki, valószínűleg Ön, fiókot kért a(z) {site} szerveren ezzel a címmel.',
  signupButton: 'Megerősítés és jelszóválasztás',
  signupNotYou: 'Ha nem Ön volt, hagyja figyelmen kívül ezt a levelet: nem jön létre fiók.',
  signupExistingSubject: 'Már van fiókja – {site}',
  signupExistingIntro:
    'Valaki, valószínűleg Ön, regisztrálni próbált a(z) {site} szerveren ezzel a címmel, de ehhez a címhez már tartozik fiók. Ha nem tudja a jelszavát, állítsa vissza, és jelentkezzen be.',
  signInButton: 'Bejelentkezés',
  signupExistingNotYou:
    'Ha nem Ön volt, hagyja figyelmen kívül ezt a levelet: a fiókjában semmi sem változott.',
  emailChangeSubject: 'Új e-mail-cím megerősítése – {site}',
  emailChangeIntro:
    'Kérte, hogy a(z) {site} szerveren lévő fiókjának e-mail-címe erre a címre változzon. A jelenlegi cím: {email}.',
  emailChangeButton: 'Új cím megerősítése',
  emailChangeNotYou: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: a cím nem változik.',
};
