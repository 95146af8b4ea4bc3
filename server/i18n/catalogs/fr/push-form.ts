import type { AreaMessages } from '../../catalog.ts';

export const pushForm: AreaMessages<'pushForm'> = {
  title: 'Partager un secret',
  titleRefused: 'Vérifiez le formulaire · Partager un secret',
  titleFiles: 'Partager des fichiers',
  heading: 'Partagez un secret par un lien qui expire',
  refused: 'Rien n’a été partagé. Vérifiez les champs signalés ci-dessous.',
  filesNeedSignIn:
    'Seuls les utilisateurs connectés peuvent partager des fichiers. {link} pour partager des fichiers.',
  filesSignInLink: 'Connectez-vous',
  createNeedsSignIn:
    'Sur ce serveur, seuls ses utilisateurs peuvent créer des liens secrets. {link} pour en créer un.',
  createSignInLink: 'Connectez-vous',
  openLinkInstead: 'Si quelqu’un vous a envoyé un lien secret, ouvrez plutôt ce lien.',
  kindNav: 'Type',
  urlLabel: 'URL',
  qrLabel: 'Texte du code QR',
  messageLabel: 'Message (facultatif)',
  secretLabel: 'Secret',
  filesLabel: 'Fichiers',
  filesHint: {
    one: 'Jusqu’à {count} fichier, de {size} au plus.',
    many: 'Jusqu’à {count} de fichiers, de {size} au plus chacun.',
    other: 'Jusqu’à {count} fichiers, de {size} au plus chacun.',
  },
  dropHint: 'Ou déposez des fichiers ici.',
  filesAgain:
    'Choisissez à nouveau les fichiers : un navigateur ne peut pas les conserver après un formulaire refusé.',
  uploading: 'Envoi en cours',
  expireAfter: 'Expire après',
  orViews: 'ou consultations',
  expiryHint: {
    one: 'Le lien cesse de fonctionner dès la première des deux limites : après cette durée, ou après {min} à {count} consultation.',
    many: 'Le lien cesse de fonctionner dès la première des deux limites : après cette durée, ou après {min} à {count} de consultations.',
    other:
      'Le lien cesse de fonctionner dès la première des deux limites : après cette durée, ou après {min} à {count} consultations.',
  },
  minutes: { one: '{count} minute', many: '{count} de minutes', other: '{count} minutes' },
  hours: { one: '{count} heure', many: '{count} d’heures', other: '{count} heures' },
  days: { one: '{count} jour', many: '{count} de jours', other: '{count} jours' },
  weeks: { one: '{count} semaine', many: '{count} de semaines', other: '{count} semaines' },
  months: { one: '{count} mois', many: '{count} de mois', other: '{count} mois' },
  passphraseLabel: 'Phrase secrète (facultative)',
  generate: 'Générer',
  passphraseHint: 'Envoyez la phrase secrète par un autre canal que le lien.',
  retrievalStep: 'Étape de récupération (les aperçus de lien ne consomment pas de consultation)',
  deletable: 'Le destinataire peut le supprimer après lecture',
  moreOptions: 'Plus d’options',
  nameLabel: 'Nom (visible par vous seul)',
  noteLabel: 'Note (visible par vous seul)',
  recipientLanguage: 'Langue du destinataire',
  recipientBrowserLanguage: 'La langue de son navigateur',
  recipientLanguageHint: 'Le lien secret s’ouvre dans cette langue.',
  linkMailLabel: 'Envoyer le lien par e-mail (facultatif)',
  linkMailHint: {
    one: 'Jusqu’à {count} adresse. Elle ne reçoit que le lien, dans la langue du destinataire choisie ci-dessous, sinon dans la vôtre.',
    many: 'Jusqu’à {count} d’adresses, séparées par des virgules. Chacune reçoit le lien dans son propre e-mail, dans la langue du destinataire choisie ci-dessous, sinon dans la vôtre.',
    other:
      'Jusqu’à {count} adresses, séparées par des virgules. Chacune reçoit le lien dans son propre e-mail, dans la langue du destinataire choisie ci-dessous, sinon dans la vôtre.',
  },
  linkMailCommas: 'Séparez les adresses par une seule virgule, et terminez par une adresse.',
  linkMailDuplicates: 'Une adresse figure deux fois.',
  linkMailTooMany: {
    one: 'Le lien peut être envoyé par e-mail à {count} adresse au plus.',
    many: 'Le lien peut être envoyé par e-mail à {count} d’adresses au plus.',
    other: 'Le lien peut être envoyé par e-mail à {count} adresses au plus.',
  },
  linkMailInvalid: 'Vérifiez les adresses : chacune doit être de la forme name@example.com.',
  linkMailUnavailable:
    'Ce serveur n’envoie pas de liens par e-mail. Retirez les adresses pour partager sans elles.',
  linkMailSignIn: 'Connectez-vous pour envoyer le lien par e-mail.',
  linkMailSealed:
    'Le lien d’un partage scellé contient sa clé, que ce serveur ne voit jamais : il ne peut donc pas l’envoyer par e-mail. Envoyez le lien vous-même, ou partagez sans sceller.',
  linkMailDailyCap:
    'Vous avez déjà fait envoyer aujourd’hui autant de liens par e-mail que ce serveur le permet. Envoyez celui-ci vous-même, ou réessayez demain.',
  linkMailSent: {
    one: 'Le lien secret a été envoyé par e-mail à {count} adresse.',
    many: 'Le lien secret a été envoyé par e-mail à {count} d’adresses.',
    other: 'Le lien secret a été envoyé par e-mail à {count} adresses.',
  },
  sealedLabel: 'Scellé (chiffré de bout en bout)',
  sealedHint:
    'Chiffré dans ce navigateur avant l’envoi : le serveur ne voit jamais le secret, et sa clé ne se trouve que dans le lien secret.',
  sealedHintFiles:
    'Chiffré dans ce navigateur avant tout envoi : le serveur ne voit jamais le message, les fichiers ni leurs noms, et la clé ne se trouve que dans le lien secret.',
  sealedNotForQr:
    'Les partages de code QR ne peuvent pas être scellés : le serveur doit lire le texte pour dessiner son code.',
  sealedNotForUrl:
    'Les partages d’URL ne peuvent pas être scellés : le serveur doit lire l’URL pour y rediriger.',
  sealedNeedsScript:
    'Un partage scellé est scellé par le script de cette page, qui ne s’est pas exécuté : rien n’a été partagé. Rechargez la page et partagez à nouveau.',
  submit: 'Partager',
  sizeKb: '{size} Ko',
  sizeMb: '{size} Mo',
  viewsBetween: 'Le nombre de consultations doit être compris entre {min} et {max}.',
  chooseOfferedTime: 'Choisissez l’une des durées proposées.',
  longestTime: 'Choisissez l’une des durées proposées : au plus {time}.',
  enterUrl: 'Saisissez l’URL à partager.',
  urlNotHttp: 'Un partage d’URL demande une adresse en http:// ou https://.',
  urlControlCharacters:
    'L’URL ne doit pas contenir de caractères de contrôle (comme des retours à la ligne).',
  enterQrText: 'Saisissez le texte du code QR.',
  enterSecret: 'Saisissez le secret à partager.',
  qrTooManyCharacters: 'Trop long : un partage par code QR contient au plus {max} caractères.',
  qrNotUnicode: 'Le texte doit être du texte Unicode valide pour être dessiné en code QR.',
  qrTooManyBytes: 'Trop long pour un code QR : au plus {max} octets en UTF-8, et ce texte en fait {count}.',
  secretTooLarge: 'Le secret est trop volumineux : {max} caractères au plus.',
  kindDisabled: 'Les partages de type « {kind} » sont désactivés.',
  tooManyFiles: {
    one: 'Vous pouvez joindre au plus {count} fichier par partage.',
    many: 'Vous pouvez joindre au plus {count} de fichiers par partage.',
    other: 'Vous pouvez joindre au plus {count} fichiers par partage.',
  },
  fileTooLarge: '{name} est trop volumineux : chaque fichier peut faire au plus {size}.',
  filesOnlyForFilePushes: 'Seuls les partages de fichiers peuvent contenir des fichiers.',
  filesOff: 'Ce serveur ne permet pas de partager des fichiers.',
  filesNotStored:
    'Les fichiers n’ont pas pu être enregistrés pour le moment, donc rien n’a été envoyé. Choisissez-les de nouveau et réessayez dans quelques minutes.',
  chooseFile: 'Choisissez au moins un fichier.',
  notAccepted: 'Cette valeur n’est pas acceptée.',
  tooLargeTitle: 'Trop volumineux',
  tooLargeText: 'Ce que vous avez envoyé est trop volumineux.',
  tooManyFields: {
    one: 'Le formulaire a plus de {count} champ.',
    many: 'Le formulaire a plus de {count} de champs.',
    other: 'Le formulaire a plus de {count} champs.',
  },
  notUnderstoodTitle: 'Requête incomprise',
  notUnderstoodText: 'Ce que vous avez envoyé n’a pas pu être lu.',
  scriptTooManyFiles: {
    one: 'Au plus {max} fichiers par partage ; {count} est choisi.',
    many: 'Au plus {max} fichiers par partage ; {count} de fichiers sont choisis.',
    other: 'Au plus {max} fichiers par partage ; {count} sont choisis.',
  },
  scriptFileTooLarge: '{name} fait {size} ; chaque fichier peut faire au plus {max}.',
  scriptFileChosen: '{name} ({size})',
  scriptProgress: '{loaded} sur {total} · {percent}',
  scriptUploadFailed: 'L’envoi a échoué : vérifiez la connexion et partagez à nouveau.',
  scriptSealing: 'Scellement en cours',
  scriptSealedTooLong:
    'Trop long pour être scellé : une fois scellé, ce texte fait {count} caractères, et un partage en contient au plus {max}.',
  scriptSealedFileTooLarge:
    '{name} fait {size}, {sealed} une fois scellé ; chaque fichier peut faire au plus {max}.',
  scriptSealFailed: 'Le scellement a échoué dans ce navigateur : rien n’a été envoyé.',
};
