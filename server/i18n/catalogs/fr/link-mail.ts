import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} a partagé un secret avec vous',
  heading: '{sender} vous a envoyé un secret via {site}.',
  findLinkBelow: 'Vous trouverez le lien secret ci-dessous.',
  openLink: 'Ouvrir le lien secret',
  expires: {
    one: 'Le lien expire après {duration} ou {count} consultation, selon ce qui arrive en premier.',
    many: 'Le lien expire après {duration} ou {count} de consultations, selon ce qui arrive en premier.',
    other: 'Le lien expire après {duration} ou {count} consultations, selon ce qui arrive en premier.',
  },
  passphrase:
    'Le lien demande une phrase secrète : {sender} vous la communique par un autre moyen, jamais dans cet e-mail.',
  deletable: 'Après l’avoir lu, vous pouvez le supprimer vous-même.',
  notExpected:
    'Si vous n’attendiez pas de secret de la part de {sender}, vérifiez auprès de cette personne par un autre moyen avant d’ouvrir le lien.',
};
