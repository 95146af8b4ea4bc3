import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'A sua palavra-passe foi alterada',
  noticePassword: 'A palavra-passe da sua conta {email} em {site} foi alterada em {time}.',
  noticeSecondFactorOnSubject: 'A autenticação de dois fatores foi ativada',
  noticeSecondFactorOn:
    'A autenticação de dois fatores foi ativada na sua conta {email} em {site} em {time}. A partir de agora, para iniciar sessão, é pedido um código da sua aplicação de autenticação, além da palavra-passe.',
  noticeSecondFactorOffSubject: 'A autenticação de dois fatores foi desativada',
  noticeSecondFactorOff:
    'A autenticação de dois fatores foi desativada na sua conta {email} em {site} em {time}. A partir de agora, para iniciar sessão, só é pedida a palavra-passe.',
  noticeSecondFactorRemovedSubject: 'Um administrador desativou a sua autenticação de dois fatores',
  noticeSecondFactorRemoved:
    'Um administrador de {site} desativou a autenticação de dois fatores na sua conta {email} em {time}. A partir de agora, para iniciar sessão, só é pedida a palavra-passe.',
  noticeSetUpAgain: 'Pode voltar a configurá-la na página da sua conta.',
  accountLinkLabel: 'Abrir a página da sua conta',
  noticeRemovedNotAsked: 'Se não pediu esta alteração, contacte o seu administrador.',
  noticeSecondFactorFailuresSubject: 'Foram introduzidos códigos de dois fatores errados na sua conta',
  noticeSecondFactorFailures:
    'Foram introduzidos vários códigos de dois fatores errados para a sua conta {email} em {site}, o último em {time}, depois de a palavra-passe ter sido introduzida corretamente.',
  noticeEmailSubject: 'O seu endereço de e-mail foi alterado',
  noticeEmail:
    'O endereço de e-mail da sua conta {email} em {site} foi alterado em {time}. As mensagens sobre a conta passam a ser enviadas para o novo endereço.',
  noticeNotYou:
    'Se não reconhece esta alteração, outra pessoa pode saber a sua palavra-passe: reponha-a já e informe o seu administrador.',
  noticeEmailNotYou:
    'Se não reconhece esta alteração, informe já o seu administrador: este endereço deixou de poder ser usado para repor a palavra-passe.',
  resetLinkLabel: 'Repor a palavra-passe',
  linkWorksOnce: 'A ligação funciona uma única vez, no prazo de {duration}.',
  resetSubject: 'Reponha a sua palavra-passe em {site}',
  resetIntro: 'Foi pedida a reposição da palavra-passe da sua conta {email} em {site}, provavelmente por si.',
  resetButton: 'Escolher uma nova palavra-passe',
  resetNotYou: 'Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.',
  invitationSubject: '{inviter} convidou-o para o {name} em {site}',
  invitationIntro:
    '{inviter} convidou-o a criar uma conta {email} em {site}, um servidor Secret Push para partilhar palavras-passe e outros segredos através de ligações que expiram.',
  invitationAdminIntro: 'Terá acesso de administrador.',
  invitationButton: 'Aceitar o convite',
  invitationWorksUntil: 'A ligação funciona uma única vez, até {time}.',
  invitationNotYou: 'Se não esperava este convite, ignore esta mensagem.',
  signupSubject: 'Confirme o seu registo em {site}',
  signupIntro: 'Foi pedida uma conta em {site} com este endereço, provavelmente por si.',
  signupButton: 'Confirmar e escolher uma palavra-passe',
  signupNotYou: 'Se não fez este pedido, ignore esta mensagem: não será criada nenhuma conta.',
  signupExistingSubject: 'Já tem uma conta em {site}',
  signupExistingIntro:
    'Foi pedido um registo em {site} com este endereço, provavelmente por si, mas este endereço já tem uma conta. Se não se lembra da palavra-passe, reponha-a para iniciar sessão.',
  signInButton: 'Iniciar sessão',
  signupExistingNotYou: 'Se não fez este pedido, ignore esta mensagem: nada mudou na sua conta.',
  emailChangeSubject: 'Confirme o seu novo endereço de e-mail em {site}',
  emailChangeIntro:
    'Pediu para alterar o endereço de e-mail da sua conta em {site} de {email} para este endereço.',
  emailChangeButton: 'Confirmar o novo endereço',
  emailChangeNotYou: 'Se não fez este pedido, ignore esta mensagem: o endereço mantém-se.',
};
