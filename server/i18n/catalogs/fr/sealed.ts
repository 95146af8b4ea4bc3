import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Un secret scellé pour vous',
  revealHeading: 'Quelqu’un vous a envoyé un secret scellé',
  revealNote:
    'Il est chiffré de bout en bout : il ne s’ouvre que dans ce navigateur, avec la clé contenue dans votre lien secret, que le serveur ne voit jamais. L’ouvrir compte comme une consultation.',
  openSecret: 'Ouvrir le secret',
  revealNoScript:
    'JavaScript est désactivé : cette page ne peut donc pas déchiffrer le secret. Le bouton l’affiche plutôt sous sa forme scellée : pour le lire, collez-le avec la clé de votre lien dans la page /open de n’importe quel serveur Secret Push.',
  keyMissing:
    'Ce lien ne contient pas de clé : le secret ne peut donc pas être ouvert. Demandez à l’expéditeur le lien secret complet, y compris la partie qui suit le signe #.',
  keyMalformed:
    'La clé de ce lien est incomplète ou endommagée : le secret ne peut donc pas être ouvert. Demandez de nouveau à l’expéditeur le lien secret complet.',
  opening: 'Ouverture du secret…',
  extensionOpens: 'L’extension Secret Push ouvre ce secret dans cette page.',
  requestFailed: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  reasonBadKey:
    'Cette clé n’est pas valide. Collez le lien secret complet, ou les 43 caractères qui suivent k1= dans ce lien.',
  reasonWrongKey:
    'Cette clé n’ouvre pas le secret, ou le secret a été endommagé. Vérifiez que vous avez le lien complet, exactement tel qu’il a été envoyé.',
  reasonNotSealed: 'Ce n’est pas un secret scellé : aucune de ses lignes ne commence par SP-SEALED-.',
  reasonFileNotSealed: 'Ce n’est pas un fichier scellé.',
  reasonUnsupported:
    'Ce secret a été scellé dans un format plus récent que ceux que cette page sait ouvrir. Ouvrez-le avec un serveur ou une extension Secret Push à jour.',
  reasonTruncated: 'Une partie du secret scellé manque : il a été tronqué. Copiez-le de nouveau en entier.',
  reasonFileTruncated:
    'Le fichier est incomplet : il s’arrête avant sa dernière partie. Téléchargez-le de nouveau.',
  reasonReordered:
    'Les parties de ce fichier sont dans le désordre, ou certaines manquent : il a donc été refusé.',
  fileNumber: 'Fichier {number}',
  fileProgress: 'Déchiffrement : {percent}',
  fileSaved: 'Déchiffré et enregistré dans vos téléchargements.',
  fileFailed:
    'Le téléchargement a échoué. Réessayez ; si son lien a expiré, rouvrez le lien secret pour en obtenir un nouveau (s’il reste des consultations).',
  openTitle: 'Ouvrir un secret scellé',
  openIntro:
    'Collez un secret scellé et son lien secret ou sa clé. Il est déchiffré ici, dans votre navigateur : cette page n’envoie rien à aucun serveur.',
  envelopeLabel: 'Texte scellé',
  envelopeHint:
    'Le texte affiché à la place du secret, ou au moins ses lignes qui commencent par SP-SEALED-.',
  keyLabel: 'Lien secret ou clé',
  keyHint: 'Le lien secret complet, la partie à partir de #k1=, ou les 43 caractères de la clé.',
  filesLabel: 'Fichiers scellés (facultatif)',
  filesHint: 'Les fichiers téléchargés depuis le lien secret, nommés 1.sealed, 2.sealed, etc.',
  openNoScript:
    'Cette page déchiffre dans votre navigateur et a besoin de JavaScript, qui est désactivé. Activez-le pour ouvrir un secret scellé.',
  envelopeMissing: 'Collez le texte scellé, ou choisissez les fichiers scellés.',
  keyNeeded: 'Collez le lien secret ou sa clé.',
  openedHeading: 'Le secret ouvert',
};
