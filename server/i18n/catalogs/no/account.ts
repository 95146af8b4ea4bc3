import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Logg inn',
  accountDeleted: 'Kontoen din og delingene dine er slettet.',
  signInIntro:
    'Kontoer opprettes av administratoren for denne serveren, som sender hver nye bruker en invitasjonslenke. Har du ingen konto ennå? Be administratoren din om en invitasjon.',
  email: 'E-post',
  password: 'Passord',
  signInButton: 'Logg inn',
  signInTooMany: 'For mange påloggingsforsøk. Vent 15 minutter og prøv igjen.',
  signInNoMatch: 'E-postadressen og passordet hører ikke til noen konto.',
  signInOr: 'Eller logg inn med e-postadressen og passordet ditt:',
  passwordSignInOff: 'På denne serveren logger du bare inn med enkel pålogging.',
  tokenTitle: 'API-token',
  tokenIntro:
    'Logget inn som {email}. Verktøy som Secret Push-utvidelsen og pwpush-klienter bruker et API-token til å opprette delinger i ditt navn.',
  tokenReplaces:
    'Et nytt token erstatter det nåværende: Alt som fortsatt bruker det gamle tokenet, slutter å virke.',
  tokenCreate: 'Opprett et nytt API-token',
  tokenReplaceTitle: 'Erstatte API-tokenet ditt?',
  tokenReplaceConfirm: 'Ja, erstatt tokenet',
  newTokenTitle: 'Det nye API-tokenet ditt',
  newTokenOnce: 'Dette tokenet vises bare én gang. Kopier det nå, og oppbevar det på et trygt sted.',
  copyToken: 'Kopier tokenet',
  newTokenAfter:
    'Det forrige tokenet ditt virker ikke lenger. Hvis du laster inn siden på nytt, vises ikke tokenet igjen.',
  accountTitle: 'Kontoen din',
  signedInAs: 'Logget inn som {email}.',
  yourApiToken: 'API-tokenet ditt',
  passwordHeading: 'Endre passordet',
  currentPassword: 'Nåværende passord',
  newPassword: 'Nytt passord',
  passwordHint: {
    one: 'Minst {count} tegn.',
    other: 'Minst {count} tegn.',
  },
  newPasswordAgain: 'Gjenta det nye passordet',
  changePassword: 'Endre passord',
  languageHeading: 'Språk',
  languageText: 'Sidene vises på dette språket når du er logget inn, uansett datamaskin eller nettleser.',
  languageLabel: 'Språk for sidene',
  followBrowser: 'Følg nettleseren',
  saveLanguage: 'Lagre språk',
  sessionsHeading: 'Andre økter',
  sessionsText:
    'Er du logget inn på en annen datamaskin eller i en nettleser du ikke lenger bruker? Logg ut overalt unntatt her.',
  signOutOthers: 'Logg ut alle andre økter',
  deleteHeading: 'Slett kontoen din',
  deleteText:
    'Dette sletter kontoen din og alle aktive delinger du har opprettet: Lenkene deres slutter å virke med en gang. API-tokenet ditt slutter også å virke. Dette kan ikke angres.',
  confirmEmail: 'Skriv inn e-postadressen din for å bekrefte',
  deleteButton: 'Slett kontoen min og delingene mine',
  passwordChanged: 'Passordet ditt er endret. Alle andre økter er logget ut.',
  sessionsEnded: 'Alle andre økter er logget ut.',
  languageSaved: 'Språkvalget ditt er lagret.',
  wrongPassword: 'Det er ikke det nåværende passordet ditt.',
  tooManyAttempts: 'For mange forsøk. Vent 15 minutter og prøv igjen.',
  newPasswordsDiffer: 'De to nye passordene er ikke like.',
  wrongEmail: 'Det er ikke e-postadressen til denne kontoen.',
  lastAdmin:
    'Du er den eneste administratoren: Uten deg kan ingen invitere eller administrere brukere. Gjør først en annen bruker til administrator på siden Administrasjon.',
  unknownLanguage: 'Velg et språk fra listen.',
  passwordTooShort: {
    one: 'Et passord må ha minst {count} tegn.',
    other: 'Et passord må ha minst {count} tegn.',
  },
  passwordTooLong: {
    one: 'Et passord kan ha høyst {count} tegn.',
    other: 'Et passord kan ha høyst {count} tegn.',
  },
  setupTitle: 'Konfigurer Secret Push',
  setupIntro:
    'Denne serveren har ingen brukere ennå. Opprett den første administratoren: Deretter kan du invitere resten av teamet ditt.',
  invitationTitle: 'Opprett kontoen din',
  invitationIntro:
    'Du er invitert til denne serveren som {email}. Velg et passord for å opprette kontoen din.',
  passwordAgain: 'Gjenta passordet',
  createAdmin: 'Opprett administratoren',
  createAccount: 'Opprett kontoen min',
  badEmail: 'Skriv inn en e-postadresse, for eksempel name@example.com.',
  passwordsDiffer: 'De to passordene er ikke like.',
  emailTaken: 'Det finnes allerede en konto med denne e-postadressen. Logg inn i stedet.',
  linkGoneTitle: 'Ugyldig lenke',
  linkGoneHeading: 'Denne lenken er ugyldig',
  linkGoneText:
    'Den kan allerede være brukt, ha utløpt eller blitt tilbakekalt. Be administratoren om en ny.',
};
