import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} enviou-lhe um segredo',
  heading: '{sender} enviou-lhe um segredo através de {site}.',
  findLinkBelow: 'Encontra a ligação secreta abaixo.',
  openLink: 'Abrir a ligação secreta',
  expires: {
    one: 'A ligação expira após {duration} ou {count} visualização, o que acontecer primeiro.',
    many: 'A ligação expira após {duration} ou {count} de visualizações, o que acontecer primeiro.',
    other: 'A ligação expira após {duration} ou {count} visualizações, o que acontecer primeiro.',
  },
  passphrase: 'É pedida uma frase-passe, que {sender} lhe dará por outro meio, nunca neste e-mail.',
  deletable: 'Depois de o ler, pode eliminá-lo.',
  notExpected: 'Se não esperava um segredo de {sender}, confirme por outro meio antes de abrir a ligação.',
};
