import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Захтев за тајну',
  viewSubject: 'Ваша тајна „{name}“ је прегледана',
  viewSentence: 'Ваша тајна „{name}“ је прегледана.',
  viewedByCode: 'Отворио {email}, потврђено послатим кодом.',
  viewedBySignIn: 'Отворио {email} (пријављен).',
  failedPassphraseSubject: 'За вашу тајну „{name}“ унета је погрешна приступна фраза',
  failedPassphraseSentence: 'Неко је унео погрешну приступну фразу за вашу тајну „{name}“.',
  expireSubject: 'Ваша тајна „{name}“ је истекла',
  expireSentence: 'Ваша тајна „{name}“ је истекла: њен садржај је избрисан и линк више не ради.',
  requestAnsweredSubject: 'Стигао је одговор на ваш захтев „{name}“',
  requestAnsweredSentence: 'Стигао је одговор на ваш захтев „{name}“.',
  testSubject: 'Пробно обавештење',
  testSentence: 'Ово је проба са ваше странице обавештења: обавештења о вашим тајнама стижу вам овде.',
  facts: 'Врста: {kind}. Ознака: {digest}. Време: {time}.',
  webhookLine: '{sentence} ({kind}, ознака {digest})',
  dashboardLink: 'Отвори контролну таблу',
  why: 'Ову поруку добијате јер сте тражили да вас обавештавамо о овим догађајима. То можете да промените на страници обавештења.',
};
