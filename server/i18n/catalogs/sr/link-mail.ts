import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} вам шаље тајну',
  heading: '{sender} вам шаље тајну преко сајта {site}.',
  findLinkBelow: 'Тајни линк се налази испод.',
  openLink: 'Отвори тајни линк',
  expires: {
    one: 'Рок важења линка: {duration} или {count} преглед, шта год пре наступи.',
    few: 'Рок важења линка: {duration} или {count} прегледа, шта год пре наступи.',
    other: 'Рок важења линка: {duration} или {count} прегледа, шта год пре наступи.',
  },
  passphrase: 'Линк тражи приступну фразу: {sender} ће вам је дати другим путем, никада у овој поруци.',
  deletable: 'Када је прочитате, можете сами да је обришете.',
  notExpected: 'Ако нисте очекивали тајну од {sender}, проверите другим путем пре него што отворите линк.',
};
