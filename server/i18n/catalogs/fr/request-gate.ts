import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Cette demande est destinée à une seule personne',
  emailAsk:
    'Saisissez votre adresse e-mail. Si le demandeur l’a choisie, nous vous envoyons un code qui ouvre la demande.',
  codeSent:
    'Si {email} peut répondre à cette demande, un code y est en route. Le code fonctionne une fois, dans un délai de {duration}.',
  networkText: 'Cette demande ne peut recevoir de réponse que depuis le réseau choisi par le demandeur.',
  codeSubject: 'Votre code pour une demande sur {site}',
  codeMail: 'Votre code pour répondre à la demande qui vous a été adressée sur {site} : {code}',
  legend: 'Qui peut répondre',
  emailsLabel: 'Seules ces adresses ou @domaines peuvent répondre',
  emailsHint:
    'Séparées par des virgules. La personne qui répond prouve son adresse avec un code envoyé par e-mail.',
  emailUnavailable:
    'Ce serveur n’envoie pas d’e-mails et ne peut donc pas vérifier d’adresse : choisissez plutôt les membres ou des plages d’adresses.',
  notAccepted: 'Vérifiez ces entrées : adresses, @domaines ou plages d’adresses comme 192.0.2.0/24.',
  auditAnsweredCode: 'Réponse de {email}, vérifiée par un code envoyé par e-mail',
  auditAnsweredMember: 'Réponse de {email} (connecté)',
  auditAnsweredNetwork: 'Réponse depuis un réseau autorisé',
  answeredByCode: 'Réponse de {email}, vérifiée par un code envoyé par e-mail.',
  answeredBySignIn: 'Réponse de {email} (connecté).',
};
