import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Mot de passe oublié ?',
  signUpLink: 'Pas encore de compte ? Inscrivez-vous',
  changeEmailLink: 'Changer votre adresse e-mail',
  sendLink: 'Envoyer le lien',
  backToSignIn: 'Retour à la connexion',
  tooManyRequests:
    'Trop de demandes pour cette adresse ou depuis votre réseau. Veuillez patienter une heure, puis réessayer.',
  checkMailTitle: 'Consultez votre messagerie',
  noMailArrived:
    'Rien reçu ? Regardez dans votre dossier de courrier indésirable, ou refaites la demande dans quelques minutes.',
  resetTitle: 'Réinitialiser votre mot de passe',
  resetIntro:
    'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  resetSent:
    'Si {email} correspond à un compte sur ce serveur, un lien pour choisir un nouveau mot de passe est en route. Il fonctionne une seule fois, pendant {duration}.',
  resetNoMailTitle: 'La réinitialisation du mot de passe n’est pas configurée',
  resetNoMail:
    'Ce serveur n’envoie pas d’e-mails, il ne peut donc pas vous envoyer de lien de réinitialisation. Demandez à votre administrateur de vous définir un nouveau mot de passe : il peut exécuter {command} sur le serveur avec votre adresse e-mail.',
  resetOffTitle: 'Aucun mot de passe à réinitialiser',
  resetOff:
    'Sur ce serveur, la connexion se fait uniquement par authentification unique : il n’y a donc ici aucun mot de passe à réinitialiser. Si vous ne parvenez pas à vous connecter, adressez-vous à votre administrateur.',
  newPasswordTitle: 'Choisir un nouveau mot de passe',
  newPasswordIntro: 'Pour votre compte {email}. L’enregistrer vous déconnecte partout où vous êtes connecté.',
  saveNewPassword: 'Enregistrer le nouveau mot de passe',
  resetDoneTitle: 'Votre mot de passe a été modifié',
  resetDone: 'Connectez-vous avec votre nouveau mot de passe. Vous avez été déconnecté partout ailleurs.',
  resetLinkGone:
    'Ce lien de réinitialisation est inconnu, a déjà été utilisé ou date de plus d’une heure. De plus, chaque nouvelle demande remplace les liens envoyés auparavant.',
  askAgain: 'Demander un nouveau lien',
  signUpTitle: 'S’inscrire',
  signUpIntro:
    'Saisissez votre adresse e-mail : nous vous enverrons un lien pour la confirmer et choisir un mot de passe.',
  signUpAddressRefused:
    'Ce serveur n’accepte les inscriptions que de certaines adresses e-mail, et celle-ci n’en fait pas partie. Demandez une invitation à un administrateur.',
  signUpSent:
    'Nous avons envoyé un e-mail à {email}. Pour continuer, suivez le lien qu’il contient ; il est valable {duration}.',
  signUpOffTitle: 'Inscription indisponible',
  signUpOff: 'Ce serveur ne permet pas de s’inscrire soi-même. Demandez une invitation à un administrateur.',
  signUpNoMail:
    'L’inscription passe par l’e-mail, que ce serveur n’envoie pas. Demandez une invitation à un administrateur : il peut en créer une sur la page Administration et vous en transmettre le lien.',
  signUpConfirmTitle: 'Choisir votre mot de passe',
  signUpConfirmIntro:
    'Votre adresse {email} est confirmée. Choisissez un mot de passe pour créer votre compte.',
  signUpTakenTitle: 'Vous avez déjà un compte',
  signUpTaken:
    'Un compte existe déjà avec cette adresse. Réinitialisez son mot de passe pour vous connecter.',
  signUpDoneTitle: 'Votre compte est prêt',
  signUpDone: 'Connectez-vous avec votre adresse e-mail et le mot de passe que vous avez choisi.',
  signUpLinkGone: 'Ce lien d’inscription est inconnu, a déjà été utilisé ou date de plus d’un jour.',
  signUpAgain: 'Recommencer l’inscription',
  emailChangeTitle: 'Changer votre adresse e-mail',
  emailChangeIntro:
    'Votre adresse est {email}. Nous enverrons un lien à la nouvelle adresse ; le changement a lieu quand vous le suivez.',
  newEmail: 'Nouvelle adresse e-mail',
  sameEmail: 'C’est déjà votre adresse.',
  emailChangeSent:
    'Nous avons envoyé un lien à {email}. Votre adresse change quand vous le suivez ; il est valable {duration}.',
  emailChangeSso:
    'Vous vous connectez par authentification unique, et c’est votre fournisseur d’identité qui gère votre adresse e-mail. Modifiez-la chez lui.',
  emailChangeNoMail:
    'Ce serveur n’envoie pas d’e-mails, il ne peut donc pas confirmer une nouvelle adresse. Adressez-vous à votre administrateur : il peut inviter la nouvelle adresse depuis la page Administration, en tant que nouveau compte.',
  emailConfirmTitle: 'Confirmer votre nouvelle adresse e-mail',
  emailConfirmIntro: 'Remplacer l’adresse de votre compte, {old}, par {new} ?',
  emailConfirmButton: 'Changer l’adresse',
  emailTaken: 'Un autre compte utilise déjà {email} : l’adresse n’a donc pas été modifiée.',
  emailChangedTitle: 'Votre adresse e-mail a été modifiée',
  emailChanged:
    'L’adresse de votre compte est désormais {email}. Utilisez-la dorénavant pour vous connecter.',
  emailLinkGone: 'Ce lien de confirmation est inconnu, a déjà été utilisé ou date de plus d’un jour.',
  backToAccount: 'Retour à votre compte',
  inviteTextMailed:
    'L’invitation est un lien destiné à une seule personne, valable {duration} : il lui permet de choisir un mot de passe et de se connecter. Il est envoyé à son adresse e-mail.',
  sendInvitation: 'Envoyer l’invitation',
  invitationMailed: 'L’invitation est en route vers {email}.',
  invitationMailedLink:
    'Voici aussi son lien, si vous préférez le transmettre vous-même. Il n’est affiché qu’une seule fois.',
};
