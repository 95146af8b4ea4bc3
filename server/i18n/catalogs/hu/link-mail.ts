import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} megosztott Önnel egy titkot',
  heading: '{sender} titkot küldött Önnek a(z) {site} szerveren keresztül.',
  findLinkBelow: 'A titkos linket alább találja.',
  openLink: 'A titkos link megnyitása',
  expires: {
    one: 'A link érvényessége: {duration} vagy {count} megtekintés, amelyik előbb teljesül.',
    other: 'A link érvényessége: {duration} vagy {count} megtekintés, amelyik előbb teljesül.',
  },
  passphrase: 'A link jelmondatot kér: ezt {sender} más úton adja meg Önnek, soha nem ebben a levélben.',
  deletable: 'Elolvasás után Ön is törölheti.',
  notExpected:
    'Ha nem számított arra, hogy {sender} titkot küld Önnek, a link megnyitása előtt kérdezzen rá más úton.',
};
