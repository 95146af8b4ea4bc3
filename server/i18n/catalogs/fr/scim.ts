import type { AreaMessages } from '../../catalog.ts';

export const scim: AreaMessages<'scim'> = {
  link: 'Provisionnement',
  title: 'Provisionnement (SCIM)',
  intro:
    'Votre fournisseur d’identité (Entra ID, Okta et d’autres) peut créer, modifier et désactiver des comptes ici via SCIM 2.0 : donnez-lui l’adresse ci-dessous et un secret créé sur cette page.',
  endpoint: 'Adresse SCIM',
  adminGroups: 'Groupes d’administrateurs',
  adminGroupsNone: 'Aucun : les rôles ne viennent pas de l’annuaire.',
  leaverLinks: 'Quand l’annuaire désactive ou supprime quelqu’un',
  leaverExpire: 'Ses pushes actifs expirent et ses demandes ouvertes sont fermées.',
  leaverHandTo: 'Ses pushes actifs et ses demandes ouvertes passent à {email}.',
  secretsHeading: 'Secrets',
  noSecrets: 'Aucun secret n’a encore été créé.',
  name: 'Nom',
  made: 'Créé',
  state: 'État',
  working: 'Valide',
  revokedAt: 'Révoqué {when}',
  revoke: 'Révoquer',
  makeHeading: 'Créer un secret',
  nameHint: 'Le fournisseur qui l’utilisera, par exemple Entra ID.',
  make: 'Créer le secret',
  nameMissing: 'Donnez un nom au secret.',
  madeTitle: 'Nouveau secret SCIM',
  shownOnce: 'Copiez-le maintenant dans votre fournisseur d’identité : il n’est affiché qu’une seule fois.',
  alreadyShown:
    'Le secret a été affiché une fois et n’est pas conservé. Créez-en un nouveau s’il a été perdu.',
  copy: 'Copier le secret',
  revoked: 'Le secret a été révoqué : les appels signés avec lui sont désormais refusés.',
  back: 'Retour au provisionnement',
};
