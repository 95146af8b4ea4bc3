import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Запрос секрета',
  viewSubject: 'Ваш секрет «{name}» просмотрен',
  viewSentence: 'Ваш секрет «{name}» просмотрен.',
  viewedByCode: 'Открыто: {email}, подтверждено кодом из письма.',
  viewedBySignIn: 'Открыто: {email} (вход выполнен).',
  failedPassphraseSubject: 'Для вашего секрета «{name}» введена неверная парольная фраза',
  failedPassphraseSentence: 'Кто-то ввёл неверную парольную фразу для вашего секрета «{name}».',
  expireSubject: 'Ваш секрет «{name}» истёк',
  expireSentence: 'Ваш секрет «{name}» истёк: его содержимое удалено, а ссылка больше не работает.',
  requestAnsweredSubject: 'На ваш запрос «{name}» получен ответ',
  requestAnsweredSentence: 'На ваш запрос «{name}» получен ответ.',
  testSubject: 'Тестовое уведомление',
  testSentence:
    'Это тестовое уведомление со страницы уведомлений: уведомления о ваших секретах будут приходить сюда.',
  facts: 'Тип: {kind}. Идентификатор: {digest}. Время: {time}.',
  webhookLine: '{sentence} ({kind}, идентификатор {digest})',
  dashboardLink: 'Открыть панель',
  why: 'Вы получили это письмо, потому что просили уведомлять вас о таких событиях. Изменить это можно на странице уведомлений.',
};
