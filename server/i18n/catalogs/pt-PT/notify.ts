import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Solicitação',
  viewSubject: 'O seu segredo «{name}» foi visualizado',
  viewSentence: 'O seu segredo «{name}» foi visualizado.',
  viewedByCode: 'Aberto por {email}, verificado por um código enviado.',
  viewedBySignIn: 'Aberto por {email} (com sessão iniciada).',
  failedPassphraseSubject: 'Foi introduzida uma frase-passe errada no seu segredo «{name}»',
  failedPassphraseSentence: 'Alguém introduziu uma frase-passe errada no seu segredo «{name}».',
  expireSubject: 'O seu segredo «{name}» expirou',
  expireSentence: 'O seu segredo «{name}» expirou: o conteúdo foi eliminado e a ligação já não funciona.',
  requestAnsweredSubject: 'A sua solicitação «{name}» foi respondida',
  requestAnsweredSentence: 'A sua solicitação «{name}» foi respondida.',
  testSubject: 'Notificação de teste',
  testSentence:
    'Este é um teste da sua página de notificações: as notificações sobre os seus segredos chegam-lhe aqui.',
  facts: 'Tipo: {kind}. Referência: {digest}. Hora: {time}.',
  webhookLine: '{sentence} ({kind}, referência {digest})',
  dashboardLink: 'Abrir o seu painel',
  why: 'Recebe esta mensagem porque escolheu ser avisado destes eventos. Pode alterar isso na sua página de notificações.',
};
