import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Este servidor solo acepta envíos de usuarios con sesión iniciada. Inicie sesión para enviar.',
  passphraseRequired: 'Este servidor exige aquí una frase de contraseña. Longitud mínima: {min}.',
  sealedRequired: 'Este servidor solo acepta envíos sellados (cifrados de extremo a extremo) de este tipo.',
  optionRequired: 'Este servidor exige esta opción.',
  lifeInHours: 'Duración permitida en este servidor (horas): de {min} a {max}.',
  mailDomains: 'Los enlaces solo se pueden enviar a direcciones de: {domains}.',
  textAnswersOff:
    'Los envíos de texto están desactivados en este servidor, así que solo se puede responder con archivos.',
};
