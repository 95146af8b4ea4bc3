import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Esqueceu sua senha?',
  signUpLink: 'Ainda não tem conta? Cadastre-se',
  changeEmailLink: 'Alterar seu endereço de e-mail',

  sendLink: 'Enviar o link',
  backToSignIn: 'Voltar para o login',
  tooManyRequests:
    'Solicitações demais para este endereço ou vindas da sua rede. Aguarde uma hora e tente novamente.',
  checkMailTitle: 'Confira seu e-mail',
  noMailArrived: 'Não chegou nada? Olhe na pasta de spam ou peça de novo daqui a alguns minutos.',

  resetTitle: 'Redefinir sua senha',
  resetIntro:
    'Digite o endereço de e-mail da sua conta e enviaremos um link para você escolher uma nova senha.',
  resetSent:
    'Se {email} tiver uma conta aqui, um link para escolher uma nova senha está a caminho. Ele funciona uma única vez, em até {duration}.',
  resetNoMailTitle: 'A redefinição de senha não está configurada',
  resetNoMail:
    'Este servidor não envia e-mails, então não pode enviar um link de redefinição. Peça ao seu administrador para definir uma nova senha para você: ele pode executar {command} com seu endereço de e-mail no servidor.',
  resetOffTitle: 'Não há senha para redefinir',
  resetOff:
    'Neste servidor, só é possível entrar com login único (SSO), então não há senha aqui para redefinir. Se você não consegue entrar, fale com seu administrador.',
  newPasswordTitle: 'Escolha uma nova senha',
  newPasswordIntro: 'Para sua conta {email}. Salvá-la encerra todas as suas sessões.',
  saveNewPassword: 'Salvar a nova senha',
  resetDoneTitle: 'Sua senha foi alterada',
  resetDone: 'Entre com sua nova senha. Todas as outras sessões foram encerradas.',
  resetLinkGone:
    'Este link de redefinição é desconhecido, já foi usado ou tem mais de uma hora. Além disso, cada nova solicitação substitui os links enviados antes dela.',
  askAgain: 'Pedir um novo link',

  signUpTitle: 'Cadastro',
  signUpIntro: 'Digite seu endereço de e-mail e enviaremos um link para confirmá-lo e escolher uma senha.',
  signUpAddressRefused:
    'Este servidor só aceita cadastros de alguns endereços de e-mail, e este não é um deles. Peça um convite a um administrador.',
  signUpSent: 'Enviamos um e-mail para {email}. Abra o link dele em até {duration} para continuar.',
  signUpOffTitle: 'O cadastro não está disponível',
  signUpOff:
    'Este servidor não permite que as pessoas se cadastrem por conta própria. Peça um convite a um administrador.',
  signUpNoMail:
    'O cadastro precisa de e-mail, e este servidor não envia e-mails. Peça um convite a um administrador: ele pode criar um na página de administração e passar o link para você.',
  signUpConfirmTitle: 'Escolha sua senha',
  signUpConfirmIntro: 'Seu endereço {email} foi confirmado. Escolha uma senha para criar sua conta.',
  signUpTakenTitle: 'Você já tem uma conta',
  signUpTaken: 'Já existe uma conta com este endereço. Redefina a senha dela para entrar.',
  signUpDoneTitle: 'Sua conta está pronta',
  signUpDone: 'Entre com seu endereço de e-mail e a senha que você escolheu.',
  signUpLinkGone: 'Este link de cadastro é desconhecido, já foi usado ou tem mais de um dia.',
  signUpAgain: 'Cadastrar-se de novo',

  emailChangeTitle: 'Alterar seu endereço de e-mail',
  emailChangeIntro:
    'Seu endereço é {email}. Enviaremos um link para o novo endereço; a alteração é feita quando você abrir esse link.',
  newEmail: 'Novo endereço de e-mail',
  sameEmail: 'Este já é o seu endereço.',
  emailChangeSent:
    'Enviamos um link para {email}. Seu endereço muda quando você abrir esse link, em até {duration}.',
  emailChangeSso:
    'Você entra com login único (SSO), e seu endereço de e-mail é mantido pelo seu provedor de identidade. Altere-o lá.',
  emailChangeNoMail:
    'Este servidor não envia e-mails, então não pode confirmar um novo endereço. Fale com seu administrador: ele pode convidar o novo endereço pela página de administração, como uma nova conta.',
  emailConfirmTitle: 'Confirme seu novo endereço de e-mail',
  emailConfirmIntro: 'Alterar o endereço da sua conta de {old} para {new}?',
  emailConfirmButton: 'Alterar o endereço',
  emailTaken: 'Outra conta já usa {email}, então o endereço não foi alterado.',
  emailChangedTitle: 'Seu endereço de e-mail foi alterado',
  emailChanged: 'O endereço da sua conta agora é {email}. Entre com ele daqui em diante.',
  emailLinkGone: 'Este link de confirmação é desconhecido, já foi usado ou tem mais de um dia.',
  backToAccount: 'Voltar para sua conta',

  inviteTextMailed:
    'O convite é um link para uma única pessoa, válido por {duration}: com ele, ela escolhe uma senha e entra. Ele é enviado para o endereço de e-mail dela.',
  sendInvitation: 'Enviar o convite',
  invitationMailed: 'O convite está a caminho de {email}.',
  invitationMailedLink:
    'Aqui está também o link, caso você prefira repassá-lo pessoalmente. Ele aparece só uma vez.',
};
