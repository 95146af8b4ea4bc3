import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Aizmirsāt paroli?',
  signUpLink: 'Vēl nav konta? Reģistrējieties',
  changeEmailLink: 'Mainīt e-pasta adresi',

  sendLink: 'Nosūtīt saiti',
  backToSignIn: 'Atpakaļ uz pieteikšanos',
  tooManyRequests:
    'Pārāk daudz pieprasījumu šai adresei vai no jūsu tīkla. Lūdzu, uzgaidiet stundu un mēģiniet vēlreiz.',
  checkMailTitle: 'Pārbaudiet e-pastu',
  noMailArrived:
    'Nekas nav pienācis? Ieskatieties surogātpasta mapē vai pēc dažām minūtēm pieprasiet vēlreiz.',

  resetTitle: 'Paroles atiestatīšana',
  resetIntro: 'Ievadiet sava konta e-pasta adresi, un mēs nosūtīsim saiti jaunas paroles izvēlei.',
  resetSent:
    'Ja adresei {email} šeit ir konts, saite jaunas paroles izvēlei jau ir ceļā. Tā darbojas vienu reizi, un tās derīguma laiks ir {duration}.',
  resetNoMailTitle: 'Paroles atiestatīšana nav iestatīta',
  resetNoMail:
    'Šis serveris nesūta e-pastu, tāpēc nevar nosūtīt atiestatīšanas saiti. Palūdziet administratoram iestatīt jums jaunu paroli: viņš var serverī palaist {command} ar jūsu e-pasta adresi.',
  resetOffTitle: 'Nav paroles, ko atiestatīt',
  resetOff:
    'Šajā serverī var pieteikties tikai ar vienoto pieteikšanos, tāpēc šeit nav paroles, ko atiestatīt. Ja nevarat pieteikties, vērsieties pie administratora.',
  newPasswordTitle: 'Jaunas paroles izvēle',
  newPasswordIntro: 'Kontam {email}. Kad to saglabāsiet, tiks izrakstītas visas jūsu sesijas.',
  saveNewPassword: 'Saglabāt jauno paroli',
  resetDoneTitle: 'Jūsu parole ir nomainīta',
  resetDone: 'Piesakieties ar jauno paroli. Visas pārējās sesijas ir izrakstītas.',
  resetLinkGone:
    'Šī atiestatīšanas saite nav zināma, jau ir izmantota vai ir vecāka par stundu. Turklāt katrs jauns pieprasījums aizstāj iepriekš nosūtītās saites.',
  askAgain: 'Pieprasīt jaunu saiti',

  signUpTitle: 'Reģistrācija',
  signUpIntro:
    'Ievadiet savu e-pasta adresi, un mēs nosūtīsim saiti, lai to apstiprinātu un izvēlētos paroli.',
  signUpAddressRefused:
    'Šis serveris pieņem reģistrāciju tikai no dažām e-pasta adresēm, un šī nav starp tām. Palūdziet administratoram uzaicinājumu.',
  signUpSent:
    'Mēs nosūtījām vēstuli uz {email}. Lai turpinātu, atveriet tajā esošo saiti; tās derīguma laiks ir {duration}.',
  signUpOffTitle: 'Reģistrācija nav pieejama',
  signUpOff: 'Šajā serverī nevar reģistrēties patstāvīgi. Palūdziet administratoram uzaicinājumu.',
  signUpNoMail:
    'Reģistrācijai vajadzīgs e-pasts, bet šis serveris to nesūta. Palūdziet administratoram uzaicinājumu: viņš to var izveidot administrēšanas lapā un nodot jums tā saiti.',
  signUpConfirmTitle: 'Paroles izvēle',
  signUpConfirmIntro: 'Jūsu adrese {email} ir apstiprināta. Izvēlieties paroli, lai izveidotu kontu.',
  signUpTakenTitle: 'Jums jau ir konts',
  signUpTaken: 'Konts ar šo adresi jau pastāv. Lai pieteiktos, atiestatiet tā paroli.',
  signUpDoneTitle: 'Jūsu konts ir gatavs',
  signUpDone: 'Piesakieties ar savu e-pasta adresi un izvēlēto paroli.',
  signUpLinkGone: 'Šī reģistrācijas saite nav zināma, jau ir izmantota vai ir vecāka par dienu.',
  signUpAgain: 'Reģistrēties vēlreiz',

  emailChangeTitle: 'E-pasta adreses maiņa',
  emailChangeIntro:
    'Jūsu adrese ir {email}. Mēs nosūtīsim saiti uz jauno adresi; adrese tiks nomainīta, kad atvērsiet šo saiti.',
  newEmail: 'Jaunā e-pasta adrese',
  sameEmail: 'Šī jau ir jūsu adrese.',
  emailChangeSent:
    'Mēs nosūtījām saiti uz {email}. Jūsu adrese mainīsies, kad atvērsiet šo saiti; tās derīguma laiks ir {duration}.',
  emailChangeSso:
    'Jūs piesakāties ar vienoto pieteikšanos, un jūsu e-pasta adresi pārvalda identitātes nodrošinātājs. Mainiet to tur.',
  emailChangeNoMail:
    'Šis serveris nesūta e-pastu, tāpēc nevar apstiprināt jaunu adresi. Vērsieties pie administratora: viņš administrēšanas lapā var ielūgt jauno adresi kā jaunu kontu.',
  emailConfirmTitle: 'Jaunās e-pasta adreses apstiprināšana',
  emailConfirmIntro: 'Mainīt jūsu konta adresi no {old} uz {new}?',
  emailConfirmButton: 'Mainīt adresi',
  emailTaken: 'Adresi {email} jau izmanto cits konts, tāpēc adrese netika mainīta.',
  emailChangedTitle: 'Jūsu e-pasta adrese ir nomainīta',
  emailChanged: 'Jūsu konta adrese tagad ir {email}. Turpmāk piesakieties ar to.',
  emailLinkGone: 'Šī apstiprinājuma saite nav zināma, jau ir izmantota vai ir vecāka par dienu.',
  backToAccount: 'Atpakaļ uz kontu',

  inviteTextMailed:
    'Ielūgums ir saite vienai personai, un tās derīguma laiks ir {duration}: ar to persona izvēlas paroli un piesakās. Ielūgums tiek nosūtīts uz šīs personas e-pasta adresi.',
  sendInvitation: 'Nosūtīt ielūgumu',
  invitationMailed: 'Ielūgums ir ceļā uz {email}.',
  invitationMailedLink: 'Šeit ir arī tā saite, ja vēlaties to nodot pats. Tā tiek parādīta tikai vienreiz.',
};
