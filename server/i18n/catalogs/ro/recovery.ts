import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Ați uitat parola?',
  signUpLink: 'Nu aveți încă un cont? Înregistrați-vă',
  changeEmailLink: 'Schimbați adresa de e-mail',

  sendLink: 'Trimiteți linkul',
  backToSignIn: 'Înapoi la autentificare',
  tooManyRequests:
    'Prea multe cereri pentru această adresă sau din rețeaua dvs. Așteptați o oră și încercați din nou.',
  checkMailTitle: 'Verificați-vă e-mailul',
  noMailArrived: 'Nu a sosit nimic? Căutați în dosarul de spam sau cereți din nou peste câteva minute.',

  resetTitle: 'Resetarea parolei',
  resetIntro:
    'Introduceți adresa de e-mail a contului dvs. și vă vom trimite un link pentru a alege o parolă nouă.',
  resetSent:
    'Dacă {email} are un cont aici, un link pentru alegerea unei parole noi este pe drum. Funcționează o singură dată, timp de {duration}.',
  resetNoMailTitle: 'Resetarea parolei nu este configurată',
  resetNoMail:
    'Acest server nu trimite e-mailuri, deci nu vă poate trimite un link de resetare. Cereți administratorului să vă seteze o parolă nouă: poate rula {command} pe server, cu adresa dvs. de e-mail.',
  resetOffTitle: 'Nicio parolă de resetat',
  resetOff:
    'Pe acest server autentificarea se face doar prin autentificare unică (SSO), deci aici nu există nicio parolă de resetat. Dacă nu vă puteți autentifica, adresați-vă administratorului.',
  newPasswordTitle: 'Alegeți o parolă nouă',
  newPasswordIntro: 'Pentru contul {email}. Salvarea ei vă deconectează peste tot unde v-ați autentificat.',
  saveNewPassword: 'Salvați parola nouă',
  resetDoneTitle: 'Parola a fost schimbată',
  resetDone: 'Autentificați-vă cu parola nouă. Toate celelalte sesiuni au fost deconectate.',
  resetLinkGone:
    'Acest link de resetare este necunoscut, a fost deja folosit sau este mai vechi de o oră. În plus, fiecare cerere nouă înlocuiește linkurile trimise înaintea ei.',
  askAgain: 'Cereți un link nou',

  signUpTitle: 'Înregistrare',
  signUpIntro:
    'Introduceți adresa dvs. de e-mail și vă vom trimite un link pentru a o confirma și a alege o parolă.',
  signUpAddressRefused:
    'Acest server acceptă înregistrări doar de la anumite adrese de e-mail, iar aceasta nu este una dintre ele. Cereți o invitație unui administrator.',
  signUpSent:
    'Am trimis un e-mail la {email}. Pentru a continua, deschideți linkul din el; este valabil {duration}.',
  signUpOffTitle: 'Înregistrarea nu este disponibilă',
  signUpOff: 'Acest server nu permite înregistrarea pe cont propriu. Cereți o invitație unui administrator.',
  signUpNoMail:
    'Înregistrarea necesită e-mail, pe care acest server nu îl trimite. Cereți o invitație unui administrator: o poate crea pe pagina de administrare și vă poate transmite linkul.',
  signUpConfirmTitle: 'Alegeți-vă parola',
  signUpConfirmIntro: 'Adresa dvs. {email} este confirmată. Alegeți o parolă pentru a vă crea contul.',
  signUpTakenTitle: 'Aveți deja un cont',
  signUpTaken: 'Există deja un cont cu această adresă. Resetați-i parola pentru a vă autentifica.',
  signUpDoneTitle: 'Contul dvs. este gata',
  signUpDone: 'Autentificați-vă cu adresa de e-mail și parola pe care ați ales-o.',
  signUpLinkGone:
    'Acest link de înregistrare este necunoscut, a fost deja folosit sau este mai vechi de o zi.',
  signUpAgain: 'Înregistrați-vă din nou',

  emailChangeTitle: 'Schimbarea adresei de e-mail',
  emailChangeIntro:
    'Adresa dvs. este {email}. Vom trimite un link la noua adresă; schimbarea se face când îl deschideți.',
  newEmail: 'Adresa de e-mail nouă',
  sameEmail: 'Aceasta este deja adresa dvs.',
  emailChangeSent:
    'Am trimis un link la {email}. Adresa dvs. se schimbă când îl deschideți; linkul este valabil {duration}.',
  emailChangeSso:
    'Vă autentificați prin autentificare unică (SSO), iar adresa dvs. de e-mail este gestionată de furnizorul de identitate. Schimbați-o acolo.',
  emailChangeNoMail:
    'Acest server nu trimite e-mailuri, deci nu poate confirma o adresă nouă. Adresați-vă administratorului: poate invita noua adresă de pe pagina de administrare, ca pe un cont nou.',
  emailConfirmTitle: 'Confirmați noua adresă de e-mail',
  emailConfirmIntro: 'Schimbați adresa contului dvs. din {old} în {new}?',
  emailConfirmButton: 'Schimbați adresa',
  emailTaken: 'Un alt cont folosește deja {email}, așa că adresa nu a fost schimbată.',
  emailChangedTitle: 'Adresa de e-mail a fost schimbată',
  emailChanged: 'Adresa contului dvs. este acum {email}. De acum înainte, autentificați-vă cu ea.',
  emailLinkGone: 'Acest link de confirmare este necunoscut, a fost deja folosit sau este mai vechi de o zi.',
  backToAccount: 'Înapoi la contul dvs.',

  inviteTextMailed:
    'Invitația este un link pentru o singură persoană, valabil {duration}: îi permite să-și aleagă o parolă și să se autentifice. Este trimisă la adresa ei de e-mail.',
  sendInvitation: 'Trimiteți invitația',
  invitationMailed: 'Invitația este pe drum către {email}.',
  invitationMailedLink:
    'Iată și linkul, dacă preferați să-l transmiteți personal. Este afișat o singură dată.',
};
