import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Esqueceu-se da palavra-passe?',
  signUpLink: 'Ainda não tem conta? Registe-se',
  changeEmailLink: 'Alterar o seu endereço de e-mail',

  sendLink: 'Enviar a ligação',
  backToSignIn: 'Voltar ao início de sessão',
  tooManyRequests:
    'Demasiados pedidos para este endereço ou a partir da sua rede. Aguarde uma hora e tente novamente.',
  checkMailTitle: 'Verifique o seu e-mail',
  noMailArrived: 'Não recebeu nada? Veja na pasta de spam ou volte a pedir daqui a alguns minutos.',

  resetTitle: 'Repor a palavra-passe',
  resetIntro:
    'Introduza o endereço de e-mail da sua conta e enviar-lhe-emos uma ligação para escolher uma nova palavra-passe.',
  resetSent:
    'Se {email} tiver uma conta aqui, está a caminho uma ligação para escolher uma nova palavra-passe. Funciona uma única vez, no prazo de {duration}.',
  resetNoMailTitle: 'A reposição da palavra-passe não está configurada',
  resetNoMail:
    'Este servidor não envia e-mails, pelo que não lhe pode enviar uma ligação de reposição. Peça ao seu administrador que defina uma nova palavra-passe para si: pode executar {command} com o seu endereço de e-mail no servidor.',
  resetOffTitle: 'Não há palavra-passe para repor',
  resetOff:
    'Neste servidor, só é possível iniciar sessão com o início de sessão único, pelo que não existe aqui nenhuma palavra-passe para repor. Se não conseguir iniciar sessão, fale com o seu administrador.',
  newPasswordTitle: 'Escolha uma nova palavra-passe',
  newPasswordIntro: 'Para a sua conta {email}. Guardá-la termina todas as suas sessões.',
  saveNewPassword: 'Guardar a nova palavra-passe',
  resetDoneTitle: 'A sua palavra-passe foi alterada',
  resetDone: 'Inicie sessão com a nova palavra-passe. Todas as outras sessões foram terminadas.',
  resetLinkGone:
    'Esta ligação de reposição é desconhecida, já foi utilizada ou tem mais de uma hora. Além disso, cada novo pedido substitui as ligações enviadas antes dele.',
  askAgain: 'Pedir uma nova ligação',

  signUpTitle: 'Registo',
  signUpIntro:
    'Introduza o seu endereço de e-mail e enviar-lhe-emos uma ligação para o confirmar e escolher uma palavra-passe.',
  signUpAddressRefused:
    'Este servidor só aceita registos de alguns endereços de e-mail, e este não é um deles. Peça um convite a um administrador.',
  signUpSent:
    'Enviámos um e-mail para {email}. Abra a ligação que contém no prazo de {duration} para continuar.',
  signUpOffTitle: 'O registo não está disponível',
  signUpOff:
    'Este servidor não permite que as pessoas se registem por si próprias. Peça um convite a um administrador.',
  signUpNoMail:
    'O registo precisa de e-mail, e este servidor não envia e-mails. Peça um convite a um administrador: pode criá-lo na página de administração e passar-lhe a ligação.',
  signUpConfirmTitle: 'Escolha a sua palavra-passe',
  signUpConfirmIntro:
    'O seu endereço {email} está confirmado. Escolha uma palavra-passe para criar a sua conta.',
  signUpTakenTitle: 'Já tem uma conta',
  signUpTaken:
    'Já existe uma conta com este endereço. Reponha a respetiva palavra-passe para iniciar sessão.',
  signUpDoneTitle: 'A sua conta está pronta',
  signUpDone: 'Inicie sessão com o seu endereço de e-mail e a palavra-passe que escolheu.',
  signUpLinkGone: 'Esta ligação de registo é desconhecida, já foi utilizada ou tem mais de um dia.',
  signUpAgain: 'Registar-se novamente',

  emailChangeTitle: 'Alterar o seu endereço de e-mail',
  emailChangeIntro:
    'O seu endereço é {email}. Enviaremos uma ligação para o novo endereço; a alteração é feita quando a abrir.',
  newEmail: 'Novo endereço de e-mail',
  sameEmail: 'Este já é o seu endereço.',
  emailChangeSent:
    'Enviámos uma ligação para {email}. O seu endereço muda quando a abrir, no prazo de {duration}.',
  emailChangeSso:
    'Inicia sessão com o início de sessão único, e o seu endereço de e-mail é gerido pelo seu fornecedor de identidade. Altere-o lá.',
  emailChangeNoMail:
    'Este servidor não envia e-mails, pelo que não pode confirmar um novo endereço. Fale com o seu administrador: pode convidar o novo endereço a partir da página de administração, como uma nova conta.',
  emailConfirmTitle: 'Confirme o seu novo endereço de e-mail',
  emailConfirmIntro: 'Alterar o endereço da sua conta de {old} para {new}?',
  emailConfirmButton: 'Alterar o endereço',
  emailTaken: 'Outra conta já utiliza {email}, pelo que o endereço não foi alterado.',
  emailChangedTitle: 'O seu endereço de e-mail foi alterado',
  emailChanged: 'O endereço da sua conta é agora {email}. A partir de agora, inicie sessão com ele.',
  emailLinkGone: 'Esta ligação de confirmação é desconhecida, já foi utilizada ou tem mais de um dia.',
  backToAccount: 'Voltar à sua conta',

  inviteTextMailed:
    'O convite é uma ligação para uma só pessoa, válida durante {duration}: permite-lhe escolher uma palavra-passe e iniciar sessão. É enviada para o endereço de e-mail dessa pessoa.',
  sendInvitation: 'Enviar o convite',
  invitationMailed: 'O convite está a caminho de {email}.',
  invitationMailedLink:
    'Aqui está também a ligação, se preferir passá-la pessoalmente. Só é mostrada uma vez.',
};
