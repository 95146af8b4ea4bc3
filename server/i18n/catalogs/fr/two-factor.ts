import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Authentification à deux facteurs',
  stepIntro:
    'Saisissez le code à six chiffres que votre application d’authentification affiche pour ce compte.',
  codeLabel: 'Code',
  stepBackupHint: 'Pas de téléphone sous la main ? Saisissez plutôt l’un de vos codes de secours.',
  verifyButton: 'Vérifier et se connecter',
  wrongCode:
    'Ce code est incorrect ou a déjà été utilisé. Saisissez le code que votre application affiche maintenant.',
  startOver: 'Se reconnecter',
  stepExpired:
    'Votre connexion a pris trop de temps. Veuillez saisir à nouveau votre e-mail et votre mot de passe.',
  sectionHeading: 'Authentification à deux facteurs',
  offText:
    'Protégez votre compte par une seconde étape à la connexion : après votre mot de passe, un code fourni par une application d’authentification sur votre téléphone.',
  setUpLink: 'Configurer l’authentification à deux facteurs',
  onText:
    'Activée depuis le {date}. À la connexion, un code de votre application d’authentification vous est demandé après votre mot de passe.',
  backupLeft: {
    one: 'Il reste {count} code de secours inutilisé.',
    many: 'Il reste {count} codes de secours inutilisés.',
    other: 'Il reste {count} codes de secours inutilisés.',
  },
  ssoOnly:
    'Vous vous connectez par authentification unique : ce sont les contrôles de votre fournisseur qui protègent votre compte.',
  setupTitle: 'Configurer l’authentification à deux facteurs',
  setupText:
    'Il vous faut une application d’authentification sur votre téléphone. Saisissez d’abord votre mot de passe pour confirmer qu’il s’agit bien de vous.',
  required: 'Ce serveur exige l’authentification à deux facteurs. Configurez-la pour continuer.',
  continueButton: 'Continuer',
  backToAccount: 'Retour à votre compte',
  scanText: 'Scannez ce code QR avec votre application d’authentification.',
  qrLabel: 'Code QR pour ajouter ce compte à une application d’authentification',
  typeInstead: 'Impossible de le scanner ? Saisissez plutôt cette clé dans l’application :',
  confirmLabel: 'Saisissez ensuite le code à six chiffres affiché par l’application',
  confirmButton: 'Activer l’authentification à deux facteurs',
  wrongSetupCode:
    'Ce code ne correspond pas. Vérifiez que l’horloge de votre téléphone est à l’heure, puis saisissez le code que l’application affiche maintenant.',
  cancelSetup: 'Annuler',
  codesTitle: 'Vos codes de secours',
  turnedOn: 'L’authentification à deux facteurs est activée.',
  codesReplaced: 'Vos nouveaux codes de secours sont prêts. Les précédents ne fonctionnent plus.',
  codesText:
    'Si vous perdez votre téléphone, chacun de ces codes vous connecte une fois à la place d’un code de l’application. Conservez-les en lieu sûr, par exemple dans votre gestionnaire de mots de passe.',
  copyCodes: 'Copier les codes',
  codesOnce:
    'Ces codes ne sont affichés qu’une seule fois. Si vous rechargez cette page, ils ne seront plus affichés.',
  codesSaved: 'J’ai enregistré mes codes de secours',
  newCodesTitle: 'Générer de nouveaux codes de secours',
  newCodesText:
    'Les nouveaux codes de secours remplacent tous vos codes actuels. Saisissez votre mot de passe pour confirmer qu’il s’agit bien de vous.',
  newCodesButton: 'Générer de nouveaux codes de secours',
  removeTitle: 'Désactiver l’authentification à deux facteurs',
  removeText:
    'La connexion ne demandera alors plus que votre mot de passe, et vos codes de secours cesseront de fonctionner. Saisissez votre mot de passe pour confirmer qu’il s’agit bien de vous.',
  removeRequired:
    'Ce serveur exige l’authentification à deux facteurs : il vous sera aussitôt demandé de la configurer à nouveau.',
  removeButton: 'Désactiver l’authentification à deux facteurs',
  turnedOff: 'L’authentification à deux facteurs est désactivée.',
};
