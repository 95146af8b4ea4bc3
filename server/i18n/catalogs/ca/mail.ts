import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'S’ha canviat la contrasenya',
  noticePassword: 'La contrasenya del vostre compte {email} a {site} es va canviar el {time}.',
  noticeSecondFactorOnSubject: 'S’ha activat l’autenticació de dos factors',
  noticeSecondFactorOn:
    'L’autenticació de dos factors es va activar per al vostre compte {email} a {site} el {time}. Ara, en iniciar la sessió, se us demana un codi de l’aplicació d’autenticació a més de la contrasenya.',
  noticeSecondFactorOffSubject: 'S’ha desactivat l’autenticació de dos factors',
  noticeSecondFactorOff:
    'L’autenticació de dos factors es va desactivar per al vostre compte {email} a {site} el {time}. Ara, en iniciar la sessió, només se us demana la contrasenya.',
  noticeSecondFactorRemovedSubject: 'Un administrador ha desactivat la vostra autenticació de dos factors',
  noticeSecondFactorRemoved:
    'Un administrador de {site} va desactivar l’autenticació de dos factors del vostre compte {email} el {time}. Ara, en iniciar la sessió, només se us demana la contrasenya.',
  noticeSetUpAgain: 'Podeu tornar-la a configurar des de la pàgina del vostre compte.',
  accountLinkLabel: 'Obre la pàgina del compte',
  noticeRemovedNotAsked: 'Si no ho heu demanat vós, poseu-vos en contacte amb el vostre administrador.',
  noticeSecondFactorFailuresSubject: 'S’han introduït codis de dos factors incorrectes al vostre compte',
  noticeSecondFactorFailures:
    'S’han introduït diversos codis de dos factors incorrectes per al vostre compte {email} a {site}, l’últim el {time}, després d’introduir-ne correctament la contrasenya.',
  noticeEmailSubject: 'S’ha canviat l’adreça electrònica',
  noticeEmail:
    'L’adreça electrònica del vostre compte {email} a {site} es va canviar el {time}. Ara el correu sobre el compte s’envia a l’adreça nova.',
  noticeNotYou:
    'Si no heu estat vós, és possible que algú altre conegui la vostra contrasenya: restabliu-la ara mateix i aviseu el vostre administrador.',
  noticeEmailNotYou:
    'Si no heu estat vós, aviseu ara mateix el vostre administrador: aquesta adreça ja no es pot fer servir per restablir la contrasenya.',
  resetLinkLabel: 'Restableix la contrasenya',
  linkWorksOnce: 'L’enllaç funciona una sola vegada, durant {duration}.',
  resetSubject: 'Restabliment de la contrasenya a {site}',
  resetIntro:
    'Algú, probablement vós, ha demanat restablir la contrasenya del vostre compte {email} a {site}.',
  resetButton: 'Tria una contrasenya nova',
  resetNotYou: 'Si no ho heu demanat vós, no feu cas d’aquest correu: la contrasenya continua igual.',
  invitationSubject: '{inviter} us ha convidat a {name} a {site}',
  invitationIntro:
    '{inviter} us ha convidat a crear un compte {email} a {site}, un servidor de Secret Push per compartir contrasenyes i altres secrets amb enllaços que caduquen.',
  invitationAdminIntro: 'En sereu un dels administradors.',
  invitationButton: 'Accepta la invitació',
  invitationWorksUntil: 'L’enllaç funciona una sola vegada, fins al {time}.',
  invitationNotYou: 'Si no esperàveu aquesta invitació, no feu cas d’aquest correu.',
  signupSubject: 'Confirmeu el registre a {site}',
  signupIntro: 'Algú, probablement vós, ha demanat un compte a {site} amb aquesta adreça.',
  signupButton: 'Confirma i tria una contrasenya',
  signupNotYou: 'Si no heu estat vós, no feu cas d’aquest correu: no es crearà cap compte.',
  signupExistingSubject: 'Ja teniu un compte a {site}',
  signupExistingIntro:
    'Algú, probablement vós, ha intentat registrar-se a {site} amb aquesta adreça, però aquesta adreça ja té un compte. Per iniciar la sessió sense la contrasenya, restabliu-la.',
  signInButton: 'Inicia la sessió',
  signupExistingNotYou:
    'Si no heu estat vós, no feu cas d’aquest correu: no ha canviat res del vostre compte.',
  emailChangeSubject: 'Confirmeu l’adreça electrònica nova a {site}',
  emailChangeIntro:
    'Heu demanat canviar l’adreça electrònica del vostre compte a {site} de {email} a aquesta adreça.',
  emailChangeButton: 'Confirma l’adreça nova',
  emailChangeNotYou: 'Si no ho heu demanat vós, no feu cas d’aquest correu: l’adreça continua igual.',
};
