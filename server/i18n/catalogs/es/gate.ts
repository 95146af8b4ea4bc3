import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Demuestre quién es',
  emailHeading: 'Este secreto es solo para su destinatario',
  emailAsk:
    'Introduzca su dirección de correo. Si el remitente la eligió, le enviamos un código que abre el secreto.',
  emailLabel: 'Su dirección de correo',
  sendCode: 'Enviarme un código',
  codeHeading: 'Introduzca el código de su correo',
  codeSent:
    'Si {email} puede abrir este secreto, se le está enviando un código. El código funciona una vez, en un plazo de {duration}.',
  codeLabel: 'Código',
  openWithCode: 'Continuar',
  wrongCode: 'Ese código es incorrecto o ha caducado.',
  otherAddress: 'Usar otra dirección',
  tooManyTitle: 'Demasiados intentos',
  tooManyText: 'Se han pedido o probado demasiados códigos. Vuelva a intentarlo más tarde.',
  networkTitle: 'No disponible desde aquí',
  networkText: 'Este secreto solo se puede abrir desde la red que eligió su remitente.',
  codeSubject: 'Su código para un secreto en {site}',
  codeMail: 'Su código para abrir el secreto compartido con usted en {site}: {code}',
  codeMailWorks: 'Funciona una vez, en un plazo de {duration}.',
  codeMailNotYou: 'Si no lo ha pedido, ignore este correo.',
  legend: 'Destinatario',
  emailsLabel: 'Solo estas direcciones o @dominios pueden abrirlo',
  emailsHint: 'Separadas por comas. El destinatario demuestra su dirección con un código que le enviamos.',
  mailLinkLabel: 'Enviar también el enlace secreto por correo a estas direcciones',
  mailLinkHint:
    'Cada dirección completa de arriba (no un @dominio) recibe el enlace en un correo propio, en el idioma del destinatario.',
  mailLinkNoAddress:
    'Para enviar el enlace por correo, introduce arriba al menos una dirección completa (name@example.com): un @dominio no tiene buzón.',
  membersLabel: 'Solo miembros de este servidor, con sesión iniciada',
  networksLabel: 'Solo desde estos rangos de direcciones',
  networksHint: 'Rangos CIDR IPv4 o IPv6, como 192.0.2.0/24, separados por comas.',
  burnLabel: 'Caducarlo tras este número de códigos o frases de contraseña erróneos',
  auditPassedCode: 'Abierto por {email}, verificado con un código enviado por correo',
  auditPassedMember: 'Abierto por {email} (con sesión iniciada)',
  auditPassedNetwork: 'Abierto desde una red permitida',
  auditRefused: 'Rechazado por el control de acceso',
  memberText: 'Solo los miembros de este servidor pueden abrirlo: inicie sesión y volverá aquí.',
};
