import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Este servidor solo acepta envíos de usuarios con sesión iniciada. Inicie sesión para enviar.',
  passphraseRequired: 'Este servidor exige aquí una frase de contraseña. Longitud mínima: {min}.',
  sealedRequired: 'Este servidor solo acepta envíos sellados (cifrados de extremo a extremo) de este tipo.',
  optionRequired: 'Este servidor exige esta opción.',
  gateRequiredAny:
    'Este servidor exige una barrera: indique las direcciones de correo de los destinatarios, deje abrir el enlace solo a miembros o indique rangos de direcciones.',
  gateRequiredEmail:
    'Este servidor exige las direcciones de correo de los destinatarios: solo ellos pueden abrir el enlace.',
  gateRequiredMember: 'Este servidor exige que solo los miembros con sesión iniciada puedan abrir el enlace.',
  lifeInHours: 'Duración permitida en este servidor (horas): de {min} a {max}.',
  mailDomains: 'Los enlaces solo se pueden enviar a direcciones de: {domains}.',
  textAnswersOff:
    'Los envíos de texto están desactivados en este servidor, así que solo se puede responder con archivos.',
};
