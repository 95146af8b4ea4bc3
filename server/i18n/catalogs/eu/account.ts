import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Hasi saioa',
  accountDeleted: 'Zure kontua eta haren bidalketak ezabatu dira.',
  signInIntro:
    'Zerbitzari honetako administratzaileak sortzen ditu kontuak, eta gonbidapen-esteka bat bidaltzen dio erabiltzaile berri bakoitzari. Oraindik ez duzu konturik? Eskatu gonbidapen bat zure administratzaileari.',
  email: 'Helbide elektronikoa',
  password: 'Pasahitza',
  signInButton: 'Hasi saioa',
  signInTooMany: 'Saioa hasteko saiakera gehiegi. Itxaron 15 minutu eta saiatu berriro.',
  signInNoMatch: 'Helbide elektroniko eta pasahitz horiek ez datoz bat inolako konturekin.',
  signInOr: 'Edo hasi saioa helbide elektronikoarekin eta pasahitzarekin:',
  passwordSignInOff: 'Zerbitzari honetan saio-hasiera bakarraren bidez soilik has daiteke saioa.',
  tokenTitle: 'API tokena',
  tokenIntro:
    '{email} gisa hasi duzu saioa. Secret Push luzapena eta pwpush bezeroak bezalako tresnek API token bat erabiltzen dute zure izenean bidalketak sortzeko.',
  tokenReplaces:
    'Token berri batek oraingoa ordezten du: token zaharra erabiltzen duen guztiak funtzionatzeari utziko dio.',
  tokenCreate: 'Sortu API token berri bat',
  tokenReplaceTitle: 'Zure API tokena ordeztu?',
  tokenReplaceConfirm: 'Bai, ordeztu tokena',
  newTokenTitle: 'Zure API token berria',
  newTokenOnce: 'Token hau behin bakarrik erakusten da. Kopiatu orain eta gorde leku seguru batean.',
  copyToken: 'Kopiatu tokena',
  newTokenAfter:
    'Aurreko tokenak ez du funtzionatzen jada. Orri hau berriro kargatzen baduzu, ez da tokena berriro erakutsiko.',
  accountTitle: 'Zure kontua',
  signedInAs: '{email} gisa hasi duzu saioa.',
  yourApiToken: 'Zure API tokena',
  passwordHeading: 'Aldatu pasahitza',
  currentPassword: 'Uneko pasahitza',
  newPassword: 'Pasahitz berria',
  passwordHint: {
    one: 'Gutxienez karaktere {count}.',
    other: 'Gutxienez {count} karaktere.',
  },
  newPasswordAgain: 'Errepikatu pasahitz berria',
  changePassword: 'Aldatu pasahitza',
  languageHeading: 'Hizkuntza',
  languageText:
    'Saioa hasita duzun bitartean, orriak hizkuntza honetan erakusten dira, edozein ordenagailu edo nabigatzailetan.',
  languageLabel: 'Orrien hizkuntza',
  followBrowser: 'Arakatzailearen arabera',
  saveLanguage: 'Gorde hizkuntza',
  sessionsHeading: 'Beste saio batzuk',
  sessionsText:
    'Jada erabiltzen ez duzun beste ordenagailu edo nabigatzaile batean saioa hasita duzu? Amaitu saioa leku guztietan, hemen izan ezik.',
  signOutOthers: 'Amaitu beste saio guztiak',
  deleteHeading: 'Ezabatu kontua',
  deleteText:
    'Honek zure kontua eta sortu dituzun bidalketa aktibo guztiak ezabatzen ditu: haien estekek berehala utziko diote funtzionatzeari. Zure API tokenak ere utziko dio funtzionatzeari. Ezin da desegin.',
  confirmEmail: 'Idatzi zure helbide elektronikoa berresteko',
  deleteButton: 'Ezabatu nire kontua eta nire bidalketak',
  passwordChanged: 'Pasahitza aldatu da. Beste saio guztiak amaitu dira.',
  sessionsEnded: 'Beste saio guztiak amaitu dira.',
  languageSaved: 'Hizkuntza-ezarpena gorde da.',
  wrongPassword: 'Hori ez da zure uneko pasahitza.',
  tooManyAttempts: 'Saiakera gehiegi. Itxaron 15 minutu eta saiatu berriro.',
  newPasswordsDiffer: 'Bi pasahitz berriak ez datoz bat.',
  wrongEmail: 'Hori ez da kontu honen helbide elektronikoa.',
  lastAdmin:
    'Zu zara administratzaile bakarra: zu gabe, inork ezingo luke erabiltzailerik gonbidatu edo kudeatu. Lehenik, egin beste erabiltzaile bat administratzaile, Administrazioa orrian.',
  unknownLanguage: 'Aukeratu zerrendako hizkuntza bat.',
  passwordTooShort: {
    one: 'Pasahitzak gutxienez karaktere {count} izan behar du.',
    other: 'Pasahitzak gutxienez {count} karaktere izan behar ditu.',
  },
  passwordTooLong: {
    one: 'Pasahitzak gehienez karaktere {count} izan dezake.',
    other: 'Pasahitzak gehienez {count} karaktere izan ditzake.',
  },
  setupTitle: 'Konfiguratu Secret Push',
  setupIntro:
    'Zerbitzari honek ez du erabiltzailerik oraindik. Sortu lehen administratzailea: gero, taldeko gainerakoak gonbidatu ahal izango dituzu.',
  invitationTitle: 'Sortu zure kontua',
  invitationIntro:
    'Zerbitzari honetara gonbidatu zaituzte {email} helbidearekin. Aukeratu pasahitz bat zure kontua sortzeko.',
  passwordAgain: 'Errepikatu pasahitza',
  createAdmin: 'Sortu administratzailea',
  createAccount: 'Sortu nire kontua',
  badEmail: 'Idatzi helbide elektroniko bat; adibidez, name@example.com.',
  passwordsDiffer: 'Bi pasahitzak ez datoz bat.',
  emailTaken: 'Badago kontu bat helbide elektroniko honekin. Hasi saioa horrekin.',
  linkGoneTitle: 'Esteka baliogabea',
  linkGoneHeading: 'Esteka hau ez da baliozkoa',
  linkGoneText:
    'Baliteke dagoeneko erabilita egotea, iraungita egotea edo baliogabetuta egotea. Eskatu beste bat administratzaileari.',
};
