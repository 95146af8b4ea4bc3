import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Petición',
  viewSubject: 'Se ha visto su envío «{name}»',
  viewSentence: 'Se ha visto su envío «{name}».',
  viewedByCode: 'Abierto por {email}, verificado con un código enviado por correo.',
  viewedBySignIn: 'Abierto por {email} (con sesión iniciada).',
  failedPassphraseSubject: 'Se ha introducido una frase de contraseña incorrecta para su envío «{name}»',
  failedPassphraseSentence:
    'Alguien ha introducido una frase de contraseña incorrecta para su envío «{name}».',
  expireSubject: 'Su envío «{name}» ha caducado',
  expireSentence: 'Su envío «{name}» ha caducado: su secreto se ha borrado y su enlace ya no funciona.',
  requestAnsweredSubject: 'Se ha respondido a su petición «{name}»',
  requestAnsweredSentence: 'Se ha respondido a su petición «{name}».',
  testSubject: 'Aviso de prueba',
  testSentence:
    'Esta es una prueba enviada desde su página de notificaciones: los avisos sobre sus envíos le llegan aquí.',
  facts: 'Tipo: {kind}. Referencia: {digest}. Hora: {time}.',
  webhookLine: '{sentence} ({kind}, referencia {digest})',
  dashboardLink: 'Abrir su panel',
  why: 'Recibe este correo porque pidió que se le avisara de estos eventos. Puede cambiarlo en su página de notificaciones.',
};
