import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: '¿Ha olvidado su contraseña?',
  signUpLink: '¿Aún no tiene cuenta? Regístrese',
  changeEmailLink: 'Cambiar su dirección de correo electrónico',
  sendLink: 'Enviar el enlace',
  backToSignIn: 'Volver al inicio de sesión',
  tooManyRequests:
    'Demasiadas solicitudes para esta dirección o desde su red. Espere una hora y vuelva a intentarlo.',
  checkMailTitle: 'Revise su correo',
  noMailArrived:
    '¿No le ha llegado nada? Mire en su carpeta de correo no deseado o vuelva a solicitarlo dentro de unos minutos.',
  resetTitle: 'Restablecer la contraseña',
  resetIntro:
    'Introduzca la dirección de correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
  resetSent:
    'Si {email} tiene una cuenta aquí, ya va de camino un enlace para elegir una contraseña nueva. Funciona una sola vez, durante {duration}.',
  resetNoMailTitle: 'El restablecimiento de contraseña no está configurado',
  resetNoMail:
    'Este servidor no envía correo electrónico, así que no puede enviarle un enlace de restablecimiento. Pida a su administrador que le asigne una contraseña nueva: puede ejecutar {command} en el servidor con su dirección de correo electrónico.',
  resetOffTitle: 'No hay ninguna contraseña que restablecer',
  resetOff:
    'Este servidor solo permite iniciar sesión mediante el inicio de sesión único, así que aquí no hay ninguna contraseña que restablecer. Si no puede iniciar sesión, consulte a su administrador.',
  newPasswordTitle: 'Elegir una contraseña nueva',
  newPasswordIntro:
    'Para su cuenta {email}. Al guardarla se cerrarán todas las sesiones que tenga iniciadas.',
  saveNewPassword: 'Guardar la contraseña nueva',
  resetDoneTitle: 'Se cambió su contraseña',
  resetDone: 'Inicie sesión con su contraseña nueva. Se cerraron todas sus demás sesiones.',
  resetLinkGone:
    'Este enlace de restablecimiento no se reconoce, ya se usó o tiene más de una hora. Además, cada nueva solicitud sustituye a los enlaces enviados antes.',
  askAgain: 'Pedir un enlace nuevo',
  signUpTitle: 'Registrarse',
  signUpIntro:
    'Introduzca su dirección de correo electrónico y le enviaremos un enlace para confirmarla y elegir una contraseña.',
  signUpAddressRefused:
    'Este servidor solo acepta registros de algunas direcciones de correo electrónico, y esta no es una de ellas. Pida una invitación a un administrador.',
  signUpSent:
    'Hemos enviado un correo a {email}. Para continuar, siga el enlace que contiene en un plazo de {duration}.',
  signUpOffTitle: 'El registro no está disponible',
  signUpOff:
    'Este servidor no permite que las personas se registren por su cuenta. Pida una invitación a un administrador.',
  signUpNoMail:
    'El registro necesita correo electrónico, y este servidor no lo envía. Pida una invitación a un administrador: puede crearla en la página de administración y pasarle el enlace.',
  signUpConfirmTitle: 'Elegir su contraseña',
  signUpConfirmIntro: 'Su dirección {email} está confirmada. Elija una contraseña para crear su cuenta.',
  signUpTakenTitle: 'Ya tiene una cuenta',
  signUpTaken: 'Ya existe una cuenta con esta dirección. Restablezca su contraseña para iniciar sesión.',
  signUpDoneTitle: 'Su cuenta está lista',
  signUpDone: 'Inicie sesión con su dirección de correo electrónico y la contraseña que eligió.',
  signUpLinkGone: 'Este enlace de registro no se reconoce, ya se usó o tiene más de un día.',
  signUpAgain: 'Volver a registrarse',
  emailChangeTitle: 'Cambiar su dirección de correo electrónico',
  emailChangeIntro:
    'Su dirección es {email}. Enviaremos un enlace a la nueva dirección; el cambio se hará cuando lo siga.',
  newEmail: 'Nueva dirección de correo electrónico',
  sameEmail: 'Esa ya es su dirección.',
  emailChangeSent:
    'Hemos enviado un enlace a {email}. Su dirección cambiará cuando lo siga, en un plazo de {duration}.',
  emailChangeSso:
    'Usted inicia sesión mediante el inicio de sesión único, y su proveedor de identidad gestiona su dirección de correo electrónico. Cámbiela allí.',
  emailChangeNoMail:
    'Este servidor no envía correo electrónico, así que no puede confirmar una dirección nueva. Consulte a su administrador: puede invitar a la nueva dirección desde la página de administración, como una cuenta nueva.',
  emailConfirmTitle: 'Confirmar su nueva dirección de correo electrónico',
  emailConfirmIntro: '¿Cambiar la dirección de su cuenta de {old} a {new}?',
  emailConfirmButton: 'Cambiar la dirección',
  emailTaken: 'Otra cuenta ya usa {email}, así que no se cambió la dirección.',
  emailChangedTitle: 'Se cambió su dirección de correo electrónico',
  emailChanged: 'La dirección de su cuenta es ahora {email}. A partir de ahora, inicie sesión con ella.',
  emailLinkGone: 'Este enlace de confirmación no se reconoce, ya se usó o tiene más de un día.',
  backToAccount: 'Volver a su cuenta',
  inviteTextMailed:
    'La invitación es un enlace para una sola persona, válido durante {duration}: le permite elegir una contraseña e iniciar sesión. Se envía a su dirección de correo electrónico.',
  sendInvitation: 'Enviar la invitación',
  invitationMailed: 'La invitación va de camino a {email}.',
  invitationMailedLink:
    'Aquí tiene también su enlace, por si prefiere pasarlo usted mismo. Solo se muestra una vez.',
};
