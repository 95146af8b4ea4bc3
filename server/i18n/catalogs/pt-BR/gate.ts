import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Prove quem você é',
  emailHeading: 'Este segredo é só para o destinatário',
  emailAsk:
    'Digite seu endereço de e-mail. Se o remetente o escolheu, enviaremos um código que abre o segredo.',
  emailLabel: 'Seu endereço de e-mail',
  sendCode: 'Enviar um código',
  codeHeading: 'Digite o código do seu e-mail',
  codeSent:
    'Se {email} puder abrir este segredo, um código está a caminho. O código funciona uma vez, dentro de {duration}.',
  codeLabel: 'Código',
  openWithCode: 'Continuar',
  wrongCode: 'Esse código está errado ou expirou.',
  otherAddress: 'Usar outro endereço',
  tooManyTitle: 'Tentativas demais',
  tooManyText: 'Foram pedidos ou tentados códigos demais. Tente novamente mais tarde.',
  networkTitle: 'Indisponível daqui',
  networkText: 'Este segredo só pode ser aberto da rede escolhida pelo remetente.',
  codeSubject: 'Seu código para um segredo em {site}',
  codeMail: 'Seu código para abrir o segredo compartilhado com você em {site}: {code}',
  codeMailWorks: 'Ele funciona uma vez, dentro de {duration}.',
  codeMailNotYou: 'Se você não o pediu, ignore este e-mail.',
  legend: 'Destinatário',
  emailsLabel: 'Só estes endereços ou @domínios podem abri-lo',
  emailsHint: 'Separados por vírgulas. O destinatário prova seu endereço com um código enviado a ele.',
  mailLinkLabel: 'Enviar também o link secreto por e-mail para estes endereços',
  mailLinkHint:
    'Cada endereço completo acima (não um @domínio) recebe o link em um e-mail próprio, no idioma do destinatário.',
  mailLinkNoAddress:
    'Para enviar o link por e-mail, informe acima pelo menos um endereço completo (name@example.com): um @domínio não tem caixa de correio.',
  membersLabel: 'Só membros deste servidor, conectados',
  networksLabel: 'Só destas faixas de endereços',
  networksHint: 'Faixas CIDR IPv4 ou IPv6, como 192.0.2.0/24, separadas por vírgulas.',
  burnLabel: 'Expirar depois desta quantidade de códigos ou frases secretas erradas',
  auditPassedCode: 'Aberto por {email}, verificado por um código enviado',
  auditPassedMember: 'Aberto por {email} (conectado)',
  auditPassedNetwork: 'Aberto de uma rede permitida',
  auditRefused: 'Barrado pelo controle de acesso',
  memberText: 'Só membros deste servidor podem abri-lo: entre e você voltará para cá.',
};
