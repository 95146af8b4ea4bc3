import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Inicia la sessió',
  accountDeleted: 'S’han suprimit el vostre compte i els seus enviaments.',
  signInIntro:
    'Els comptes els crea l’administrador d’aquest servidor, que envia a cada usuari nou un enllaç d’invitació. Encara no teniu compte? Demaneu una invitació al vostre administrador.',
  email: 'Correu electrònic',
  password: 'Contrasenya',
  signInButton: 'Inicia la sessió',
  signInTooMany: 'Massa intents d’inici de sessió. Espereu 15 minuts i torneu-ho a provar.',
  signInNoMatch: 'Aquest correu electrònic i aquesta contrasenya no corresponen a cap compte.',
  signInOr: 'O inicieu la sessió amb el correu electrònic i la contrasenya:',
  passwordSignInOff: 'Aquest servidor només permet iniciar la sessió amb l’inici de sessió únic.',
  tokenTitle: 'Testimoni de l’API',
  tokenIntro:
    'Heu iniciat la sessió com a {email}. Eines com l’extensió Secret Push i els clients de pwpush fan servir un testimoni de l’API per crear enviaments en nom vostre.',
  tokenReplaces:
    'Un testimoni nou substitueix l’actual: tot el que encara faci servir el testimoni antic deixarà de funcionar.',
  tokenCreate: 'Crea un testimoni de l’API nou',
  tokenReplaceTitle: 'Voleu substituir el testimoni de l’API?',
  tokenReplaceConfirm: 'Sí, substitueix el testimoni',
  newTokenTitle: 'El vostre testimoni de l’API nou',
  newTokenOnce: 'Aquest testimoni només es mostra una vegada. Copieu-lo ara i deseu-lo en un lloc segur.',
  copyToken: 'Copia el testimoni',
  newTokenAfter:
    'El testimoni anterior ja no funciona. Si torneu a carregar aquesta pàgina, el testimoni no es tornarà a mostrar.',
  accountTitle: 'El vostre compte',
  signedInAs: 'Heu iniciat la sessió com a {email}.',
  yourApiToken: 'El vostre testimoni de l’API',
  passwordHeading: 'Canvi de contrasenya',
  currentPassword: 'Contrasenya actual',
  newPassword: 'Contrasenya nova',
  passwordHint: {
    one: 'Com a mínim {count} caràcter.',
    many: 'Com a mínim {count} de caràcters.',
    other: 'Com a mínim {count} caràcters.',
  },
  newPasswordAgain: 'Repetiu la contrasenya nova',
  changePassword: 'Canvia la contrasenya',
  languageHeading: 'Llengua',
  languageText:
    'Les pàgines es mostren en aquesta llengua sempre que hàgiu iniciat la sessió, en qualsevol ordinador o navegador.',
  languageLabel: 'Llengua de les pàgines',
  followBrowser: 'La del navegador',
  saveLanguage: 'Desa la llengua',
  sessionsHeading: 'Altres sessions',
  sessionsText:
    'Teniu la sessió iniciada en un altre ordinador o en un navegador que ja no feu servir? Tanqueu la sessió a tot arreu excepte aquí.',
  signOutOthers: 'Tanca totes les altres sessions',
  deleteHeading: 'Supressió del compte',
  deleteText:
    'Això suprimeix el vostre compte i tots els enviaments actius que heu fet: els seus enllaços deixen de funcionar immediatament. El vostre testimoni de l’API també deixa de funcionar. Això no es pot desfer.',
  confirmEmail: 'Escriviu la vostra adreça electrònica per confirmar-ho',
  deleteButton: 'Suprimeix el meu compte i els meus enviaments',
  passwordChanged: 'S’ha canviat la contrasenya. S’han tancat totes les altres sessions.',
  sessionsEnded: 'S’han tancat totes les altres sessions.',
  languageSaved: 'S’ha desat la preferència de llengua.',
  wrongPassword: 'Aquesta no és la vostra contrasenya actual.',
  tooManyAttempts: 'Massa intents. Espereu 15 minuts i torneu-ho a provar.',
  newPasswordsDiffer: 'Les dues contrasenyes noves no coincideixen.',
  wrongEmail: 'Aquesta no és l’adreça electrònica d’aquest compte.',
  lastAdmin:
    'Sou l’únic administrador: sense vós, ningú no podria convidar ni gestionar usuaris. Primer feu administrador un altre usuari, a la pàgina d’administració.',
  unknownLanguage: 'Trieu una llengua de la llista.',
  passwordTooShort: {
    one: 'Una contrasenya ha de tenir com a mínim {count} caràcter.',
    many: 'Una contrasenya ha de tenir com a mínim {count} de caràcters.',
    other: 'Una contrasenya ha de tenir com a mínim {count} caràcters.',
  },
  passwordTooLong: {
    one: 'Una contrasenya pot tenir com a màxim {count} caràcter.',
    many: 'Una contrasenya pot tenir com a màxim {count} de caràcters.',
    other: 'Una contrasenya pot tenir com a màxim {count} caràcters.',
  },
  setupTitle: 'Configuració de Secret Push',
  setupIntro:
    'Aquest servidor encara no té cap usuari. Creeu el primer administrador: després podreu convidar la resta del vostre equip.',
  invitationTitle: 'Creació del compte',
  invitationIntro:
    'Us han convidat a aquest servidor com a {email}. Trieu una contrasenya per crear el vostre compte.',
  passwordAgain: 'Repetiu la contrasenya',
  createAdmin: 'Crea l’administrador',
  createAccount: 'Crea el meu compte',
  badEmail: 'Introduïu una adreça electrònica, com ara name@example.com.',
  passwordsDiffer: 'Les dues contrasenyes no coincideixen.',
  emailTaken: 'Ja hi ha un compte amb aquesta adreça electrònica. Inicieu-hi la sessió.',
  linkGoneTitle: 'Enllaç no vàlid',
  linkGoneHeading: 'Aquest enllaç no és vàlid',
  linkGoneText:
    'Potser ja s’ha fet servir, ha caducat o s’ha revocat. Demaneu-ne un de nou a l’administrador.',
};
