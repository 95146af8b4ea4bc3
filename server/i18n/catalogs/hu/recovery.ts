import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Elfelejtette a jelszavát?',
  signUpLink: 'Még nincs fiókja? Regisztráljon',
  changeEmailLink: 'E-mail-cím módosítása',
  sendLink: 'Link küldése',
  backToSignIn: 'Vissza a bejelentkezéshez',
  tooManyRequests:
    'Túl sok kérés érkezett ehhez a címhez vagy az Ön hálózatáról. Várjon egy órát, és próbálja újra.',
  checkMailTitle: 'Nézze meg a postafiókját',
  noMailArrived: 'Nem érkezett semmi? Nézze meg a levélszemét mappát, vagy kérje újra néhány perc múlva.',
  resetTitle: 'Jelszó visszaállítása',
  resetIntro: 'Adja meg a fiókja e-mail-címét, és küldünk egy linket, amellyel új jelszót választhat.',
  resetSent:
    'Ha ehhez a címhez tartozik itt fiók: {email}, akkor úton van egy link, amellyel új jelszót választhat. Egyszer használható, érvényességi ideje {duration}.',
  resetNoMailTitle: 'A jelszó-visszaállítás nincs beállítva',
  resetNoMail:
    'Ez a szerver nem küld e-mailt, így visszaállító linket sem tud küldeni. Kérje meg a rendszergazdát, hogy állítson be Önnek új jelszót: ehhez a szerveren az Ön e-mail-címével futtathatja ezt a parancsot: {command}.',
  resetOffTitle: 'Nincs visszaállítható jelszó',
  resetOff:
    'Ezen a szerveren csak egyszeri bejelentkezéssel (SSO) lehet belépni, így itt nincs visszaállítható jelszó. Ha nem tud bejelentkezni, forduljon a rendszergazdához.',
  newPasswordTitle: 'Új jelszó választása',
  newPasswordIntro: 'Fiók: {email}. A mentéssel mindenhol kijelentkezik, ahol be van jelentkezve.',
  saveNewPassword: 'Új jelszó mentése',
  resetDoneTitle: 'A jelszava megváltozott',
  resetDone: 'Jelentkezzen be az új jelszavával. Minden más munkamenetét kijelentkeztettük.',
  resetLinkGone:
    'Ez a visszaállító link ismeretlen, már felhasználták, vagy egy óránál régebbi. Emellett minden új kérés felváltja a korábban küldött linkeket.',
  askAgain: 'Új link kérése',
  signUpTitle: 'Regisztráció',
  signUpIntro:
    'Adja meg az e-mail-címét, és küldünk egy linket, amellyel megerősítheti, és jelszót választhat.',
  signUpAddressRefused:
    'Ez a szerver csak bizonyos e-mail-címekről fogad regisztrációt, és ez nem tartozik közéjük. Kérjen meghívót egy rendszergazdától.',
  signUpSent:
    'Levelet küldtünk ide: {email}. A folytatáshoz nyissa meg a benne lévő linket; érvényességi ideje {duration}.',
  signUpOffTitle: 'A regisztráció nem érhető el',
  signUpOff: 'Ezen a szerveren nem lehet önállóan regisztrálni. Kérjen meghívót egy rendszergazdától.',
  signUpNoMail:
    'A regisztrációhoz e-mail kell, ez a szerver azonban nem küld e-mailt. Kérjen meghívót egy rendszergazdától: az Adminisztráció oldalon létrehozhat egyet, és továbbíthatja Önnek a linkjét.',
  signUpConfirmTitle: 'Jelszó választása',
  signUpConfirmIntro: 'Az e-mail-címét megerősítettük: {email}. Válasszon jelszót a fiókja létrehozásához.',
  signUpTakenTitle: 'Már van fiókja',
  signUpTaken: 'Ezzel a címmel már létezik fiók. A bejelentkezéshez állítsa vissza a jelszavát.',
  signUpDoneTitle: 'A fiókja elkészült',
  signUpDone: 'Jelentkezzen be az e-mail-címével és a választott jelszavával.',
  signUpLinkGone: 'Ez a regisztrációs link ismeretlen, már felhasználták, vagy egy napnál régebbi.',
  signUpAgain: 'Regisztráció újra',
  emailChangeTitle: 'E-mail-cím módosítása',
  emailChangeIntro:
    'Az Ön címe: {email}. Az új címre küldünk egy linket; a módosítás akkor történik meg, amikor megnyitja.',
  newEmail: 'Új e-mail-cím',
  sameEmail: 'Már ez az Ön címe.',
  emailChangeSent:
    'Linket küldtünk ide: {email}. A címe akkor változik meg, amikor megnyitja a linket; érvényességi ideje {duration}.',
  emailChangeSso:
    'Ön egyszeri bejelentkezéssel (SSO) lép be, és az e-mail-címét az identitásszolgáltatója kezeli. Ott módosítsa.',
  emailChangeNoMail:
    'Ez a szerver nem küld e-mailt, így nem tud megerősíteni új címet. Forduljon a rendszergazdához: az Adminisztráció oldalon meghívhatja az új címet, új fiókként.',
  emailConfirmTitle: 'Új e-mail-cím megerősítése',
  emailConfirmIntro: 'Módosítja a fiókja címét erről: {old}, erre: {new}?',
  emailConfirmButton: 'Cím módosítása',
  emailTaken: 'Egy másik fiók már használja ezt a címet: {email}, ezért a cím nem változott.',
  emailChangedTitle: 'Az e-mail-címe megváltozott',
  emailChanged: 'A fiókja címe mostantól: {email}. Ezentúl ezzel jelentkezzen be.',
  emailLinkGone: 'Ez a megerősítő link ismeretlen, már felhasználták, vagy egy napnál régebbi.',
  backToAccount: 'Vissza a fiókjához',
  inviteTextMailed:
    'A meghívó egy link egyetlen személy számára, érvényességi ideje {duration}: ezzel választhat jelszót és jelentkezhet be. Az e-mail-címére küldjük el.',
  sendInvitation: 'Meghívó küldése',
  invitationMailed: 'A meghívó úton van ide: {email}.',
  invitationMailedLink: 'Itt a linkje is, ha inkább saját maga adná tovább. Csak egyszer jelenik meg.',
};
