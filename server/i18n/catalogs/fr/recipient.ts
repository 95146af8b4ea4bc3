import type { AreaMessages } from '../../catalog.ts';

export const recipient: AreaMessages<'recipient'> = {
  revealTitle: 'Un secret pour vous',
  revealHeading: 'Quelqu’un vous a envoyé un secret',
  revealNote:
    'Il ne s’affiche que lorsque vous le demandez, et chaque consultation est décomptée de sa limite.',
  showSecret: 'Afficher le secret',
  viewableFor: {
    one: 'Ce secret peut être consulté encore une fois, {time}.',
    many: 'Ce secret peut être consulté encore {count} de fois, {time}.',
    other: 'Ce secret peut être consulté encore {count} fois, {time}.',
  },
  moreMinutes: {
    one: 'pendant encore {count} minute',
    many: 'pendant encore {count} de minutes',
    other: 'pendant encore {count} minutes',
  },
  moreHours: {
    one: 'pendant encore {count} heure',
    many: 'pendant encore {count} d’heures',
    other: 'pendant encore {count} heures',
  },
  moreDays: {
    one: 'pendant encore {count} jour',
    many: 'pendant encore {count} de jours',
    other: 'pendant encore {count} jours',
  },
  passphraseTitle: 'Phrase secrète requise',
  passphraseHeading: 'Ce secret est protégé par une phrase secrète',
  passphraseAsk: 'Saisissez la phrase secrète que l’expéditeur vous a communiquée.',
  passphraseLabel: 'Phrase secrète',
  wrongPassphrase: 'Cette phrase secrète est incorrecte.',
  tooManyAttemptsTitle: 'Trop de tentatives',
  tooManyAttemptsText: 'Trop de tentatives de phrase secrète. Veuillez réessayer dans une minute.',
  secretTitle: 'Votre secret',
  secretLabel: 'Le secret',
  copySecret: 'Copier dans le presse-papiers',
  qrImageLabel: 'Code QR du secret',
  qrHoldsText: 'Le code QR contient ce texte :',
  qrTextLabel: 'Le texte du code QR',
  copyQrText: 'Copier le texte',
  filesHeading: 'Fichiers',
  downloadLinksNote:
    'Les liens de téléchargement fonctionnent quelques minutes ; rouvrez ce lien (s’il reste des consultations) pour en obtenir de nouveaux.',
  expiresAfter: {
    one: 'Ce lien secret expire après encore {count} consultation ou {time}, selon ce qui arrive en premier.',
    many: 'Ce lien secret expire après encore {count} de consultations ou {time}, selon ce qui arrive en premier.',
    other:
      'Ce lien secret expire après encore {count} consultations ou {time}, selon ce qui arrive en premier.',
  },
  withinMinutes: {
    one: 'dans {count} minute',
    many: 'dans {count} de minutes',
    other: 'dans {count} minutes',
  },
  withinHours: { one: 'dans {count} heure', many: 'dans {count} d’heures', other: 'dans {count} heures' },
  withinDays: { one: 'dans {count} jour', many: 'dans {count} de jours', other: 'dans {count} jours' },
  lastView: 'C’était la dernière consultation : ce secret a maintenant disparu du serveur.',
  deleteNow: 'Supprimer ce secret maintenant',
  goneTitle: 'Secret indisponible',
  goneHeading: 'Ce lien secret a expiré ou n’existe pas',
  goneText:
    'Les liens secrets cessent de fonctionner lorsque leurs consultations ou leurs jours sont épuisés, ou lorsqu’ils sont supprimés. Demandez-en un nouveau à l’expéditeur si vous en avez encore besoin.',
  formExpiredTitle: 'Veuillez réessayer',
  formExpiredText: 'Ce formulaire a expiré. Revenez en arrière, rechargez la page et réessayez.',
  deleteTitle: 'Supprimer ce secret ?',
  deleteText:
    'Une fois supprimé, le secret disparaît du serveur : ce lien cesse de fonctionner pour tout le monde, et c’est irréversible.',
  deleteConfirm: 'Oui, supprimer le secret',
  deleteKeep: 'Pour le conserver, fermez cette page : rien n’a encore été supprimé.',
  deletedTitle: 'Secret supprimé',
  deletedText: 'Le secret a été supprimé : ce lien ne fonctionne plus.',
  notDeletedTitle: 'Non supprimé',
  notDeletedText: 'Les destinataires de ce secret ne peuvent pas le supprimer.',
};
