import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Votre mot de passe a été modifié',
  noticePassword: 'Le mot de passe de votre compte {email} sur {site} a été modifié le {time}.',
  noticeSecondFactorOnSubject: 'L’authentification à deux facteurs a été activée',
  noticeSecondFactorOn:
    'L’authentification à deux facteurs a été activée pour votre compte {email} sur {site} le {time}. La connexion demande désormais un code de votre application d’authentification en plus de votre mot de passe.',
  noticeSecondFactorOffSubject: 'L’authentification à deux facteurs a été désactivée',
  noticeSecondFactorOff:
    'L’authentification à deux facteurs a été désactivée pour votre compte {email} sur {site} le {time}. La connexion ne demande désormais plus que votre mot de passe.',
  noticeSecondFactorRemovedSubject: 'Un administrateur a désactivé votre authentification à deux facteurs',
  noticeSecondFactorRemoved:
    'Un administrateur de {site} a désactivé l’authentification à deux facteurs de votre compte {email} le {time}. La connexion ne demande désormais plus que votre mot de passe.',
  noticeSetUpAgain: 'Vous pouvez la configurer à nouveau depuis la page de votre compte.',
  accountLinkLabel: 'Ouvrir la page de votre compte',
  noticeRemovedNotAsked: 'Si vous ne l’avez pas demandé, contactez votre administrateur.',
  noticeSecondFactorFailuresSubject: 'Des codes à deux facteurs erronés ont été saisis pour votre compte',
  noticeSecondFactorFailures:
    'Plusieurs codes à deux facteurs erronés ont été saisis pour votre compte {email} sur {site}, le dernier le {time}, après la saisie correcte de son mot de passe.',
  noticeEmailSubject: 'Votre adresse e-mail a été modifiée',
  noticeEmail:
    'L’adresse e-mail de votre compte {email} sur {site} a été modifiée le {time}. Les e-mails concernant ce compte sont désormais envoyés à la nouvelle adresse.',
  noticeNotYou:
    'Si ce n’était pas vous, quelqu’un d’autre connaît peut-être votre mot de passe : réinitialisez-le dès maintenant et prévenez votre administrateur.',
  noticeEmailNotYou:
    'Si ce n’était pas vous, prévenez immédiatement votre administrateur : cette adresse ne permet plus de réinitialiser le mot de passe.',
  resetLinkLabel: 'Réinitialiser votre mot de passe',
  linkWorksOnce: 'Le lien ne fonctionne qu’une seule fois, pendant {duration}.',
  resetSubject: 'Réinitialisez votre mot de passe sur {site}',
  resetIntro:
    'Quelqu’un, probablement vous, a demandé à réinitialiser le mot de passe de votre compte {email} sur {site}.',
  resetButton: 'Choisir un nouveau mot de passe',
  resetNotYou: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  invitationSubject: '{inviter} vous invite à rejoindre {name} sur {site}',
  invitationIntro:
    '{inviter} vous invite à créer un compte {email} sur {site}, un serveur Secret Push pour partager des mots de passe et d’autres secrets au moyen de liens qui expirent.',
  invitationAdminIntro: 'Vous en serez l’un des administrateurs.',
  invitationButton: 'Accepter l’invitation',
  invitationWorksUntil: 'Le lien ne fonctionne qu’une seule fois, jusqu’au {time}.',
  invitationNotYou: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
  signupSubject: 'Confirmez votre inscription sur {site}',
  signupIntro: 'Quelqu’un, probablement vous, a demandé un compte sur {site} avec cette adresse.',
  signupButton: 'Confirmer et choisir un mot de passe',
  signupNotYou: 'Si ce n’était pas vous, ignorez cet e-mail : aucun compte ne sera créé.',
  signupExistingSubject: 'Vous avez déjà un compte sur {site}',
  signupExistingIntro:
    'Quelqu’un, probablement vous, a voulu s’inscrire sur {site} avec cette adresse, mais un compte existe déjà pour elle. Pour vous connecter sans votre mot de passe, réinitialisez-le.',
  signInButton: 'Se connecter',
  signupExistingNotYou: 'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé dans votre compte.',
  emailChangeSubject: 'Confirmez votre nouvelle adresse e-mail sur {site}',
  emailChangeIntro:
    'Vous avez demandé à remplacer l’adresse e-mail de votre compte sur {site}, {email}, par cette adresse.',
  emailChangeButton: 'Confirmer la nouvelle adresse',
  emailChangeNotYou: 'Si vous n’avez rien demandé, ignorez cet e-mail : l’adresse reste inchangée.',
};
