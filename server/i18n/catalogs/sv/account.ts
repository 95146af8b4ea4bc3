import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Logga in',
  accountDeleted: 'Ditt konto och dess delningar har raderats.',
  signInIntro:
    'Konton skapas av serverns administratör, som skickar en inbjudningslänk till varje ny användare. Har du inget konto än? Be din administratör om en inbjudan.',
  email: 'E-post',
  password: 'Lösenord',
  signInButton: 'Logga in',
  signInTooMany: 'För många inloggningsförsök. Vänta 15 minuter och försök igen.',
  signInNoMatch: 'E-postadressen och lösenordet hör inte till något konto.',
  tokenTitle: 'API-token',
  tokenIntro:
    'Inloggad som {email}. Verktyg som tillägget Secret Push och pwpush-klienter använder en API-token för att skapa delningar i ditt namn.',
  tokenReplaces:
    'En ny token ersätter den nuvarande: allt som fortfarande använder den gamla token slutar fungera.',
  tokenCreate: 'Skapa en ny API-token',
  newTokenTitle: 'Din nya API-token',
  newTokenOnce: 'Den här token visas bara en gång. Kopiera den nu och förvara den på ett säkert ställe.',
  copyToken: 'Kopiera token',
  newTokenAfter:
    'Din tidigare token fungerar inte längre. Om du läser in sidan igen visas token inte en gång till.',
  accountTitle: 'Ditt konto',
  signedInAs: 'Inloggad som {email}.',
  yourApiToken: 'Din API-token',
  passwordHeading: 'Byt lösenord',
  currentPassword: 'Nuvarande lösenord',
  newPassword: 'Nytt lösenord',
  passwordHint: {
    one: 'Minst {count} tecken.',
    other: 'Minst {count} tecken.',
  },
  newPasswordAgain: 'Upprepa det nya lösenordet',
  changePassword: 'Byt lösenord',
  languageHeading: 'Språk',
  languageText: 'Sidorna visas på det här språket när du är inloggad, oavsett dator eller webbläsare.',
  languageLabel: 'Sidornas språk',
  followBrowser: 'Följ webbläsaren',
  saveLanguage: 'Spara språk',
  sessionsHeading: 'Andra sessioner',
  sessionsText:
    'Inloggad på en annan dator eller i en webbläsare som du inte längre använder? Logga ut överallt utom här.',
  signOutOthers: 'Logga ut alla andra sessioner',
  deleteHeading: 'Radera ditt konto',
  deleteText:
    'Det här raderar ditt konto och alla aktiva delningar du har skapat: deras länkar slutar fungera direkt. Din API-token slutar också fungera. Det går inte att ångra.',
  confirmEmail: 'Skriv din e-postadress för att bekräfta',
  deleteButton: 'Radera mitt konto och mina delningar',
  passwordChanged: 'Ditt lösenord har bytts. Alla andra sessioner har loggats ut.',
  sessionsEnded: 'Alla andra sessioner har loggats ut.',
  languageSaved: 'Ditt språkval har sparats.',
  wrongPassword: 'Det är inte ditt nuvarande lösenord.',
  tooManyAttempts: 'För många försök. Vänta 15 minuter och försök igen.',
  newPasswordsDiffer: 'De två nya lösenorden är inte likadana.',
  wrongEmail: 'Det är inte e-postadressen för det här kontot.',
  lastAdmin:
    'Du är den enda administratören: utan dig kan ingen bjuda in eller hantera användare. Gör först en annan användare till administratör på sidan Administration.',
  unknownLanguage: 'Välj ett språk i listan.',
  passwordTooShort: {
    one: 'Ett lösenord måste ha minst {count} tecken.',
    other: 'Ett lösenord måste ha minst {count} tecken.',
  },
  passwordTooLong: {
    one: 'Ett lösenord får ha högst {count} tecken.',
    other: 'Ett lösenord får ha högst {count} tecken.',
  },
  setupTitle: 'Konfigurera Secret Push',
  setupIntro:
    'Servern har inga användare än. Skapa den första administratören: sedan kan du bjuda in resten av ditt team.',
  invitationTitle: 'Skapa ditt konto',
  invitationIntro:
    'Du har bjudits in till den här servern som {email}. Välj ett lösenord för att skapa ditt konto.',
  passwordAgain: 'Upprepa lösenordet',
  createAdmin: 'Skapa administratören',
  createAccount: 'Skapa mitt konto',
  badEmail: 'Ange en e-postadress, till exempel name@example.com.',
  passwordsDiffer: 'De två lösenorden är inte likadana.',
  emailTaken: 'Det finns redan ett konto med den här e-postadressen. Logga in i stället.',
  linkGoneTitle: 'Ogiltig länk',
  linkGoneHeading: 'Den här länken är ogiltig',
  linkGoneText: 'Den kan redan ha använts, ha gått ut eller ha återkallats. Be administratören om en ny.',
};
