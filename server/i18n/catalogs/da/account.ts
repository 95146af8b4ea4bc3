import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Log ind',
  accountDeleted: 'Din konto og dens delinger er slettet.',
  signInIntro:
    'Konti oprettes af serverens administrator, som sender hver ny bruger et invitationslink. Har du ingen konto endnu? Bed din administrator om en invitation.',
  email: 'E-mail',
  password: 'Adgangskode',
  signInButton: 'Log ind',
  signInTooMany: 'For mange loginforsøg. Vent 15 minutter, og prøv igen.',
  signInNoMatch: 'E-mailen og adgangskoden passer ikke til nogen konto.',
  tokenTitle: 'API-token',
  tokenIntro:
    'Logget ind som {email}. Værktøjer som Secret Push-udvidelsen og pwpush-klienter bruger et API-token til at oprette delinger i dit navn.',
  tokenReplaces:
    'Et nyt token erstatter dit nuværende: Alt, der stadig bruger det gamle token, holder op med at virke.',
  tokenCreate: 'Opret et nyt API-token',
  newTokenTitle: 'Dit nye API-token',
  newTokenOnce: 'Dette token vises kun én gang. Kopiér det nu, og opbevar det et sikkert sted.',
  copyToken: 'Kopiér tokenet',
  newTokenAfter:
    'Dit tidligere token virker ikke længere. Hvis du genindlæser siden, vises tokenet ikke igen.',
  accountTitle: 'Din konto',
  signedInAs: 'Logget ind som {email}.',
  yourApiToken: 'Dit API-token',
  passwordHeading: 'Skift adgangskode',
  currentPassword: 'Nuværende adgangskode',
  newPassword: 'Ny adgangskode',
  passwordHint: {
    one: 'Mindst {count} tegn.',
    other: 'Mindst {count} tegn.',
  },
  newPasswordAgain: 'Gentag den nye adgangskode',
  changePassword: 'Skift adgangskode',
  languageHeading: 'Sprog',
  languageText: 'Siderne vises på dette sprog, når du er logget ind, på enhver computer og i enhver browser.',
  languageLabel: 'Sidernes sprog',
  followBrowser: 'Følg browseren',
  saveLanguage: 'Gem sprog',
  sessionsHeading: 'Andre sessioner',
  sessionsText:
    'Er du logget ind på en anden computer eller i en browser, du ikke længere bruger? Log ud alle steder undtagen her.',
  signOutOthers: 'Log alle andre sessioner ud',
  deleteHeading: 'Slet din konto',
  deleteText:
    'Dette sletter din konto og alle aktive delinger, du har oprettet, og deres links holder straks op med at virke. Dit API-token holder også op med at virke. Det kan ikke fortrydes.',
  confirmEmail: 'Skriv din e-mailadresse for at bekræfte',
  deleteButton: 'Slet min konto og mine delinger',
  passwordChanged: 'Din adgangskode er ændret. Alle andre sessioner er logget ud.',
  sessionsEnded: 'Alle andre sessioner er logget ud.',
  languageSaved: 'Dit valg af sprog er gemt.',
  wrongPassword: 'Det er ikke din nuværende adgangskode.',
  tooManyAttempts: 'For mange forsøg. Vent 15 minutter, og prøv igen.',
  newPasswordsDiffer: 'De to nye adgangskoder er ikke ens.',
  wrongEmail: 'Det er ikke denne kontos e-mailadresse.',
  lastAdmin:
    'Du er den eneste administrator: Uden dig kan ingen invitere eller administrere brugere. Gør først en anden bruger til administrator på siden Administration.',
  unknownLanguage: 'Vælg et sprog på listen.',
  passwordTooShort: {
    one: 'En adgangskode skal have mindst {count} tegn.',
    other: 'En adgangskode skal have mindst {count} tegn.',
  },
  passwordTooLong: {
    one: 'En adgangskode må højst have {count} tegn.',
    other: 'En adgangskode må højst have {count} tegn.',
  },
  setupTitle: 'Konfigurer Secret Push',
  setupIntro:
    'Serveren har endnu ingen brugere. Opret den første administrator: Derefter kan du invitere resten af dit team.',
  invitationTitle: 'Opret din konto',
  invitationIntro:
    'Du er inviteret til denne server som {email}. Vælg en adgangskode for at oprette din konto.',
  passwordAgain: 'Gentag adgangskoden',
  createAdmin: 'Opret administratoren',
  createAccount: 'Opret min konto',
  badEmail: 'Angiv en e-mailadresse, f.eks. name@example.com.',
  passwordsDiffer: 'De to adgangskoder er ikke ens.',
  emailTaken: 'Der findes allerede en konto med denne e-mailadresse. Log ind i stedet.',
  linkGoneTitle: 'Ugyldigt link',
  linkGoneHeading: 'Dette link er ugyldigt',
  linkGoneText: 'Det er måske allerede brugt, udløbet eller tilbagekaldt. Bed administratoren om et nyt.',
};
