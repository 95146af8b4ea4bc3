import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Accedi',
  accountDeleted: 'Il tuo account e le sue condivisioni sono stati eliminati.',
  signInIntro:
    'Gli account vengono creati dall’amministratore di questo server, che invia a ogni nuovo utente un link di invito. Non hai ancora un account? Chiedi un invito al tuo amministratore.',
  email: 'Email',
  password: 'Password',
  signInButton: 'Accedi',
  signInTooMany: 'Troppi tentativi di accesso. Attendi 15 minuti e riprova.',
  signInNoMatch: 'Questa email e questa password non corrispondono a nessun account.',
  signInOr: 'Oppure accedi con la tua email e la tua password:',
  passwordSignInOff: 'Su questo server si accede solo tramite Single Sign-On.',
  tokenTitle: 'Token API',
  tokenIntro:
    'Hai effettuato l’accesso come {email}. Strumenti come l’estensione Secret Push e i client pwpush usano un token API per creare condivisioni a tuo nome.',
  tokenReplaces:
    'Un nuovo token sostituisce quello attuale: tutto ciò che usa ancora il vecchio token smette di funzionare.',
  tokenCreate: 'Crea un nuovo token API',
  tokenReplaceTitle: 'Sostituire il tuo token API?',
  tokenReplaceConfirm: 'Sì, sostituisci il token',
  newTokenTitle: 'Il tuo nuovo token API',
  newTokenOnce: 'Questo token viene mostrato una sola volta. Copialo subito e conservalo in un posto sicuro.',
  copyToken: 'Copia il token',
  newTokenAfter:
    'Il token precedente non funziona più. Se ricarichi questa pagina, il token non verrà mostrato di nuovo.',
  accountTitle: 'Il tuo account',
  signedInAs: 'Hai effettuato l’accesso come {email}.',
  yourApiToken: 'Il tuo token API',
  passwordHeading: 'Cambia la password',
  currentPassword: 'Password attuale',
  newPassword: 'Nuova password',
  passwordHint: {
    one: 'Almeno {count} carattere.',
    many: 'Almeno {count} di caratteri.',
    other: 'Almeno {count} caratteri.',
  },
  newPasswordAgain: 'Ripeti la nuova password',
  changePassword: 'Cambia password',
  languageHeading: 'Lingua',
  languageText:
    'Le pagine vengono mostrate in questa lingua ogni volta che hai effettuato l’accesso, su qualsiasi computer o browser.',
  languageLabel: 'Lingua delle pagine',
  followBrowser: 'Come nel browser',
  saveLanguage: 'Salva la lingua',
  sessionsHeading: 'Altre sessioni',
  sessionsText:
    'Hai ancora l’accesso aperto su un altro computer o in un browser che non usi più? Esci ovunque tranne che qui.',
  signOutOthers: 'Disconnetti tutte le altre sessioni',
  deleteHeading: 'Elimina il tuo account',
  deleteText:
    'Questa operazione elimina il tuo account e tutte le condivisioni attive che hai creato: i loro link smettono subito di funzionare. Anche il tuo token API smette di funzionare. L’operazione non può essere annullata.',
  confirmEmail: 'Digita il tuo indirizzo email per confermare',
  deleteButton: 'Elimina il mio account e le mie condivisioni',
  passwordChanged: 'La tua password è stata cambiata. Tutte le altre sessioni sono state disconnesse.',
  sessionsEnded: 'Tutte le altre sessioni sono state disconnesse.',
  languageSaved: 'La lingua scelta è stata salvata.',
  wrongPassword: 'Questa non è la tua password attuale.',
  tooManyAttempts: 'Troppi tentativi. Attendi 15 minuti e riprova.',
  newPasswordsDiffer: 'Le due nuove password non coincidono.',
  wrongEmail: 'Questo non è l’indirizzo email di questo account.',
  lastAdmin:
    'Sei l’unico amministratore: senza di te nessuno potrebbe invitare o gestire gli utenti. Prima nomina amministratore un altro utente, nella pagina Amministrazione.',
  unknownLanguage: 'Scegli una lingua dall’elenco.',
  passwordTooShort: {
    one: 'Una password deve avere almeno {count} carattere.',
    many: 'Una password deve avere almeno {count} di caratteri.',
    other: 'Una password deve avere almeno {count} caratteri.',
  },
  passwordTooLong: {
    one: 'Una password può avere al massimo {count} carattere.',
    many: 'Una password può avere al massimo {count} di caratteri.',
    other: 'Una password può avere al massimo {count} caratteri.',
  },
  setupTitle: 'Configura Secret Push',
  setupIntro:
    'Questo server non ha ancora utenti. Crea il primo amministratore: poi potrai invitare il resto del tuo team.',
  invitationTitle: 'Crea il tuo account',
  invitationIntro:
    'Hai ricevuto un invito a questo server come {email}. Scegli una password per creare il tuo account.',
  passwordAgain: 'Ripeti la password',
  createAdmin: 'Crea l’amministratore',
  createAccount: 'Crea il mio account',
  badEmail: 'Inserisci un indirizzo email, ad esempio name@example.com.',
  passwordsDiffer: 'Le due password non coincidono.',
  emailTaken: 'Esiste già un account con questo indirizzo email: accedi con quello.',
  linkGoneTitle: 'Link non valido',
  linkGoneHeading: 'Questo link non è valido',
  linkGoneText:
    'Potrebbe essere già stato usato, essere scaduto o essere stato revocato. Chiedine uno nuovo all’amministratore.',
};
