import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Pedido',
  viewSubject: 'Seu segredo “{name}” foi visualizado',
  viewSentence: 'Seu segredo “{name}” foi visualizado.',
  viewedByCode: 'Aberto por {email}, verificado por um código enviado.',
  viewedBySignIn: 'Aberto por {email} (conectado).',
  failedPassphraseSubject: 'Uma frase secreta incorreta foi digitada para seu segredo “{name}”',
  failedPassphraseSentence: 'Alguém digitou uma frase secreta incorreta para seu segredo “{name}”.',
  expireSubject: 'Seu segredo “{name}” expirou',
  expireSentence: 'Seu segredo “{name}” expirou: o conteúdo foi excluído e o link não funciona mais.',
  requestAnsweredSubject: 'Seu pedido “{name}” foi respondido',
  requestAnsweredSentence: 'Seu pedido “{name}” foi respondido.',
  testSubject: 'Notificação de teste',
  testSentence:
    'Este é um teste da sua página de notificações: as notificações sobre seus segredos chegam até você aqui.',
  facts: 'Tipo: {kind}. Referência: {digest}. Horário: {time}.',
  webhookLine: '{sentence} ({kind}, referência {digest})',
  dashboardLink: 'Abrir seu painel',
  why: 'Você recebe este e-mail porque escolheu ser avisado desses eventos. Você pode mudar isso na sua página de notificações.',
};
