import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'Este servidor só aceita envios de usuários conectados. Entre para enviar.',
  passphraseRequired: 'Este servidor exige uma frase secreta aqui. Tamanho mínimo: {min}.',
  sealedRequired: 'Este servidor só aceita envios selados (criptografados de ponta a ponta) deste tipo.',
  optionRequired: 'Este servidor exige esta opção.',
  gateRequiredAny:
    'Este servidor exige uma barreira: informe os endereços de e-mail dos destinatários, deixe só membros abrirem o link ou informe faixas de endereços.',
  gateRequiredEmail:
    'Este servidor exige os endereços de e-mail dos destinatários: só eles podem abrir o link.',
  gateRequiredMember: 'Este servidor exige que só membros conectados possam abrir o link.',
  lifeInHours: 'Duração permitida neste servidor (horas): de {min} a {max}.',
  mailDomains: 'Os links só podem ser enviados para endereços de: {domains}.',
  textAnswersOff:
    'Os segredos de texto estão desativados neste servidor, então só é possível responder com arquivos.',
};
