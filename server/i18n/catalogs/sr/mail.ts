import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Ваша лозинка је промењена',
  noticePassword: 'Лозинка вашег налога {email} на {site} промењена је {time}.',
  noticeSecondFactorOnSubject: 'Двофакторска аутентификација је укључена',
  noticeSecondFactorOn:
    'Двофакторска аутентификација за ваш налог {email} на {site} укључена је {time}. Приликом пријаве сада се, поред лозинке, тражи и код из апликације за аутентификацију.',
  noticeSecondFactorOffSubject: 'Двофакторска аутентификација је искључена',
  noticeSecondFactorOff:
    'Двофакторска аутентификација за ваш налог {email} на {site} искључена је {time}. Приликом пријаве сада се тражи само лозинка.',
  noticeSecondFactorRemovedSubject: 'Администратор је искључио вашу двофакторску аутентификацију',
  noticeSecondFactorRemoved:
    'Администратор сервера {site} искључио је двофакторску аутентификацију за ваш налог {email} {time}. Приликом пријаве сада се тражи само лозинка.',
  noticeSetUpAgain: 'Можете је поново подесити на страници свог налога.',
  accountLinkLabel: 'Отвори страницу налога',
  noticeRemovedNotAsked: 'Ако то нисте тражили, обратите се свом администратору.',
  noticeSecondFactorFailuresSubject: 'За ваш налог унети су погрешни двофакторски кодови',
  noticeSecondFactorFailures:
    'За ваш налог {email} на {site} унето је неколико погрешних двофакторских кодова након исправне лозинке, последњи {time}.',
  noticeEmailSubject: 'Ваша адреса е-поште је промењена',
  noticeEmail:
    'Адреса е-поште вашег налога {email} на {site} промењена је {time}. Поруке о налогу од сада стижу на нову адресу.',
  noticeNotYou:
    'Ако то нисте били ви, неко други можда зна вашу лозинку: одмах је ресетујте и обавестите свог администратора.',
  noticeEmailNotYou:
    'Ако то нисте били ви, одмах обавестите свог администратора: ова адреса се више не може користити за ресетовање лозинке.',
  resetLinkLabel: 'Ресетуј лозинку',
  linkWorksOnce: 'Линк ради само једном и важи {duration}.',
  resetSubject: 'Ресетовање лозинке на {site}',
  resetIntro: 'Неко, вероватно ви, затражио је ресетовање лозинке вашег налога {email} на {site}.',
  resetButton: 'Изабери нову лозинку',
  resetNotYou: 'Ако то нисте тражили, занемарите ову поруку: ваша лозинка остаје непромењена.',
  invitationSubject: '{inviter} вас позива у Secret Push на {site}',
  invitationIntro:
    '{inviter} вас позива да направите налог {email} на {site}, Secret Push серверу за дељење лозинки и других тајни путем линкова који истичу.',
  invitationAdminIntro: 'Имаћете администраторска права.',
  invitationButton: 'Прихвати позивницу',
  invitationWorksUntil: 'Линк ради само једном, до {time}.',
  invitationNotYou: 'Ако нисте очекивали ову позивницу, занемарите ову поруку.',
  signupSubject: 'Потврдите регистрацију на {site}',
  signupIntro: 'Неко, вероватно ви, затражио је налог на {site} са овом адресом.',
  signupButton: 'Потврди и изабери лозинку',
  signupNotYou: 'Ако то нисте били ви, занемарите ову поруку: налог неће бити направљен.',
  signupExistingSubject: 'Већ имате налог на {site}',
  signupExistingIntro:
    'Неко, вероватно ви, покушао је да се региструје на {site} са овом адресом, али за њу већ постоји налог. Ако се не сећате лозинке, ресетујте је да бисте се пријавили.',
  signInButton: 'Пријави се',
  signupExistingNotYou: 'Ако то нисте били ви, занемарите ову поруку: на вашем налогу ништа није промењено.',
  emailChangeSubject: 'Потврдите нову адресу е-поште на {site}',
  emailChangeIntro: 'Затражили сте промену адресе е-поште вашег налога на {site} са {email} на ову адресу.',
  emailChangeButton: 'Потврди нову адресу',
  emailChangeNotYou: 'Ако то нисте тражили, занемарите ову поруку: адреса остаје непромењена.',
};
