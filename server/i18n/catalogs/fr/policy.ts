import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Ce serveur n’accepte que les partages d’utilisateurs connectés. Connectez-vous pour partager.',
  passphraseRequired: 'Ce serveur exige ici une phrase secrète. Longueur minimale : {min}.',
  sealedRequired: 'Ce serveur n’accepte que les partages scellés (chiffrés de bout en bout) de ce type.',
  optionRequired: 'Ce serveur exige cette option.',
  gateRequiredAny:
    'Ce serveur exige une barrière : indiquez les adresses e-mail des destinataires, réservez le lien aux membres ou donnez des plages d’adresses.',
  gateRequiredEmail:
    'Ce serveur exige les adresses e-mail des destinataires : eux seuls peuvent ouvrir le lien.',
  gateRequiredMember: 'Ce serveur exige que seuls les membres connectés puissent ouvrir le lien.',
  lifeInHours: 'Durée de vie autorisée sur ce serveur (heures) : de {min} à {max}.',
  mailDomains: 'Les liens ne peuvent être envoyés qu’aux adresses de : {domains}.',
  textAnswersOff:
    'Les partages de texte sont désactivés sur ce serveur : seuls des fichiers peuvent répondre.',
};
