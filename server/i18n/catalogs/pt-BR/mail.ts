import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Sua senha foi alterada',
  noticePassword: 'A senha da sua conta {email} em {site} foi alterada em {time}.',
  noticeSecondFactorOnSubject: 'A autenticação de dois fatores foi ativada',
  noticeSecondFactorOn:
    'A autenticação de dois fatores foi ativada na sua conta {email} em {site} em {time}. Agora, para entrar, é preciso informar um código do seu aplicativo autenticador além da senha.',
  noticeSecondFactorOffSubject: 'A autenticação de dois fatores foi desativada',
  noticeSecondFactorOff:
    'A autenticação de dois fatores foi desativada na sua conta {email} em {site} em {time}. Agora, para entrar, basta informar a senha.',
  noticeSecondFactorRemovedSubject: 'Um administrador desativou sua autenticação de dois fatores',
  noticeSecondFactorRemoved:
    'Um administrador de {site} desativou a autenticação de dois fatores na sua conta {email} em {time}. Agora, para entrar, basta informar a senha.',
  noticeSetUpAgain: 'Você pode configurá-la de novo na página da sua conta.',
  accountLinkLabel: 'Abrir a página da sua conta',
  noticeRemovedNotAsked: 'Se você não pediu isso, fale com seu administrador.',
  noticeSecondFactorFailuresSubject: 'Códigos de dois fatores incorretos foram digitados na sua conta',
  noticeSecondFactorFailures:
    'Vários códigos de dois fatores incorretos foram digitados para a sua conta {email} em {site}, o último em {time}, depois que a senha foi digitada corretamente.',
  noticeEmailSubject: 'Seu endereço de e-mail foi alterado',
  noticeEmail:
    'O endereço de e-mail da sua conta {email} em {site} foi alterado em {time}. Os e-mails sobre a conta agora vão para o novo endereço.',
  noticeNotYou:
    'Se não foi você, outra pessoa pode saber sua senha: redefina-a agora e avise seu administrador.',
  noticeEmailNotYou:
    'Se não foi você, avise seu administrador agora: este endereço não pode mais ser usado para redefinir a senha.',
  resetLinkLabel: 'Redefinir sua senha',
  linkWorksOnce: 'O link funciona uma única vez, dentro de {duration}.',
  resetSubject: 'Redefina sua senha em {site}',
  resetIntro: 'Alguém, provavelmente você, pediu para redefinir a senha da sua conta {email} em {site}.',
  resetButton: 'Escolher uma nova senha',
  resetNotYou: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  invitationSubject: '{inviter} convidou você para o {name} em {site}',
  invitationIntro:
    '{inviter} convidou você para criar uma conta {email} em {site}, um servidor Secret Push para compartilhar senhas e outros segredos por meio de links que expiram.',
  invitationAdminIntro: 'Você terá acesso de administrador.',
  invitationButton: 'Aceitar o convite',
  invitationWorksUntil: 'O link funciona uma única vez, até {time}.',
  invitationNotYou: 'Se você não esperava este convite, ignore este e-mail.',
  signupSubject: 'Confirme seu cadastro em {site}',
  signupIntro: 'Alguém, provavelmente você, pediu uma conta em {site} com este endereço.',
  signupButton: 'Confirmar e escolher uma senha',
  signupNotYou: 'Se não foi você, ignore este e-mail: nenhuma conta será criada.',
  signupExistingSubject: 'Você já tem uma conta em {site}',
  signupExistingIntro:
    'Alguém, provavelmente você, tentou se cadastrar em {site} com este endereço, mas ele já tem uma conta. Se você não lembra a senha, redefina-a para entrar.',
  signInButton: 'Entrar',
  signupExistingNotYou: 'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
  emailChangeSubject: 'Confirme seu novo endereço de e-mail em {site}',
  emailChangeIntro:
    'Você pediu para alterar o endereço de e-mail da sua conta em {site} de {email} para este endereço.',
  emailChangeButton: 'Confirmar o novo endereço',
  emailChangeNotYou: 'Se você não pediu isso, ignore este e-mail: o endereço continua o mesmo.',
};
