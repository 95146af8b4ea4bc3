import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Se connecter',
  accountDeleted: 'Votre compte et ses partages ont été supprimés.',
  signInIntro:
    'Les comptes sont créés par l’administrateur de ce serveur, qui envoie à chaque nouvel utilisateur un lien d’invitation. Pas encore de compte ? Demandez une invitation à votre administrateur.',
  email: 'E-mail',
  password: 'Mot de passe',
  signInButton: 'Se connecter',
  signInTooMany: 'Trop de tentatives de connexion. Veuillez patienter 15 minutes, puis réessayer.',
  signInNoMatch: 'Cet e-mail et ce mot de passe ne correspondent à aucun compte.',
  signInOr: 'Ou connectez-vous avec votre e-mail et votre mot de passe :',
  passwordSignInOff: 'Sur ce serveur, la connexion se fait uniquement par authentification unique.',
  tokenTitle: 'Jeton d’API',
  tokenIntro:
    'Connecté en tant que {email}. Des outils comme l’extension Secret Push et les clients pwpush utilisent un jeton d’API pour créer des partages en votre nom.',
  tokenReplaces:
    'Créer un nouveau jeton remplace le jeton actuel : tout ce qui utilise encore l’ancien cesse de fonctionner.',
  tokenCreate: 'Créer un nouveau jeton d’API',
  tokenReplaceTitle: 'Remplacer votre jeton d’API ?',
  tokenReplaceConfirm: 'Oui, remplacer le jeton',
  newTokenTitle: 'Votre nouveau jeton d’API',
  newTokenOnce: 'Ce jeton n’est affiché qu’une seule fois. Copiez-le maintenant et conservez-le en lieu sûr.',
  copyToken: 'Copier le jeton',
  newTokenAfter:
    'Votre jeton précédent ne fonctionne plus. Si vous rechargez cette page, le jeton ne sera plus affiché.',
  accountTitle: 'Votre compte',
  signedInAs: 'Connecté en tant que {email}.',
  yourApiToken: 'Votre jeton d’API',
  passwordHeading: 'Changer votre mot de passe',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  passwordHint: {
    one: 'Au moins {count} caractère.',
    many: 'Au moins {count} de caractères.',
    other: 'Au moins {count} caractères.',
  },
  newPasswordAgain: 'Confirmez le nouveau mot de passe',
  changePassword: 'Changer le mot de passe',
  languageHeading: 'Langue',
  languageText:
    'Les pages s’affichent dans cette langue chaque fois que vous êtes connecté, sur n’importe quel ordinateur ou navigateur.',
  languageLabel: 'Langue des pages',
  followBrowser: 'Suivre le navigateur',
  saveLanguage: 'Enregistrer la langue',
  sessionsHeading: 'Autres sessions',
  sessionsText:
    'Connecté sur un autre ordinateur ou dans un navigateur que vous n’utilisez plus ? Déconnectez-vous partout sauf ici.',
  signOutOthers: 'Déconnecter toutes les autres sessions',
  deleteHeading: 'Supprimer votre compte',
  deleteText:
    'Cette action supprime votre compte et tous les partages actifs que vous avez créés : leurs liens cessent aussitôt de fonctionner. Votre jeton d’API cesse aussi de fonctionner. Cette action est irréversible.',
  confirmEmail: 'Saisissez votre adresse e-mail pour confirmer',
  deleteButton: 'Supprimer mon compte et mes partages',
  passwordChanged: 'Votre mot de passe a été modifié. Toutes les autres sessions ont été déconnectées.',
  sessionsEnded: 'Toutes les autres sessions ont été déconnectées.',
  languageSaved: 'Votre choix de langue a été enregistré.',
  wrongPassword: 'Ce n’est pas votre mot de passe actuel.',
  tooManyAttempts: 'Trop de tentatives. Veuillez patienter 15 minutes, puis réessayer.',
  newPasswordsDiffer: 'Les deux nouveaux mots de passe ne sont pas identiques.',
  wrongEmail: 'Ce n’est pas l’adresse e-mail de ce compte.',
  lastAdmin:
    'Vous êtes le seul administrateur : sans vous, personne ne pourrait inviter ni gérer les utilisateurs. Nommez d’abord un autre utilisateur administrateur, sur la page Administration.',
  unknownLanguage: 'Choisissez une langue dans la liste.',
  passwordTooShort: {
    one: 'Un mot de passe doit comporter au moins {count} caractère.',
    many: 'Un mot de passe doit comporter au moins {count} de caractères.',
    other: 'Un mot de passe doit comporter au moins {count} caractères.',
  },
  passwordTooLong: {
    one: 'Un mot de passe peut comporter au plus {count} caractère.',
    many: 'Un mot de passe peut comporter au plus {count} de caractères.',
    other: 'Un mot de passe peut comporter au plus {count} caractères.',
  },
  setupTitle: 'Configurer Secret Push',
  setupIntro:
    'Ce serveur n’a encore aucun utilisateur. Créez le premier administrateur : vous pourrez ensuite inviter le reste de votre équipe.',
  invitationTitle: 'Créer votre compte',
  invitationIntro:
    'Vous avez reçu une invitation sur ce serveur en tant que {email}. Choisissez un mot de passe pour créer votre compte.',
  passwordAgain: 'Confirmez le mot de passe',
  createAdmin: 'Créer l’administrateur',
  createAccount: 'Créer mon compte',
  badEmail: 'Saisissez une adresse e-mail, par exemple name@example.com.',
  passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
  linkGoneTitle: 'Lien non valide',
  linkGoneHeading: 'Ce lien n’est pas valide',
  linkGoneText:
    'Il a peut-être déjà été utilisé, a expiré ou a été révoqué. Demandez-en un nouveau à l’administrateur.',
};
