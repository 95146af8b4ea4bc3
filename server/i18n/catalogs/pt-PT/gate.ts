import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Prove quem é',
  emailHeading: 'Este segredo é só para o destinatário',
  emailAsk:
    'Introduza o seu endereço de e-mail. Se o remetente o escolheu, enviamos-lhe um código que abre o segredo.',
  emailLabel: 'O seu endereço de e-mail',
  sendCode: 'Enviar-me um código',
  codeHeading: 'Introduza o código do seu e-mail',
  codeSent:
    'Se {email} puder abrir este segredo, vai a caminho um código. O código funciona uma vez, dentro de {duration}.',
  codeLabel: 'Código',
  openWithCode: 'Continuar',
  wrongCode: 'Esse código está errado ou expirou.',
  otherAddress: 'Usar outro endereço',
  tooManyTitle: 'Demasiadas tentativas',
  tooManyText: 'Foram pedidos ou tentados demasiados códigos. Tente novamente mais tarde.',
  networkTitle: 'Indisponível a partir daqui',
  networkText: 'Este segredo só pode ser aberto a partir da rede escolhida pelo remetente.',
  codeSubject: 'O seu código para um segredo em {site}',
  codeMail: 'O seu código para abrir o segredo partilhado consigo em {site}: {code}',
  codeMailWorks: 'Funciona uma vez, dentro de {duration}.',
  codeMailNotYou: 'Se não o pediu, ignore este e-mail.',
  legend: 'Destinatário',
  emailsLabel: 'Só estes endereços ou @domínios o podem abrir',
  emailsHint: 'Separados por vírgulas. O destinatário prova o seu endereço com um código que lhe enviamos.',
  mailLinkLabel: 'Enviar também a ligação secreta por e-mail para estes endereços',
  mailLinkHint:
    'Cada endereço completo acima (não um @domínio) recebe a ligação num e-mail próprio, no idioma do destinatário.',
  mailLinkNoAddress:
    'Para enviar a ligação por e-mail, introduza acima pelo menos um endereço completo (name@example.com): um @domínio não tem caixa de correio.',
  membersLabel: 'Só membros deste servidor, com sessão iniciada',
  networksLabel: 'Só a partir destes intervalos de endereços',
  networksHint: 'Intervalos CIDR IPv4 ou IPv6, como 192.0.2.0/24, separados por vírgulas.',
  burnLabel: 'Fazê-lo expirar após este número de códigos ou frases-passe errados',
  auditPassedCode: 'Aberto por {email}, verificado por um código enviado',
  auditPassedMember: 'Aberto por {email} (com sessão iniciada)',
  auditPassedNetwork: 'Aberto a partir de uma rede permitida',
  auditRefused: 'Barrado pelo controlo de acesso',
  memberText: 'Só membros deste servidor o podem abrir: inicie sessão e voltará aqui.',
};
