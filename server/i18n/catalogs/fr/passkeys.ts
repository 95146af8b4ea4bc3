import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Clés d’accès',
  sectionText:
    'Une clé d’accès vous connecte avec le verrouillage d’écran de votre appareil ou une clé de sécurité, sans mot de passe ni code à saisir. Ce serveur ne garde que sa clé publique.',
  none: 'Vous n’avez pas encore de clé d’accès.',
  listCaption: 'Vos clés d’accès',
  columnName: 'Nom',
  columnAdded: 'Ajoutée',
  columnLastUsed: 'Dernière utilisation',
  columnActions: 'Actions',
  neverUsed: 'Jamais',
  renameLabel: 'Nouveau nom pour {name}',
  renameButton: 'Renommer',
  renameButtonFor: 'Renommer {name}',
  removeButton: 'Supprimer',
  removeButtonFor: 'Supprimer {name}',
  nameLabel: 'Nom de la nouvelle clé d’accès',
  nameHint: 'Par exemple « Portable du travail » ou « Clé de sécurité bleue ».',
  defaultName: 'Clé d’accès',
  addButton: 'Ajouter une clé d’accès',
  needsScript:
    'Pour ajouter ou utiliser une clé d’accès, il faut un navigateur qui les prend en charge, avec JavaScript activé.',
  waiting: 'Suivez les instructions de votre navigateur…',
  addFailed: 'Aucune clé d’accès n’a été ajoutée. Réessayez quand vous serez prêt.',
  added: 'Clé d’accès ajoutée. Vous pouvez désormais vous connecter avec elle.',
  renamed: 'Clé d’accès renommée.',
  removed: 'Clé d’accès supprimée : elle ne permet plus de se connecter ici.',
  addRefused:
    'La clé d’accès n’a pas été ajoutée : votre appareil ne vous a pas vérifié, ou la demande a expiré. Réessayez.',
  taken: 'Cette clé d’accès est déjà ajoutée.',
  nameMissing: 'Donnez un nom à la clé d’accès.',
  signInButton: 'Se connecter avec une clé d’accès',
  signInFailed: 'Aucune clé d’accès n’a été utilisée. Réessayez, ou connectez-vous avec votre mot de passe.',
  signInRefused:
    'Cette clé d’accès ne vous a pas connecté. Elle a peut-être été supprimée, ou votre appareil ne vous a pas vérifié.',
  stepTitle: 'Confirmer avec une clé d’accès',
  stepIntro: 'Votre mot de passe était juste. Confirmez que c’est bien vous avec l’une de vos clés d’accès.',
  stepButton: 'Utiliser une clé d’accès',
  useCodeInstead: 'Saisir plutôt un code',
  usePasskeyInstead: 'Utiliser plutôt une clé d’accès',
  setUpInstead: 'Ou ajouter plutôt une clé d’accès',
};
