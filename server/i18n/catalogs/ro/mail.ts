import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Parola dvs. a fost schimbată',
  noticePassword: 'Parola contului dvs. {email} de pe {site} a fost schimbată pe {time}.',
  noticeSecondFactorOnSubject: 'Autentificarea cu doi factori a fost activată',
  noticeSecondFactorOn:
    'Autentificarea cu doi factori a fost activată pentru contul dvs. {email} de pe {site} pe {time}. De acum, la autentificare vi se cere, pe lângă parolă, și un cod din aplicația de autentificare.',
  noticeSecondFactorOffSubject: 'Autentificarea cu doi factori a fost dezactivată',
  noticeSecondFactorOff:
    'Autentificarea cu doi factori a fost dezactivată pentru contul dvs. {email} de pe {site} pe {time}. De acum, la autentificare vi se cere doar parola.',
  noticeSecondFactorRemovedSubject: 'Un administrator v-a dezactivat autentificarea cu doi factori',
  noticeSecondFactorRemoved:
    'Un administrator de pe {site} a dezactivat autentificarea cu doi factori pentru contul dvs. {email} pe {time}. De acum, la autentificare vi se cere doar parola.',
  noticeSetUpAgain: 'O puteți configura din nou din pagina contului dvs.',
  accountLinkLabel: 'Deschideți pagina contului',
  noticeRemovedNotAsked: 'Dacă nu ați cerut acest lucru, contactați-vă administratorul.',
  noticeSecondFactorFailuresSubject:
    'Au fost introduse coduri greșite de autentificare cu doi factori pentru contul dvs.',
  noticeSecondFactorFailures:
    'Pentru contul dvs. {email} de pe {site} au fost introduse mai multe coduri greșite de autentificare cu doi factori după parola corectă, ultimul pe {time}.',
  noticeEmailSubject: 'Adresa dvs. de e-mail a fost schimbată',
  noticeEmail:
    'Adresa de e-mail a contului dvs. {email} de pe {site} a fost schimbată pe {time}. De acum, mesajele despre cont sunt trimise la noua adresă.',
  noticeNotYou:
    'Dacă nu ați fost dvs., este posibil ca altcineva să vă cunoască parola: resetați-o acum și anunțați-vă administratorul.',
  noticeEmailNotYou:
    'Dacă nu ați fost dvs., anunțați-vă acum administratorul: această adresă nu mai poate fi folosită pentru resetarea parolei.',
  resetLinkLabel: 'Resetați parola',
  linkWorksOnce: 'Linkul funcționează o singură dată și este valabil {duration}.',
  resetSubject: 'Resetați-vă parola pe {site}',
  resetIntro: 'Cineva, probabil dvs., a cerut resetarea parolei contului dvs. {email} de pe {site}.',
  resetButton: 'Alegeți o parolă nouă',
  resetNotYou: 'Dacă nu ați cerut acest lucru, ignorați acest mesaj: parola dvs. rămâne neschimbată.',
  invitationSubject: '{inviter} vă invită pe {name} la {site}',
  invitationIntro:
    '{inviter} vă invită să vă creați contul {email} pe {site}, un server Secret Push pentru partajarea parolelor și a altor secrete prin linkuri care expiră.',
  invitationAdminIntro: 'Veți avea drepturi de administrator.',
  invitationButton: 'Acceptați invitația',
  invitationWorksUntil: 'Linkul funcționează o singură dată, până pe {time}.',
  invitationNotYou: 'Dacă nu vă așteptați la această invitație, ignorați acest mesaj.',
  signupSubject: 'Confirmați înregistrarea pe {site}',
  signupIntro: 'Cineva, probabil dvs., a cerut un cont pe {site} cu această adresă.',
  signupButton: 'Confirmați și alegeți o parolă',
  signupNotYou: 'Dacă nu ați fost dvs., ignorați acest mesaj: nu se creează niciun cont.',
  signupExistingSubject: 'Aveți deja un cont pe {site}',
  signupExistingIntro:
    'Cineva, probabil dvs., a încercat să se înregistreze pe {site} cu această adresă, dar există deja un cont cu ea. Dacă nu vă amintiți parola, resetați-o pentru a vă autentifica.',
  signInButton: 'Autentificare',
  signupExistingNotYou: 'Dacă nu ați fost dvs., ignorați acest mesaj: nimic nu s-a schimbat în contul dvs.',
  emailChangeSubject: 'Confirmați noua adresă de e-mail pe {site}',
  emailChangeIntro:
    'Ați cerut schimbarea adresei de e-mail a contului dvs. de pe {site} din {email} în această adresă.',
  emailChangeButton: 'Confirmați noua adresă',
  emailChangeNotYou: 'Dacă nu ați cerut acest lucru, ignorați acest mesaj: adresa rămâne neschimbată.',
};
