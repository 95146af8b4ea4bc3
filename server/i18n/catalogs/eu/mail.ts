import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Zure pasahitza aldatu da',
  noticePassword: '{site} zerbitzariko {email} kontuaren pasahitza aldatu da. Data: {time}.',
  noticeSecondFactorOnSubject: 'Bi faktoreko autentifikazioa aktibatu da',
  noticeSecondFactorOn:
    '{site} zerbitzariko {email} kontuan bi faktoreko autentifikazioa aktibatu da. Data: {time}. Aurrerantzean, saioa hastean, pasahitzaz gain autentifikazio-aplikazioko kode bat eskatuko zaizu.',
  noticeSecondFactorOffSubject: 'Bi faktoreko autentifikazioa desaktibatu da',
  noticeSecondFactorOff:
    '{site} zerbitzariko {email} kontuan bi faktoreko autentifikazioa desaktibatu da. Data: {time}. Aurrerantzean, saioa hastean, pasahitza soilik eskatuko zaizu.',
  noticeSecondFactorRemovedSubject: 'Administratzaile batek zure bi faktoreko autentifikazioa desaktibatu du',
  noticeSecondFactorRemoved:
    '{site} zerbitzariko administratzaile batek bi faktoreko autentifikazioa desaktibatu du zure {email} kontuan. Data: {time}. Aurrerantzean, saioa hastean, pasahitza soilik eskatuko zaizu.',
  noticeSetUpAgain: 'Berriro konfigura dezakezu zure kontuaren orritik.',
  accountLinkLabel: 'Ireki zure kontuaren orria',
  noticeRemovedNotAsked: 'Zuk eskatu ez baduzu, jarri harremanetan zure administratzailearekin.',
  noticeSecondFactorFailuresSubject: 'Bi faktoreko kode okerrak sartu dira zure kontuan',
  noticeSecondFactorFailures:
    '{site} zerbitzariko {email} kontuan bi faktoreko hainbat kode oker sartu dira, pasahitza behar bezala sartu ondoren. Azkena: {time}.',
  noticeEmailSubject: 'Zure helbide elektronikoa aldatu da',
  noticeEmail:
    '{site} zerbitzariko {email} kontuaren helbide elektronikoa aldatu da. Data: {time}. Aurrerantzean, kontuari buruzko mezuak helbide berrira bidaliko dira.',
  noticeNotYou:
    'Zu izan ez bazara, baliteke beste norbaitek zure pasahitza jakitea: berrezarri orain eta jakinarazi zure administratzaileari.',
  noticeEmailNotYou:
    'Zu izan ez bazara, jakinarazi orain zure administratzaileari: helbide hau ezin da jada erabili pasahitza berrezartzeko.',
  resetLinkLabel: 'Berrezarri pasahitza',
  linkWorksOnce: 'Estekak behin bakarrik balio du, eta iraupena hau du: {duration}.',
  resetSubject: 'Berrezarri zure pasahitza {site} zerbitzarian',
  resetIntro:
    'Norbaitek, ziurrenik zuk, {site} zerbitzariko {email} kontuaren pasahitza berrezartzeko eskatu du.',
  resetButton: 'Aukeratu pasahitz berria',
  resetNotYou: 'Zuk eskatu ez baduzu, ez egin kasurik mezu honi: zure pasahitza ez da aldatuko.',
  invitationSubject: '{inviter} erabiltzaileak {site} zerbitzariko {name} zerbitzura gonbidatu zaitu',
  invitationIntro:
    '{inviter} erabiltzaileak {site} zerbitzarian {email} kontu bat sortzera gonbidatu zaitu. Secret Push zerbitzari bat da, pasahitzak eta beste sekretu batzuk iraungitzen diren esteken bidez partekatzeko.',
  invitationAdminIntro: 'Zerbitzari horren administratzaileetako bat izango zara.',
  invitationButton: 'Onartu gonbidapena',
  invitationWorksUntil: 'Estekak behin bakarrik balio du. Baliozkoa: {time} arte.',
  invitationNotYou: 'Gonbidapen hau espero ez bazenuen, ez egin kasurik mezu honi.',
  signupSubject: 'Berretsi zure izen-ematea {site} zerbitzarian',
  signupIntro: 'Norbaitek, ziurrenik zuk, kontu bat eskatu du {site} zerbitzarian helbide honekin.',
  signupButton: 'Berretsi eta aukeratu pasahitza',
  signupNotYou: 'Zu izan ez bazara, ez egin kasurik mezu honi: ez da konturik sortuko.',
  signupExistingSubject: 'Baduzu kontu bat {site} zerbitzarian',
  signupExistingIntro:
    'Norbaitek, ziurrenik zuk, izena eman nahi izan du {site} zerbitzarian helbide honekin, baina helbide honek badu kontu bat jada. Pasahitzik gabe saioa hasteko, berrezarri pasahitza.',
  signInButton: 'Hasi saioa',
  signupExistingNotYou: 'Zu izan ez bazara, ez egin kasurik mezu honi: zure kontuan ez da ezer aldatu.',
  emailChangeSubject: 'Berretsi zure helbide elektroniko berria {site} zerbitzarian',
  emailChangeIntro:
    '{site} zerbitzariko zure kontuaren helbide elektronikoa aldatzeko eskatu duzu: {email} helbidearen ordez, helbide hau.',
  emailChangeButton: 'Berretsi helbide berria',
  emailChangeNotYou: 'Zuk eskatu ez baduzu, ez egin kasurik mezu honi: helbidea ez da aldatuko.',
};
