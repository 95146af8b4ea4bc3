import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Demande',
  viewSubject: 'Votre partage « {name} » a été consulté',
  viewSentence: 'Votre partage « {name} » a été consulté.',
  viewedByCode: 'Ouvert par {email}, vérifié par un code envoyé par e-mail.',
  viewedBySignIn: 'Ouvert par {email} (connecté).',
  failedPassphraseSubject: 'Une mauvaise phrase secrète a été saisie pour votre partage « {name} »',
  failedPassphraseSentence: 'Quelqu’un a saisi une mauvaise phrase secrète pour votre partage « {name} ».',
  expireSubject: 'Votre partage « {name} » a expiré',
  expireSentence:
    'Votre partage « {name} » a expiré : son secret est supprimé et son lien ne fonctionne plus.',
  requestAnsweredSubject: 'Votre demande « {name} » a reçu une réponse',
  requestAnsweredSentence: 'Votre demande « {name} » a reçu une réponse.',
  testSubject: 'Notification de test',
  testSentence:
    'Ceci est un test envoyé depuis votre page de notifications : les notifications concernant vos partages vous parviennent bien ici.',
  facts: 'Type : {kind}. Référence : {digest}. Date : {time}.',
  webhookLine: '{sentence} ({kind}, référence {digest})',
  dashboardLink: 'Ouvrir votre tableau de bord',
  why: 'Vous recevez cet e-mail parce que vous avez demandé à être prévenu de ces événements. Vous pouvez modifier ce choix sur votre page de notifications.',
};
