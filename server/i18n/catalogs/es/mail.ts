import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Se cambió su contraseña',
  noticePassword: 'La contraseña de su cuenta {email} en {site} se cambió el {time}.',
  noticeSecondFactorOnSubject: 'Se activó la autenticación de dos factores',
  noticeSecondFactorOn:
    'Se activó la autenticación de dos factores en su cuenta {email} de {site} el {time}. Ahora, al iniciar sesión, se le pide un código de su aplicación de autenticación además de la contraseña.',
  noticeSecondFactorOffSubject: 'Se desactivó la autenticación de dos factores',
  noticeSecondFactorOff:
    'Se desactivó la autenticación de dos factores en su cuenta {email} de {site} el {time}. Ahora, al iniciar sesión, solo se le pide la contraseña.',
  noticeSecondFactorRemovedSubject: 'Un administrador desactivó su autenticación de dos factores',
  noticeSecondFactorRemoved:
    'Un administrador de {site} desactivó la autenticación de dos factores en su cuenta {email} el {time}. Ahora, al iniciar sesión, solo se le pide la contraseña.',
  noticeSetUpAgain: 'Puede volver a configurarla desde la página de su cuenta.',
  accountLinkLabel: 'Abrir la página de su cuenta',
  noticeRemovedNotAsked: 'Si no lo solicitó, póngase en contacto con su administrador.',
  noticeSecondFactorFailuresSubject: 'Se introdujeron códigos de dos factores incorrectos en su cuenta',
  noticeSecondFactorFailures:
    'Se introdujeron varios códigos de dos factores incorrectos para su cuenta {email} en {site}, el último el {time}, después de introducir correctamente su contraseña.',
  noticeEmailSubject: 'Se cambió su dirección de correo electrónico',
  noticeEmail:
    'La dirección de correo electrónico de su cuenta {email} en {site} se cambió el {time}. Los correos sobre la cuenta se envían ahora a la nueva dirección.',
  noticeNotYou:
    'Si no fue usted, puede que otra persona conozca su contraseña: restablézcala ahora y avise a su administrador.',
  noticeEmailNotYou:
    'Si no fue usted, avise ahora a su administrador: esta dirección ya no sirve para restablecer la contraseña.',
  resetLinkLabel: 'Restablecer la contraseña',
  linkWorksOnce: 'El enlace funciona una sola vez, durante {duration}.',
  resetSubject: 'Restablezca su contraseña en {site}',
  resetIntro: 'Alguien, probablemente usted, pidió restablecer la contraseña de su cuenta {email} en {site}.',
  resetButton: 'Elegir una contraseña nueva',
  resetNotYou: 'Si no lo pidió usted, ignore este correo: su contraseña no cambia.',
  invitationSubject: '{inviter} le ha invitado a {name} en {site}',
  invitationIntro:
    '{inviter} le ha invitado a crear una cuenta {email} en {site}, un servidor de Secret Push para compartir contraseñas y otros secretos mediante enlaces que caducan.',
  invitationAdminIntro: 'Será uno de sus administradores.',
  invitationButton: 'Aceptar la invitación',
  invitationWorksUntil: 'El enlace funciona una sola vez, hasta el {time}.',
  invitationNotYou: 'Si no esperaba esta invitación, ignore este correo.',
  signupSubject: 'Confirme su registro en {site}',
  signupIntro: 'Alguien, probablemente usted, pidió una cuenta en {site} con esta dirección.',
  signupButton: 'Confirmar y elegir una contraseña',
  signupNotYou: 'Si no fue usted, ignore este correo: no se creará ninguna cuenta.',
  signupExistingSubject: 'Ya tiene una cuenta en {site}',
  signupExistingIntro:
    'Alguien, probablemente usted, quiso registrarse en {site} con esta dirección, pero ya existe una cuenta con ella. Para iniciar sesión sin su contraseña, restablézcala.',
  signInButton: 'Iniciar sesión',
  signupExistingNotYou: 'Si no fue usted, ignore este correo: no ha cambiado nada en su cuenta.',
  emailChangeSubject: 'Confirme su nueva dirección de correo electrónico en {site}',
  emailChangeIntro:
    'Pidió cambiar la dirección de correo electrónico de su cuenta en {site} de {email} a esta dirección.',
  emailChangeButton: 'Confirmar la nueva dirección',
  emailChangeNotYou: 'Si no lo pidió usted, ignore este correo: la dirección no cambia.',
};
