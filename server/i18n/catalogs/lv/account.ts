import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Pieteikties',
  accountDeleted: 'Jūsu konts un tā noslēpumi ir dzēsti.',
  signInIntro:
    'Kontus izveido šī servera administrators, kurš katram jaunajam lietotājam nosūta uzaicinājuma saiti. Jums vēl nav konta? Palūdziet uzaicinājumu savam administratoram.',
  email: 'E-pasts',
  password: 'Parole',
  signInButton: 'Pieteikties',
  signInTooMany: 'Pārāk daudz pieteikšanās mēģinājumu. Lūdzu, uzgaidiet 15 minūtes un mēģiniet vēlreiz.',
  signInNoMatch: 'Šī e-pasta adrese un parole neatbilst nevienam kontam.',
  signInOr: 'Vai piesakieties ar savu e-pasta adresi un paroli:',
  passwordSignInOff: 'Šajā serverī var pieteikties tikai ar vienoto pieteikšanos.',
  tokenTitle: 'API marķieris',
  tokenIntro:
    'Konts: {email}. Tādi rīki kā Secret Push paplašinājums un pwpush klienti izmanto API marķieri, lai jūsu vārdā izveidotu noslēpumus.',
  tokenReplaces:
    'Jauns marķieris aizstāj pašreizējo: viss, kas vēl izmanto veco marķieri, pārstās darboties.',
  tokenCreate: 'Izveidot jaunu API marķieri',
  tokenReplaceTitle: 'Vai aizstāt jūsu API marķieri?',
  tokenReplaceConfirm: 'Jā, aizstāt marķieri',
  newTokenTitle: 'Jūsu jaunais API marķieris',
  newTokenOnce:
    'Šis marķieris tiek parādīts tikai vienu reizi. Nokopējiet to tūlīt un glabājiet drošā vietā.',
  copyToken: 'Kopēt marķieri',
  newTokenAfter:
    'Iepriekšējais marķieris vairs nedarbojas. Ja pārlādēsiet šo lapu, marķieris vairs netiks parādīts.',
  accountTitle: 'Jūsu konts',
  signedInAs: 'Konts: {email}.',
  yourApiToken: 'Jūsu API marķieris',
  passwordHeading: 'Paroles maiņa',
  currentPassword: 'Pašreizējā parole',
  newPassword: 'Jaunā parole',
  passwordHint: {
    zero: 'Vismaz {count} rakstzīmju.',
    one: 'Vismaz {count} rakstzīme.',
    other: 'Vismaz {count} rakstzīmes.',
  },
  newPasswordAgain: 'Jaunā parole vēlreiz',
  changePassword: 'Mainīt paroli',
  languageHeading: 'Valoda',
  languageText: 'Pēc pieteikšanās lapas tiek rādītas šajā valodā jebkurā datorā un pārlūkprogrammā.',
  languageLabel: 'Lapu valoda',
  followBrowser: 'Kā pārlūkprogrammā',
  saveLanguage: 'Saglabāt valodu',
  sessionsHeading: 'Citas sesijas',
  sessionsText:
    'Jums ir atvērta sesija citā datorā vai pārlūkprogrammā, ko vairs neizmantojat? Izrakstieties visur, izņemot šeit.',
  signOutOthers: 'Izrakstīt visas pārējās sesijas',
  deleteHeading: 'Konta dzēšana',
  deleteText:
    'Tiks dzēsts jūsu konts un visi jūsu aktīvie noslēpumi: to saites uzreiz pārstās darboties. Arī jūsu API marķieris pārstās darboties. Šo darbību nevar atsaukt.',
  confirmEmail: 'Lai apstiprinātu, ierakstiet savu e-pasta adresi',
  deleteButton: 'Dzēst manu kontu un manus noslēpumus',
  passwordChanged: 'Jūsu parole ir nomainīta. Visas pārējās sesijas ir izrakstītas.',
  sessionsEnded: 'Visas pārējās sesijas ir izrakstītas.',
  languageSaved: 'Valodas iestatījums ir saglabāts.',
  wrongPassword: 'Tā nav jūsu pašreizējā parole.',
  tooManyAttempts: 'Pārāk daudz mēģinājumu. Lūdzu, uzgaidiet 15 minūtes un mēģiniet vēlreiz.',
  newPasswordsDiffer: 'Abas jaunās paroles nesakrīt.',
  wrongEmail: 'Tā nav šī konta e-pasta adrese.',
  lastAdmin:
    'Jūs esat vienīgais administrators: bez jums neviens nevarētu uzaicināt vai pārvaldīt lietotājus. Vispirms lapā „Administrēšana“ padariet par administratoru citu lietotāju.',
  unknownLanguage: 'Izvēlieties valodu no saraksta.',
  passwordTooShort: {
    zero: 'Parolē jābūt vismaz {count} rakstzīmēm.',
    one: 'Parolē jābūt vismaz {count} rakstzīmei.',
    other: 'Parolē jābūt vismaz {count} rakstzīmēm.',
  },
  passwordTooLong: {
    zero: 'Parolē drīkst būt ne vairāk kā {count} rakstzīmju.',
    one: 'Parolē drīkst būt ne vairāk kā {count} rakstzīme.',
    other: 'Parolē drīkst būt ne vairāk kā {count} rakstzīmes.',
  },
  setupTitle: 'Secret Push iestatīšana',
  setupIntro:
    'Šim serverim vēl nav neviena lietotāja. Izveidojiet pirmo administratoru: pēc tam varēsiet uzaicināt pārējo komandu.',
  invitationTitle: 'Konta izveide',
  invitationIntro:
    'Jums ir uzaicinājums uz šo serveri ar adresi {email}. Izvēlieties paroli, lai izveidotu savu kontu.',
  passwordAgain: 'Parole vēlreiz',
  createAdmin: 'Izveidot administratoru',
  createAccount: 'Izveidot manu kontu',
  badEmail: 'Ievadiet e-pasta adresi, piemēram, name@example.com.',
  passwordsDiffer: 'Abas paroles nesakrīt.',
  emailTaken: 'Konts ar šo e-pasta adresi jau pastāv. Piesakieties tajā.',
  linkGoneTitle: 'Nederīga saite',
  linkGoneHeading: 'Šī saite nav derīga',
  linkGoneText:
    'Iespējams, tā jau ir izmantota, tai ir beidzies derīgums vai tā ir atsaukta. Palūdziet administratoram jaunu.',
};
