import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Divfaktoru autentifikācija',
  stepIntro: 'Ievadiet sešciparu kodu, ko šim kontam rāda jūsu autentifikatora lietotne.',
  codeLabel: 'Kods',
  stepBackupHint: 'Tālrunis nav pie rokas? Tā vietā ievadiet kādu no saviem rezerves kodiem.',
  verifyButton: 'Pārbaudīt un pieteikties',
  wrongCode: 'Šis kods nav pareizs vai jau ir izmantots. Ievadiet kodu, ko lietotne rāda tagad.',
  startOver: 'Pieteikties vēlreiz',
  stepExpired: 'Pieteikšanās ilga pārāk ilgi. Lūdzu, vēlreiz ievadiet savu e-pasta adresi un paroli.',
  sectionHeading: 'Divfaktoru autentifikācija',
  offText:
    'Aizsargājiet savu kontu ar otru soli pieteikšanās laikā: pēc paroles — kods no autentifikatora lietotnes jūsu tālrunī.',
  setUpLink: 'Iestatīt divfaktoru autentifikāciju',
  onText:
    'Ieslēgta kopš {date}. Piesakoties pēc paroles tiek prasīts kods no jūsu autentifikatora lietotnes.',
  backupLeft: {
    zero: 'Atlikuši {count} neizmantoti rezerves kodi.',
    one: 'Atlicis {count} neizmantots rezerves kods.',
    other: 'Atlikuši {count} neizmantoti rezerves kodi.',
  },
  ssoOnly:
    'Jūs piesakāties ar vienoto pieteikšanos: jūsu kontu aizsargā jūsu identitātes nodrošinātāja pārbaudes.',
  setupTitle: 'Iestatīt divfaktoru autentifikāciju',
  setupText:
    'Jums vajadzīga autentifikatora lietotne tālrunī. Vispirms ievadiet paroli, lai apstiprinātu, ka tas esat jūs.',
  required: 'Šajā serverī divfaktoru autentifikācija ir obligāta. Lai turpinātu, iestatiet to.',
  continueButton: 'Turpināt',
  backToAccount: 'Atpakaļ uz jūsu kontu',
  scanText: 'Noskenējiet šo QR kodu ar autentifikatora lietotni.',
  qrLabel: 'QR kods šī konta pievienošanai autentifikatora lietotnei',
  typeInstead: 'Nevarat noskenēt? Tā vietā ievadiet lietotnē šo atslēgu:',
  confirmLabel: 'Pēc tam ievadiet sešciparu kodu, ko rāda lietotne',
  confirmButton: 'Ieslēgt divfaktoru autentifikāciju',
  wrongSetupCode:
    'Šis kods neatbilst. Pārbaudiet, vai tālruņa pulkstenis rāda pareizu laiku, un pēc tam ievadiet kodu, ko lietotne rāda tagad.',
  cancelSetup: 'Atcelt',
  codesTitle: 'Jūsu rezerves kodi',
  turnedOn: 'Divfaktoru autentifikācija ir ieslēgta.',
  codesReplaced: 'Jūsu jaunie rezerves kodi ir gatavi. Iepriekšējie vairs nedarbojas.',
  codesText:
    'Ja pazaudēsiet tālruni, ar katru no šiem kodiem varēsiet vienreiz pieteikties lietotnes koda vietā. Glabājiet tos drošā vietā, piemēram, paroļu pārvaldniekā.',
  copyCodes: 'Kopēt kodus',
  codesOnce: 'Šie kodi tiek parādīti tikai vienreiz. Ja pārlādēsiet šo lapu, tie vairs netiks parādīti.',
  codesSaved: 'Rezerves kodi ir saglabāti',
  newCodesTitle: 'Izveidot jaunus rezerves kodus',
  newCodesText:
    'Jaunie rezerves kodi aizstāj visus pašreizējos. Ievadiet paroli, lai apstiprinātu, ka tas esat jūs.',
  newCodesButton: 'Izveidot jaunus rezerves kodus',
  removeTitle: 'Izslēgt divfaktoru autentifikāciju',
  removeText:
    'Tad piesakoties tiks prasīta tikai parole, un jūsu rezerves kodi vairs nedarbosies. Ievadiet paroli, lai apstiprinātu, ka tas esat jūs.',
  removeRequired:
    'Šajā serverī divfaktoru autentifikācija ir obligāta: jums uzreiz būs tā jāiestata no jauna.',
  removeButton: 'Izslēgt divfaktoru autentifikāciju',
  turnedOff: 'Divfaktoru autentifikācija ir izslēgta.',
};
