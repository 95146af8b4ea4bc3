import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Modifier le partage',
  editHeading: 'Modifier « {title} »',
  nameLabel: 'Nom (visible par vous seul)',
  nameHint: 'Pour distinguer vos partages dans votre liste.',
  noteLabel: 'Note (visible par vous seul)',
  noteHint: 'Pour mémoire : à qui il est destiné, et pourquoi.',
  passphraseLabel: 'Phrase secrète (facultative)',
  newPassphraseLabel: 'Nouvelle phrase secrète (laissez vide pour garder l’actuelle)',
  passphraseHint: 'Transmettez la phrase secrète au destinataire par un autre moyen que le lien.',
  removePassphrase: 'Supprimer la phrase secrète',
  durationHint: 'Compté à partir de sa création ; les durées déjà écoulées ne sont pas proposées.',
  viewsHint: {
    one: '{count} consultation utilisée jusqu’ici.',
    many: '{count} de consultations utilisées jusqu’ici.',
    other: '{count} consultations utilisées jusqu’ici.',
  },
  retrievalStep: 'Étape de récupération (les aperçus de lien ne consomment pas de consultation)',
  deletableByViewer: 'Le destinataire peut le supprimer après lecture',
  save: 'Enregistrer les modifications',
  cancel: 'Annuler',
  nameTooLong: '{max} caractères au maximum.',
  noteTooLong: '{max} caractères au maximum.',
  passphraseEmpty: 'Ne peut pas être vide : laissez-la telle quelle, ou supprimez-la.',
  viewsUsedMeanwhile:
    'Doit être supérieur au nombre de consultations déjà utilisées, dont certaines viennent d’avoir lieu.',
  editExpired: 'Ce partage a expiré et ne peut plus être modifié.',
  expireTitle: 'Faire expirer ce partage ?',
  expireHeading: 'Faire expirer « {title} » maintenant ?',
  expireText: {
    one: 'Son secret est supprimé immédiatement et son lien cesse de fonctionner, bien qu’il lui reste {count} consultation. C’est irréversible. Le partage reste dans votre liste des partages expirés, avec son journal d’audit.',
    many: 'Son secret est supprimé immédiatement et son lien cesse de fonctionner, bien qu’il lui reste {count} de consultations. C’est irréversible. Le partage reste dans votre liste des partages expirés, avec son journal d’audit.',
    other:
      'Son secret est supprimé immédiatement et son lien cesse de fonctionner, bien qu’il lui reste {count} consultations. C’est irréversible. Le partage reste dans votre liste des partages expirés, avec son journal d’audit.',
  },
  expireConfirm: 'Le faire expirer maintenant',
  keepIt: 'Le garder',
  alreadyExpiredTitle: 'Déjà expiré',
  alreadyExpiredHeading: '« {title} » a déjà expiré',
  alreadyExpiredText: 'Son secret a disparu et son lien ne fonctionne plus.',
  seeExpired: 'Voir vos partages expirés',
};
