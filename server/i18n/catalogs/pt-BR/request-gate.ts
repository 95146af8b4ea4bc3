import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Este pedido é para uma só pessoa',
  emailAsk:
    'Digite seu endereço de e-mail. Se o solicitante o escolheu, enviamos um código que abre o pedido.',
  codeSent:
    'Se {email} puder responder a este pedido, um código está a caminho. O código funciona uma vez, dentro de {duration}.',
  networkText: 'Este pedido só pode ser respondido a partir da rede que o solicitante escolheu.',
  codeSubject: 'Seu código para um pedido em {site}',
  codeMail: 'Seu código para responder ao pedido enviado a você em {site}: {code}',
  legend: 'Quem pode responder',
  emailsLabel: 'Somente estes endereços ou @domínios podem responder',
  emailsHint: 'Separados por vírgulas. Quem responde comprova o endereço com um código enviado por e-mail.',
  emailUnavailable:
    'Este servidor não envia e-mails, então não pode verificar um endereço: escolha membros ou faixas de endereços.',
  notAccepted: 'Verifique estas entradas: endereços, @domínios ou faixas de endereços como 192.0.2.0/24.',
  auditAnsweredCode: 'Respondido por {email}, verificado por um código enviado por e-mail',
  auditAnsweredMember: 'Respondido por {email} (conectado)',
  auditAnsweredNetwork: 'Respondido a partir de uma rede permitida',
  answeredByCode: 'Respondido por {email}, verificado por um código enviado por e-mail.',
  answeredBySignIn: 'Respondido por {email} (conectado).',
};
