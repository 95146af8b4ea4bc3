import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Inloggen',
  accountDeleted: 'Je account en je pushes zijn verwijderd.',
  signInIntro:
    'Accounts worden aangemaakt door de beheerder van deze server, die elke nieuwe gebruiker een uitnodigingslink stuurt. Nog geen account? Vraag je beheerder om een uitnodiging.',
  email: 'E-mail',
  password: 'Wachtwoord',
  signInButton: 'Inloggen',
  signInTooMany: 'Te veel inlogpogingen. Wacht 15 minuten en probeer het opnieuw.',
  signInNoMatch: 'Dit e-mailadres en wachtwoord horen niet bij een account.',
  signInOr: 'Of log in met je e-mailadres en wachtwoord:',
  passwordSignInOff: 'Op deze server log je alleen in met single sign-on.',
  tokenTitle: 'API-token',
  tokenIntro:
    'Ingelogd als {email}. Tools zoals de Secret Push-extensie en pwpush-clients gebruiken een API-token om namens jou pushes te maken.',
  tokenReplaces:
    'Een nieuw token vervangt je huidige token: alles wat het oude token nog gebruikt, werkt dan niet meer.',
  tokenCreate: 'Nieuw API-token maken',
  tokenReplaceTitle: 'Je API-token vervangen?',
  tokenReplaceConfirm: 'Ja, token vervangen',
  newTokenTitle: 'Je nieuwe API-token',
  newTokenOnce: 'Dit token wordt maar één keer getoond. Kopieer het nu en bewaar het op een veilige plek.',
  copyToken: 'Token kopiëren',
  newTokenAfter:
    'Je vorige token werkt niet meer. Als je deze pagina opnieuw laadt, wordt het token niet nog eens getoond.',
  accountTitle: 'Je account',
  signedInAs: 'Ingelogd als {email}.',
  yourApiToken: 'Je API-token',
  passwordHeading: 'Wachtwoord wijzigen',
  currentPassword: 'Huidig wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  passwordHint: {
    one: 'Minstens {count} teken.',
    other: 'Minstens {count} tekens.',
  },
  newPasswordAgain: 'Nieuw wachtwoord herhalen',
  changePassword: 'Wachtwoord wijzigen',
  languageHeading: 'Taal',
  languageText:
    'Zolang je bent ingelogd, worden pagina’s in deze taal getoond, op elke computer en in elke browser.',
  languageLabel: 'Taal van de pagina’s',
  followBrowser: 'Zoals in de browser',
  saveLanguage: 'Taal opslaan',
  sessionsHeading: 'Andere sessies',
  sessionsText:
    'Nog ingelogd op een andere computer of in een browser die je niet meer gebruikt? Log overal uit, behalve hier.',
  signOutOthers: 'Alle andere sessies uitloggen',
  deleteHeading: 'Je account verwijderen',
  deleteText:
    'Hiermee verwijder je je account en alle actieve pushes die je hebt gemaakt: hun links werken meteen niet meer. Ook je API-token werkt dan niet meer. Dit kan niet ongedaan worden gemaakt.',
  confirmEmail: 'Typ ter bevestiging je e-mailadres',
  deleteButton: 'Mijn account en mijn pushes verwijderen',
  passwordChanged: 'Je wachtwoord is gewijzigd. Alle andere sessies zijn uitgelogd.',
  sessionsEnded: 'Alle andere sessies zijn uitgelogd.',
  languageSaved: 'Je taalinstelling is opgeslagen.',
  wrongPassword: 'Dat is niet je huidige wachtwoord.',
  tooManyAttempts: 'Te veel pogingen. Wacht 15 minuten en probeer het opnieuw.',
  newPasswordsDiffer: 'De twee nieuwe wachtwoorden zijn niet hetzelfde.',
  wrongEmail: 'Dat is niet het e-mailadres van dit account.',
  lastAdmin:
    'Je bent de enige beheerder: zonder jou kan niemand gebruikers uitnodigen of beheren. Maak eerst op de pagina Beheer een andere gebruiker beheerder.',
  unknownLanguage: 'Kies een taal uit de lijst.',
  passwordTooShort: {
    one: 'Een wachtwoord moet minstens {count} teken hebben.',
    other: 'Een wachtwoord moet minstens {count} tekens hebben.',
  },
  passwordTooLong: {
    one: 'Een wachtwoord mag hoogstens {count} teken hebben.',
    other: 'Een wachtwoord mag hoogstens {count} tekens hebben.',
  },
  setupTitle: 'Secret Push instellen',
  setupIntro:
    'Deze server heeft nog geen gebruikers. Maak de eerste beheerder aan: daarna kun je de rest van je team uitnodigen.',
  invitationTitle: 'Je account aanmaken',
  invitationIntro:
    'Je bent voor deze server uitgenodigd als {email}. Kies een wachtwoord om je account aan te maken.',
  passwordAgain: 'Wachtwoord herhalen',
  createAdmin: 'Beheerder aanmaken',
  createAccount: 'Mijn account aanmaken',
  badEmail: 'Vul een e-mailadres in, bijvoorbeeld name@example.com.',
  passwordsDiffer: 'De twee wachtwoorden zijn niet hetzelfde.',
  emailTaken: 'Er bestaat al een account met dit e-mailadres. Log daarmee in.',
  linkGoneTitle: 'Ongeldige link',
  linkGoneHeading: 'Deze link is ongeldig',
  linkGoneText:
    'De link is misschien al gebruikt, verlopen of ingetrokken. Vraag de beheerder om een nieuwe.',
};
