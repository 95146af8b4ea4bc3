import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Цей сервер приймає публікації лише від користувачів, що увійшли. Увійдіть, щоб опублікувати.',
  passphraseRequired: 'Цей сервер вимагає тут парольну фразу. Мінімальна довжина: {min}.',
  sealedRequired: 'Цей сервер приймає публікації цього виду лише запечатаними (з наскрізним шифруванням).',
  optionRequired: 'Цей сервер вимагає цей параметр.',
  lifeInHours: 'Дозволений строк життя на цьому сервері (у годинах): від {min} до {max}.',
  mailDomains: 'Посилання можна надсилати лише на адреси в доменах: {domains}.',
};
