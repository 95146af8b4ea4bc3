import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Iniciar sessão',
  accountDeleted: 'A sua conta e os respetivos segredos foram eliminados.',
  signInIntro:
    'As contas são criadas pelo administrador deste servidor, que envia a cada novo utilizador uma ligação de convite. Ainda não tem conta? Peça um convite ao seu administrador.',
  email: 'E-mail',
  password: 'Palavra-passe',
  signInButton: 'Iniciar sessão',
  signInTooMany: 'Demasiadas tentativas de início de sessão. Aguarde 15 minutos e tente novamente.',
  signInNoMatch: 'Esse e-mail e essa palavra-passe não correspondem a nenhuma conta.',
  signInOr: 'Ou inicie sessão com o seu e-mail e a sua palavra-passe:',
  passwordSignInOff: 'Neste servidor, só é possível iniciar sessão com o início de sessão único.',
  tokenTitle: 'Token da API',
  tokenIntro:
    'Sessão iniciada como {email}. Ferramentas como a extensão Secret Push e os clientes pwpush utilizam um token da API para criar segredos em seu nome.',
  tokenReplaces:
    'Um novo token substitui o atual: tudo o que ainda utilize o token antigo deixa de funcionar.',
  tokenCreate: 'Criar um novo token da API',
  tokenReplaceTitle: 'Substituir o seu token da API?',
  tokenReplaceConfirm: 'Sim, substituir o token',
  newTokenTitle: 'O seu novo token da API',
  newTokenOnce: 'Este token só é mostrado uma vez. Copie-o agora e guarde-o num local seguro.',
  copyToken: 'Copiar o token',
  newTokenAfter:
    'O seu token anterior já não funciona. Se recarregar esta página, o token não voltará a ser mostrado.',
  accountTitle: 'A sua conta',
  signedInAs: 'Sessão iniciada como {email}.',
  yourApiToken: 'O seu token da API',
  passwordHeading: 'Alterar a palavra-passe',
  currentPassword: 'Palavra-passe atual',
  newPassword: 'Nova palavra-passe',
  passwordHint: {
    one: 'Pelo menos {count} caráter.',
    many: 'Pelo menos {count} de carateres.',
    other: 'Pelo menos {count} carateres.',
  },
  newPasswordAgain: 'Repita a nova palavra-passe',
  changePassword: 'Alterar a palavra-passe',
  languageHeading: 'Idioma',
  languageText:
    'As páginas são apresentadas neste idioma sempre que tiver sessão iniciada, em qualquer computador ou navegador.',
  languageLabel: 'Idioma das páginas',
  followBrowser: 'Seguir o navegador',
  saveLanguage: 'Guardar idioma',
  sessionsHeading: 'Outras sessões',
  sessionsText:
    'Tem sessão iniciada noutro computador ou num navegador que já não utiliza? Termine a sessão em todo o lado, exceto aqui.',
  signOutOthers: 'Terminar todas as outras sessões',
  deleteHeading: 'Eliminar a sua conta',
  deleteText:
    'Esta ação elimina a sua conta e todos os segredos ativos que criou: as respetivas ligações deixam de funcionar de imediato. O seu token da API também deixa de funcionar. Esta ação não pode ser anulada.',
  confirmEmail: 'Escreva o seu endereço de e-mail para confirmar',
  deleteButton: 'Eliminar a minha conta e os meus segredos',
  passwordChanged: 'A sua palavra-passe foi alterada. Todas as outras sessões foram terminadas.',
  sessionsEnded: 'Todas as outras sessões foram terminadas.',
  languageSaved: 'A sua preferência de idioma foi guardada.',
  wrongPassword: 'Essa não é a sua palavra-passe atual.',
  tooManyAttempts: 'Demasiadas tentativas. Aguarde 15 minutos e tente novamente.',
  newPasswordsDiffer: 'As duas novas palavras-passe não são iguais.',
  wrongEmail: 'Esse não é o endereço de e-mail desta conta.',
  lastAdmin:
    'É o único administrador: sem si, ninguém poderia convidar nem gerir utilizadores. Primeiro, torne outro utilizador administrador, na página de administração.',
  unknownLanguage: 'Escolha um idioma da lista.',
  passwordTooShort: {
    one: 'A palavra-passe tem de ter pelo menos {count} caráter.',
    many: 'A palavra-passe tem de ter pelo menos {count} de carateres.',
    other: 'A palavra-passe tem de ter pelo menos {count} carateres.',
  },
  passwordTooLong: {
    one: 'A palavra-passe pode ter no máximo {count} caráter.',
    many: 'A palavra-passe pode ter no máximo {count} de carateres.',
    other: 'A palavra-passe pode ter no máximo {count} carateres.',
  },
  setupTitle: 'Configurar o Secret Push',
  setupIntro:
    'Este servidor ainda não tem utilizadores. Crie o primeiro administrador: depois poderá convidar o resto da sua equipa.',
  invitationTitle: 'Criar a sua conta',
  invitationIntro:
    'Recebeu um convite para este servidor como {email}. Escolha uma palavra-passe para criar a sua conta.',
  passwordAgain: 'Repita a palavra-passe',
  createAdmin: 'Criar o administrador',
  createAccount: 'Criar a minha conta',
  badEmail: 'Introduza um endereço de e-mail, como name@example.com.',
  passwordsDiffer: 'As duas palavras-passe não são iguais.',
  emailTaken: 'Já existe uma conta com este endereço de e-mail. Inicie sessão com ela.',
  linkGoneTitle: 'Ligação inválida',
  linkGoneHeading: 'Esta ligação não é válida',
  linkGoneText:
    'Pode já ter sido utilizada, ter expirado ou ter sido revogada. Peça uma nova ao administrador.',
};
