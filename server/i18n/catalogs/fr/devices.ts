import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Connecter l’extension',
  authorizeQuestion: 'Autoriser l’extension Secret Push dans {name} à utiliser votre compte {email} ?',
  authorizeWhat:
    'Elle reçoit un jeton propre à ce navigateur, pour créer, lister et faire expirer vos partages. Vous pouvez le révoquer à tout moment sur la page du jeton d’API.',
  authorizeOnlyIfYou: 'N’autorisez cela que si vous venez de choisir « Se connecter » dans l’extension.',
  allow: 'Autoriser',
  cancel: 'Annuler',
  badRequestTitle: 'Demande de connexion non valide',
  badRequestText:
    'La demande de connexion de l’extension est incomplète ou non valide, donc rien ne lui a été renvoyé. Recommencez depuis les options de l’extension.',

  browsersHeading: 'Navigateurs connectés à l’extension',
  browsersIntro:
    'Chaque navigateur où vous vous êtes connecté à l’extension Secret Push a son propre jeton. Révoquez-en un pour déconnecter ce navigateur : votre jeton d’API et les autres navigateurs continuent de fonctionner.',
  browsersNone:
    'Aucun navigateur n’est connecté. Choisissez « Se connecter » dans les options de l’extension pour en ajouter un.',
  browserSignedIn: 'Connecté le {time}',
  browserLastUsed: 'Dernière utilisation le {time}',
  browserNeverUsed: 'Jamais utilisé',
  revoke: 'Révoquer',
  revokeLabel: 'Révoquer le jeton de {name}',
  revoked: 'Le jeton du navigateur a été révoqué : l’extension y est déconnectée.',
  unknownBrowserTitle: 'Jeton de navigateur introuvable',
  unknownBrowserText:
    'Aucun de vos jetons de navigateur n’a cet identifiant. Il a peut-être déjà été révoqué.',
};
