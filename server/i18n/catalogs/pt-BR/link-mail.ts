import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} enviou um segredo para você',
  heading: '{sender} enviou um segredo para você por meio de {site}.',
  findLinkBelow: 'O link secreto está logo abaixo.',
  openLink: 'Abrir o link secreto',
  expires: {
    one: 'O link expira depois de {duration} ou {count} visualização, o que acontecer primeiro.',
    many: 'O link expira depois de {duration} ou {count} de visualizações, o que acontecer primeiro.',
    other: 'O link expira depois de {duration} ou {count} visualizações, o que acontecer primeiro.',
  },
  passphrase: 'Ele pede uma frase secreta: {sender} vai passá-la a você por outro meio, nunca neste e-mail.',
  deletable: 'Depois de lê-lo, você pode excluí-lo por conta própria.',
  notExpected:
    'Se você não esperava um segredo de {sender}, confirme com essa pessoa por outro meio antes de abrir o link.',
};
