import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Ce serveur n’accepte que les partages d’utilisateurs connectés. Connectez-vous pour partager.',
  passphraseRequired: 'Ce serveur exige ici une phrase secrète. Longueur minimale : {min}.',
  sealedRequired: 'Ce serveur n’accepte que les partages scellés (chiffrés de bout en bout) de ce type.',
  optionRequired: 'Ce serveur exige cette option.',
  lifeInHours: 'Durée de vie autorisée sur ce serveur (heures) : de {min} à {max}.',
  mailDomains: 'Les liens ne peuvent être envoyés qu’aux adresses de : {domains}.',
  textAnswersOff:
    'Les partages de texte sont désactivés sur ce serveur : seuls des fichiers peuvent répondre.',
};
