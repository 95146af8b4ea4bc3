import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Iniciar sesión',
  accountDeleted: 'Se eliminaron su cuenta y sus envíos.',
  signInIntro:
    'Las cuentas las crea el administrador de este servidor, que envía a cada nuevo usuario un enlace de invitación. ¿Aún no tiene cuenta? Pida una invitación a su administrador.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signInButton: 'Iniciar sesión',
  signInTooMany: 'Demasiados intentos de inicio de sesión. Espere 15 minutos y vuelva a intentarlo.',
  signInNoMatch: 'Ese correo electrónico y esa contraseña no corresponden a ninguna cuenta.',
  signInOr: 'O inicie sesión con su correo electrónico y su contraseña:',
  passwordSignInOff: 'Este servidor solo permite iniciar sesión mediante el inicio de sesión único.',
  tokenTitle: 'Token de API',
  tokenIntro:
    'Ha iniciado sesión como {email}. Herramientas como la extensión Secret Push y los clientes de pwpush usan un token de API para crear envíos en su nombre.',
  tokenReplaces:
    'Crear un token nuevo sustituye al actual: todo lo que aún use el token anterior dejará de funcionar.',
  tokenCreate: 'Crear un token de API nuevo',
  tokenReplaceTitle: '¿Sustituir su token de API?',
  tokenReplaceConfirm: 'Sí, sustituir el token',
  newTokenTitle: 'Su nuevo token de API',
  newTokenOnce: 'Este token solo se muestra una vez. Cópielo ahora y guárdelo en un lugar seguro.',
  copyToken: 'Copiar el token',
  newTokenAfter:
    'Su token anterior ya no funciona. Si vuelve a cargar esta página, el token no se mostrará de nuevo.',
  accountTitle: 'Su cuenta',
  signedInAs: 'Ha iniciado sesión como {email}.',
  yourApiToken: 'Su token de API',
  passwordHeading: 'Cambiar la contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  passwordHint: {
    one: 'Al menos {count} carácter.',
    many: 'Al menos {count} de caracteres.',
    other: 'Al menos {count} caracteres.',
  },
  newPasswordAgain: 'Repita la contraseña nueva',
  changePassword: 'Cambiar la contraseña',
  languageHeading: 'Idioma',
  languageText:
    'Las páginas se muestran en este idioma siempre que haya iniciado sesión, en cualquier equipo o navegador.',
  languageLabel: 'Idioma de las páginas',
  followBrowser: 'El del navegador',
  saveLanguage: 'Guardar el idioma',
  sessionsHeading: 'Otras sesiones',
  sessionsText:
    '¿Tiene la sesión iniciada en otro equipo o en un navegador que ya no usa? Cierre la sesión en todas partes excepto aquí.',
  signOutOthers: 'Cerrar todas las demás sesiones',
  deleteHeading: 'Eliminar su cuenta',
  deleteText:
    'Esto elimina su cuenta y todos los envíos activos que haya creado: sus enlaces dejan de funcionar de inmediato. Su token de API también deja de funcionar. Esta acción no se puede deshacer.',
  confirmEmail: 'Escriba su dirección de correo electrónico para confirmar',
  deleteButton: 'Eliminar mi cuenta y mis envíos',
  passwordChanged: 'Se cambió su contraseña. Se cerraron todas las demás sesiones.',
  sessionsEnded: 'Se cerraron todas las demás sesiones.',
  languageSaved: 'Se guardó su preferencia de idioma.',
  wrongPassword: 'Esa no es su contraseña actual.',
  tooManyAttempts: 'Demasiados intentos. Espere 15 minutos y vuelva a intentarlo.',
  newPasswordsDiffer: 'Las dos contraseñas nuevas no coinciden.',
  wrongEmail: 'Esa no es la dirección de correo electrónico de esta cuenta.',
  lastAdmin:
    'Usted es el único administrador: sin usted, nadie podría invitar ni gestionar usuarios. Primero haga administrador a otro usuario, en la página de administración.',
  unknownLanguage: 'Elija un idioma de la lista.',
  passwordTooShort: {
    one: 'La contraseña debe tener al menos {count} carácter.',
    many: 'La contraseña debe tener al menos {count} de caracteres.',
    other: 'La contraseña debe tener al menos {count} caracteres.',
  },
  passwordTooLong: {
    one: 'La contraseña puede tener como máximo {count} carácter.',
    many: 'La contraseña puede tener como máximo {count} de caracteres.',
    other: 'La contraseña puede tener como máximo {count} caracteres.',
  },
  setupTitle: 'Configurar Secret Push',
  setupIntro:
    'Este servidor aún no tiene usuarios. Cree el primer administrador: después podrá invitar al resto de su equipo.',
  invitationTitle: 'Crear su cuenta',
  invitationIntro:
    'Ha recibido una invitación a este servidor como {email}. Elija una contraseña para crear su cuenta.',
  passwordAgain: 'Repita la contraseña',
  createAdmin: 'Crear el administrador',
  createAccount: 'Crear mi cuenta',
  badEmail: 'Introduzca una dirección de correo electrónico, como name@example.com.',
  passwordsDiffer: 'Las dos contraseñas no coinciden.',
  emailTaken: 'Ya existe una cuenta con esta dirección de correo electrónico. Inicie sesión con ella.',
  linkGoneTitle: 'Enlace no válido',
  linkGoneHeading: 'Este enlace no es válido',
  linkGoneText:
    'Puede que ya se haya usado, que haya caducado o que se haya revocado. Pida uno nuevo al administrador.',
};
