import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Este servidor só aceita envios de utilizadores com sessão iniciada. Inicie sessão para enviar.',
  passphraseRequired: 'Este servidor exige aqui uma frase-passe. Comprimento mínimo: {min}.',
  sealedRequired: 'Este servidor só aceita envios selados (cifrados de ponta a ponta) deste tipo.',
  optionRequired: 'Este servidor exige esta opção.',
  gateRequiredAny:
    'Este servidor exige uma barreira: indique os endereços de e-mail dos destinatários, deixe apenas membros abrir a ligação ou indique intervalos de endereços.',
  gateRequiredEmail:
    'Este servidor exige os endereços de e-mail dos destinatários: só eles podem abrir a ligação.',
  gateRequiredMember: 'Este servidor exige que apenas membros com sessão iniciada possam abrir a ligação.',
  lifeInHours: 'Duração permitida neste servidor (horas): de {min} a {max}.',
  mailDomains: 'As ligações só podem ser enviadas para endereços de: {domains}.',
  textAnswersOff:
    'Os segredos de texto estão desativados neste servidor, pelo que só é possível responder com ficheiros.',
};
