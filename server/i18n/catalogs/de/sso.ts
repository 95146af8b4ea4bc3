import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Mit {name} anmelden',
  signInWithProvider: 'Per Single Sign-On anmelden',
  refusedTitle: 'Single Sign-On',
  refusedHeading: 'Sie sind nicht angemeldet',
  refusedDomain:
    'E-Mail-Adressen der Domain {domain} können sich hier nicht anmelden. Melden Sie sich mit einem Konto Ihrer Organisation an, oder fragen Sie einen Administrator, welche Adressen sich anmelden dürfen.',
  refusedUnverified:
    'Ihr Identitätsanbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher kann sie hier keinem Konto zugeordnet werden. Bestätigen Sie die Adresse bei Ihrem Anbieter, und versuchen Sie es dann erneut.',
  refusedNoAccount: 'Für {email} gibt es hier kein Konto. Bitten Sie einen Administrator, Sie einzuladen.',
  refusedState:
    'Diese Anmeldung wurde nicht in diesem Browser begonnen, oder ihr Link wurde unterwegs verändert. Beginnen Sie erneut auf der Anmeldeseite.',
  refusedReplayed:
    'Diese Anmeldung wurde bereits verwendet. Wenn Sie nicht angemeldet sind, beginnen Sie erneut auf der Anmeldeseite.',
  refusedExpired:
    'Diese Anmeldung hat länger als 10 Minuten gedauert und ist abgelaufen. Beginnen Sie erneut auf der Anmeldeseite.',
  refusedByProvider:
    'Ihr Identitätsanbieter hat Sie nicht angemeldet: Die Anmeldung wurde dort abgebrochen oder abgelehnt.',
  providerDown:
    'Ihr Identitätsanbieter ist gerade nicht erreichbar. Versuchen Sie es in einigen Minuten erneut; wenn das immer wieder passiert, wenden Sie sich an einen Administrator.',
  providerError:
    'Die Antwort Ihres Identitätsanbieters konnte nicht überprüft werden, daher wurden Sie nicht angemeldet. Versuchen Sie es erneut; wenn das immer wieder passiert, wenden Sie sich an einen Administrator.',
  backToSignIn: 'Zurück zur Anmeldung',
};
