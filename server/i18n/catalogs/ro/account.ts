import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Autentificare',
  accountDeleted: 'Contul dvs. și secretele sale au fost șterse.',
  signInIntro:
    'Conturile sunt create de administratorul acestui server, care trimite fiecărui utilizator nou un link de invitație. Nu aveți încă un cont? Cereți o invitație administratorului dvs.',
  email: 'E-mail',
  password: 'Parolă',
  signInButton: 'Autentificare',
  signInTooMany: 'Prea multe încercări de autentificare. Așteptați 15 minute și încercați din nou.',
  signInNoMatch: 'Acest e-mail și această parolă nu corespund niciunui cont.',
  signInOr: 'Sau autentificați-vă cu e-mailul și parola:',
  passwordSignInOff: 'Pe acest server autentificarea se face doar prin autentificare unică (SSO).',
  tokenTitle: 'Token API',
  tokenIntro:
    'V-ați autentificat ca {email}. Instrumente precum extensia Secret Push și clienții pwpush folosesc un token API pentru a crea secrete în numele dvs.',
  tokenReplaces:
    'Un token nou îl înlocuiește pe cel actual: tot ce mai folosește vechiul token nu va mai funcționa.',
  tokenCreate: 'Creați un token API nou',
  newTokenTitle: 'Noul dvs. token API',
  newTokenOnce: 'Acest token este afișat o singură dată. Copiați-l acum și păstrați-l într-un loc sigur.',
  copyToken: 'Copiați tokenul',
  newTokenAfter:
    'Tokenul anterior nu mai funcționează. Dacă reîncărcați această pagină, tokenul nu va mai fi afișat.',
  accountTitle: 'Contul dvs.',
  signedInAs: 'V-ați autentificat ca {email}.',
  yourApiToken: 'Tokenul dvs. API',
  passwordHeading: 'Schimbarea parolei',
  currentPassword: 'Parola actuală',
  newPassword: 'Parola nouă',
  passwordHint: {
    one: 'Cel puțin {count} caracter.',
    few: 'Cel puțin {count} caractere.',
    other: 'Cel puțin {count} de caractere.',
  },
  newPasswordAgain: 'Repetați parola nouă',
  changePassword: 'Schimbați parola',
  languageHeading: 'Limbă',
  languageText: 'După autentificare, paginile sunt afișate în această limbă pe orice computer sau browser.',
  languageLabel: 'Limba paginilor',
  followBrowser: 'Ca în browser',
  saveLanguage: 'Salvați limba',
  sessionsHeading: 'Alte sesiuni',
  sessionsText:
    'Aveți o sesiune deschisă pe alt computer sau într-un browser pe care nu îl mai folosiți? Deconectați-vă peste tot, cu excepția acestui dispozitiv.',
  signOutOthers: 'Deconectați toate celelalte sesiuni',
  deleteHeading: 'Ștergerea contului',
  deleteText:
    'Astfel se șterg contul dvs. și toate secretele dvs. active: linkurile lor încetează imediat să funcționeze. Tokenul dvs. API încetează și el să funcționeze. Acțiunea nu poate fi anulată.',
  confirmEmail: 'Introduceți adresa dvs. de e-mail pentru confirmare',
  deleteButton: 'Ștergeți contul meu și secretele mele',
  passwordChanged: 'Parola a fost schimbată. Toate celelalte sesiuni au fost deconectate.',
  sessionsEnded: 'Toate celelalte sesiuni au fost deconectate.',
  languageSaved: 'Setarea de limbă a fost salvată.',
  wrongPassword: 'Aceasta nu este parola dvs. actuală.',
  tooManyAttempts: 'Prea multe încercări. Așteptați 15 minute și încercați din nou.',
  newPasswordsDiffer: 'Cele două parole noi nu coincid.',
  wrongEmail: 'Aceasta nu este adresa de e-mail a acestui cont.',
  lastAdmin:
    'Sunteți singurul administrator: fără dvs., nimeni nu ar putea invita sau gestiona utilizatori. Mai întâi faceți administrator un alt utilizator, pe pagina Administrare.',
  unknownLanguage: 'Alegeți o limbă din listă.',
  passwordTooShort: {
    one: 'Parola trebuie să aibă cel puțin {count} caracter.',
    few: 'Parola trebuie să aibă cel puțin {count} caractere.',
    other: 'Parola trebuie să aibă cel puțin {count} de caractere.',
  },
  passwordTooLong: {
    one: 'Parola poate avea cel mult {count} caracter.',
    few: 'Parola poate avea cel mult {count} caractere.',
    other: 'Parola poate avea cel mult {count} de caractere.',
  },
  setupTitle: 'Configurarea Secret Push',
  setupIntro:
    'Acest server nu are încă niciun utilizator. Creați primul administrator: apoi puteți invita restul echipei.',
  invitationTitle: 'Crearea contului',
  invitationIntro:
    'Ați primit o invitație pe acest server pentru adresa {email}. Alegeți o parolă pentru a vă crea contul.',
  passwordAgain: 'Repetați parola',
  createAdmin: 'Creați administratorul',
  createAccount: 'Creați-mi contul',
  badEmail: 'Introduceți o adresă de e-mail, de exemplu name@example.com.',
  passwordsDiffer: 'Cele două parole nu coincid.',
  emailTaken: 'Există deja un cont cu această adresă de e-mail. Autentificați-vă cu acesta.',
  linkGoneTitle: 'Link nevalid',
  linkGoneHeading: 'Acest link nu este valid',
  linkGoneText:
    'Este posibil să fi fost deja folosit, să fi expirat sau să fi fost revocat. Cereți unul nou administratorului.',
};
