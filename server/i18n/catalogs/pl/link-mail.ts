import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} przesyła Ci sekret',
  heading: '{sender} przesyła Ci sekret przez {site}.',
  findLinkBelow: 'Tajny link znajdziesz poniżej.',
  openLink: 'Otwórz tajny link',
  expires: {
    one: 'Ważność linku: {duration} lub {count} wyświetlenie, zależnie od tego, co nastąpi wcześniej.',
    few: 'Ważność linku: {duration} lub {count} wyświetlenia, zależnie od tego, co nastąpi wcześniej.',
    many: 'Ważność linku: {duration} lub {count} wyświetleń, zależnie od tego, co nastąpi wcześniej.',
    other: 'Ważność linku: {duration} lub {count} wyświetlenia, zależnie od tego, co nastąpi wcześniej.',
  },
  passphrase: 'Link poprosi o hasło dostępu: {sender} przekaże Ci je inną drogą, nigdy w tym e-mailu.',
  deletable: 'Po odczytaniu możesz go samodzielnie usunąć.',
  notExpected: 'Jeśli nie spodziewasz się sekretu od {sender}, zapytaj inną drogą, zanim otworzysz link.',
};
