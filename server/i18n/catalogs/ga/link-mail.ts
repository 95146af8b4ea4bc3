import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: 'Rún ó {sender}',
  heading: 'Sheol {sender} rún chugat trí {site}.',
  findLinkBelow: 'Tá an nasc rúnda thíos.',
  openLink: 'Oscail an nasc rúnda',
  expires: {
    one: 'Rachaidh an nasc in éag tar éis {duration} nó tar éis {count} amharc, cibé acu is túisce.',
    two: 'Rachaidh an nasc in éag tar éis {duration} nó tar éis {count} amharc, cibé acu is túisce.',
    few: 'Rachaidh an nasc in éag tar éis {duration} nó tar éis {count} amharc, cibé acu is túisce.',
    many: 'Rachaidh an nasc in éag tar éis {duration} nó tar éis {count} n-amharc, cibé acu is túisce.',
    other: 'Rachaidh an nasc in éag tar éis {duration} nó tar éis {count} amharc, cibé acu is túisce.',
  },
  passphrase:
    'Iarrfaidh an nasc frása faire: tabharfaidh {sender} duit é ar bhealach eile, agus ní sa ríomhphost seo go deo.',
  deletable: 'Nuair a bheidh sé léite agat, is féidir leat féin é a scriosadh.',
  notExpected:
    'Mura raibh tú ag súil le rún ó {sender}, deimhnigh é ar bhealach eile sula n-osclóidh tú an nasc.',
};
