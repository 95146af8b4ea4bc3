import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Este servidor só aceita envios de utilizadores com sessão iniciada. Inicie sessão para enviar.',
  passphraseRequired: 'Este servidor exige aqui uma frase-passe. Comprimento mínimo: {min}.',
  sealedRequired: 'Este servidor só aceita envios selados (cifrados de ponta a ponta) deste tipo.',
  optionRequired: 'Este servidor exige esta opção.',
  lifeInHours: 'Duração permitida neste servidor (horas): de {min} a {max}.',
  mailDomains: 'As ligações só podem ser enviadas para endereços de: {domains}.',
  textAnswersOff:
    'Os segredos de texto estão desativados neste servidor, pelo que só é possível responder com ficheiros.',
};
