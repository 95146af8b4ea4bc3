import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Запит секрету',
  viewSubject: 'Ваш секрет «{name}» переглянуто',
  viewSentence: 'Ваш секрет «{name}» переглянуто.',
  viewedByCode: 'Відкрив {email}, підтверджено кодом із листа.',
  viewedBySignIn: 'Відкрив {email} (увійшов).',
  failedPassphraseSubject: 'Для вашого секрету «{name}» введено неправильну парольну фразу',
  failedPassphraseSentence: 'Хтось ввів неправильну парольну фразу для вашого секрету «{name}».',
  expireSubject: 'Термін дії вашого секрету «{name}» минув',
  expireSentence:
    'Термін дії вашого секрету «{name}» минув: його вміст видалено, а посилання більше не працює.',
  requestAnsweredSubject: 'На ваш запит «{name}» надійшла відповідь',
  requestAnsweredSentence: 'На ваш запит «{name}» надійшла відповідь.',
  testSubject: 'Тестове сповіщення',
  testSentence:
    'Це тестове сповіщення зі сторінки сповіщень: сповіщення про ваші секрети надходитимуть сюди.',
  facts: 'Тип: {kind}. Ідентифікатор: {digest}. Час: {time}.',
  webhookLine: '{sentence} ({kind}, ідентифікатор {digest})',
  dashboardLink: 'Відкрити панель',
  why: 'Ви отримали цей лист, бо просили сповіщати вас про такі події. Змінити це можна на сторінці сповіщень.',
};
