import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Entrar',
  accountDeleted: 'Sua conta e seus segredos foram excluídos.',
  signInIntro:
    'As contas são criadas pelo administrador deste servidor, que envia a cada novo usuário um link de convite. Ainda não tem conta? Peça um convite ao seu administrador.',
  email: 'E-mail',
  password: 'Senha',
  signInButton: 'Entrar',
  signInTooMany: 'Tentativas de login demais. Aguarde 15 minutos e tente novamente.',
  signInNoMatch: 'Esse e-mail e essa senha não correspondem a nenhuma conta.',
  signInOr: 'Ou entre com seu e-mail e sua senha:',
  passwordSignInOff: 'Neste servidor, só é possível entrar com login único (SSO).',
  tokenTitle: 'Token de API',
  tokenIntro:
    'Conectado como {email}. Ferramentas como a extensão Secret Push e os clientes do pwpush usam um token de API para criar segredos em seu nome.',
  tokenReplaces: 'Um novo token substitui o atual: tudo o que ainda usa o token antigo deixa de funcionar.',
  tokenCreate: 'Criar um novo token de API',
  newTokenTitle: 'Seu novo token de API',
  newTokenOnce: 'Este token é mostrado apenas uma vez. Copie-o agora e guarde-o em um lugar seguro.',
  copyToken: 'Copiar o token',
  newTokenAfter:
    'Seu token anterior não funciona mais. Se você recarregar esta página, o token não será mostrado de novo.',
  accountTitle: 'Sua conta',
  signedInAs: 'Conectado como {email}.',
  yourApiToken: 'Seu token de API',
  passwordHeading: 'Alterar sua senha',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  passwordHint: {
    one: 'Pelo menos {count} caractere.',
    many: 'Pelo menos {count} de caracteres.',
    other: 'Pelo menos {count} caracteres.',
  },
  newPasswordAgain: 'Repita a nova senha',
  changePassword: 'Alterar senha',
  languageHeading: 'Idioma',
  languageText:
    'As páginas são exibidas neste idioma sempre que você estiver conectado, em qualquer computador ou navegador.',
  languageLabel: 'Idioma das páginas',
  followBrowser: 'Seguir o navegador',
  saveLanguage: 'Salvar idioma',
  sessionsHeading: 'Outras sessões',
  sessionsText:
    'Conectado em outro computador ou em um navegador que você não usa mais? Saia de todos os lugares, exceto deste.',
  signOutOthers: 'Encerrar todas as outras sessões',
  deleteHeading: 'Excluir sua conta',
  deleteText:
    'Isso exclui sua conta e todos os segredos ativos que você criou: os links deles param de funcionar na hora. Seu token de API também para de funcionar. Não é possível desfazer essa ação.',
  confirmEmail: 'Digite seu endereço de e-mail para confirmar',
  deleteButton: 'Excluir minha conta e meus segredos',
  passwordChanged: 'Sua senha foi alterada. Todas as outras sessões foram encerradas.',
  sessionsEnded: 'Todas as outras sessões foram encerradas.',
  languageSaved: 'Sua preferência de idioma foi salva.',
  wrongPassword: 'Essa não é sua senha atual.',
  tooManyAttempts: 'Tentativas demais. Aguarde 15 minutos e tente novamente.',
  newPasswordsDiffer: 'As duas novas senhas não são iguais.',
  wrongEmail: 'Esse não é o endereço de e-mail desta conta.',
  lastAdmin:
    'Você é o único administrador: sem você, ninguém poderia convidar ou gerenciar usuários. Primeiro torne outro usuário administrador, na página de administração.',
  unknownLanguage: 'Escolha um idioma da lista.',
  passwordTooShort: {
    one: 'A senha precisa ter pelo menos {count} caractere.',
    many: 'A senha precisa ter pelo menos {count} de caracteres.',
    other: 'A senha precisa ter pelo menos {count} caracteres.',
  },
  passwordTooLong: {
    one: 'A senha pode ter no máximo {count} caractere.',
    many: 'A senha pode ter no máximo {count} de caracteres.',
    other: 'A senha pode ter no máximo {count} caracteres.',
  },
  setupTitle: 'Configurar o Secret Push',
  setupIntro:
    'Este servidor ainda não tem nenhum usuário. Crie o primeiro administrador: depois você poderá convidar o resto da sua equipe.',
  invitationTitle: 'Criar sua conta',
  invitationIntro:
    'Você recebeu um convite para este servidor como {email}. Escolha uma senha para criar sua conta.',
  passwordAgain: 'Repita a senha',
  createAdmin: 'Criar o administrador',
  createAccount: 'Criar minha conta',
  badEmail: 'Digite um endereço de e-mail, como name@example.com.',
  passwordsDiffer: 'As duas senhas não são iguais.',
  emailTaken: 'Já existe uma conta com este endereço de e-mail. Entre com ela.',
  linkGoneTitle: 'Link inválido',
  linkGoneHeading: 'Este link não é válido',
  linkGoneText:
    'Ele pode já ter sido usado, ter expirado ou ter sido revogado. Peça um novo ao administrador.',
};
