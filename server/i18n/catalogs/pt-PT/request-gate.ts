import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Este pedido destina-se a uma só pessoa',
  emailAsk:
    'Introduza o seu endereço de e-mail. Se o requerente o escolheu, enviamos-lhe um código que abre o pedido.',
  codeSent:
    'Se {email} puder responder a este pedido, um código está a caminho. O código funciona uma vez, dentro de {duration}.',
  networkText: 'Este pedido só pode ser respondido a partir da rede escolhida pelo requerente.',
  codeSubject: 'O seu código para um pedido em {site}',
  codeMail: 'O seu código para responder ao pedido que lhe foi enviado em {site}: {code}',
  legend: 'Quem pode responder',
  emailsLabel: 'Apenas estes endereços ou @domínios podem responder',
  emailsHint: 'Separados por vírgulas. Quem responde comprova o endereço com um código enviado por e-mail.',
  emailUnavailable:
    'Este servidor não envia e-mails, pelo que não pode verificar um endereço: escolha membros ou intervalos de endereços.',
  notAccepted: 'Verifique estas entradas: endereços, @domínios ou intervalos de endereços como 192.0.2.0/24.',
  auditAnsweredCode: 'Respondido por {email}, verificado por um código enviado por e-mail',
  auditAnsweredMember: 'Respondido por {email} (com sessão iniciada)',
  auditAnsweredNetwork: 'Respondido a partir de uma rede permitida',
  answeredByCode: 'Respondido por {email}, verificado por um código enviado por e-mail.',
  answeredBySignIn: 'Respondido por {email} (com sessão iniciada).',
};
