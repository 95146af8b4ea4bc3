import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Se connecter avec {name}',
  signInWithProvider: 'Se connecter par authentification unique',
  refusedTitle: 'Authentification unique',
  refusedHeading: 'Vous n’êtes pas connecté',
  refusedDomain:
    'Les adresses du domaine {domain} ne peuvent pas se connecter ici. Connectez-vous avec un compte de votre organisation, ou demandez à un administrateur quelles adresses sont autorisées à se connecter.',
  refusedUnverified:
    'Votre fournisseur d’identité n’a pas confirmé votre adresse e-mail : elle ne peut donc être associée à aucun compte ici. Confirmez l’adresse auprès de votre fournisseur, puis réessayez.',
  refusedNoAccount:
    'Il n’existe ici aucun compte pour {email}. Demandez à un administrateur de vous inviter.',
  refusedState:
    'Cette connexion n’a pas été commencée dans ce navigateur, ou son lien a été modifié en chemin. Recommencez depuis la page de connexion.',
  refusedReplayed:
    'Cette connexion a déjà été utilisée. Si vous n’êtes pas connecté, recommencez depuis la page de connexion.',
  refusedExpired:
    'Cette connexion a pris plus de 10 minutes et a expiré. Recommencez depuis la page de connexion.',
  refusedByProvider:
    'Votre fournisseur d’identité ne vous a pas connecté : la connexion y a été annulée ou refusée.',
  providerDown:
    'Votre fournisseur d’identité est injoignable pour le moment. Réessayez dans quelques minutes ; si le problème persiste, prévenez un administrateur.',
  providerError:
    'La réponse de votre fournisseur d’identité n’a pas pu être vérifiée : vous n’avez donc pas été connecté. Réessayez ; si le problème persiste, prévenez un administrateur.',
  backToSignIn: 'Retour à la connexion',
};
