import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Esta solicitud es solo para una persona',
  emailAsk:
    'Introduzca su dirección de correo. Si el solicitante la eligió, le enviamos un código que abre la solicitud.',
  codeSent:
    'Si {email} puede responder a esta solicitud, un código va de camino. El código sirve una vez, en un plazo de {duration}.',
  networkText: 'Esta solicitud solo puede responderse desde la red que eligió el solicitante.',
  codeSubject: 'Su código para una solicitud en {site}',
  codeMail: 'Su código para responder a la solicitud que le enviaron en {site}: {code}',
  legend: 'Quién puede responder',
  emailsLabel: 'Solo estas direcciones o @dominios pueden responder',
  emailsHint: 'Separadas por comas. Quien responde demuestra su dirección con un código enviado por correo.',
  emailUnavailable:
    'Este servidor no envía correo, así que no puede comprobar una dirección: elija miembros o rangos de direcciones.',
  notAccepted: 'Revise estas entradas: direcciones, @dominios o rangos de direcciones como 192.0.2.0/24.',
  auditAnsweredCode: 'Respondida por {email}, verificado con un código enviado por correo',
  auditAnsweredMember: 'Respondida por {email} (con sesión iniciada)',
  auditAnsweredNetwork: 'Respondida desde una red permitida',
  answeredByCode: 'Respondida por {email}, verificado con un código enviado por correo.',
  answeredBySignIn: 'Respondida por {email} (con sesión iniciada).',
};
