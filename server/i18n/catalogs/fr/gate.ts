import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Prouvez votre identité',
  emailHeading: 'Ce secret est réservé à son destinataire',
  emailAsk:
    'Saisissez votre adresse e-mail. Si l’expéditeur l’a choisie, nous vous envoyons un code qui ouvre le secret.',
  emailLabel: 'Votre adresse e-mail',
  sendCode: 'M’envoyer un code',
  codeHeading: 'Saisissez le code reçu par e-mail',
  codeSent:
    'Si {email} peut ouvrir ce secret, un code lui est envoyé. Le code fonctionne une fois, dans un délai de {duration}.',
  codeLabel: 'Code',
  openWithCode: 'Continuer',
  wrongCode: 'Ce code est erroné ou a expiré.',
  otherAddress: 'Utiliser une autre adresse',
  tooManyTitle: 'Trop de tentatives',
  tooManyText: 'Trop de codes ont été demandés ou essayés. Veuillez réessayer plus tard.',
  networkTitle: 'Indisponible depuis ici',
  networkText: 'Ce secret ne peut être ouvert que depuis le réseau choisi par son expéditeur.',
  codeSubject: 'Votre code pour un secret sur {site}',
  codeMail: 'Votre code pour ouvrir le secret partagé avec vous sur {site} : {code}',
  codeMailWorks: 'Il fonctionne une fois, dans un délai de {duration}.',
  codeMailNotYou: 'Si vous ne l’avez pas demandé, ignorez cet e-mail.',
  legend: 'Destinataire',
  emailsLabel: 'Seules ces adresses ou @domaines peuvent l’ouvrir',
  emailsHint: 'Séparées par des virgules. Le destinataire prouve son adresse avec un code envoyé par e-mail.',
  mailLinkLabel: 'Envoyer aussi le lien secret par e-mail à ces adresses',
  mailLinkHint:
    'Chaque adresse complète ci-dessus (pas un @domaine) reçoit le lien dans son propre e-mail, dans la langue du destinataire.',
  mailLinkNoAddress:
    'Pour envoyer le lien par e-mail, saisissez ci-dessus au moins une adresse complète (name@example.com) : un @domaine n’a pas de boîte aux lettres.',
  membersLabel: 'Seulement les membres de ce serveur, connectés',
  networksLabel: 'Seulement depuis ces plages d’adresses',
  networksHint: 'Plages CIDR IPv4 ou IPv6, comme 192.0.2.0/24, séparées par des virgules.',
  burnLabel: 'Le faire expirer après ce nombre de codes ou phrases secrètes erronés',
  auditPassedCode: 'Ouvert par {email}, vérifié par un code envoyé par e-mail',
  auditPassedMember: 'Ouvert par {email} (connecté)',
  auditPassedNetwork: 'Ouvert depuis un réseau autorisé',
  auditRefused: 'Refusé par le contrôle d’accès',
  memberText: 'Seuls les membres de ce serveur peuvent l’ouvrir : connectez-vous, puis vous revenez ici.',
};
