import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Inloggen met {name}',
  signInWithProvider: 'Inloggen met single sign-on',
  refusedTitle: 'Single sign-on (SSO)',
  refusedHeading: 'Je bent niet ingelogd',
  refusedDomain:
    'Adressen bij {domain} kunnen hier niet inloggen. Log in met een account van je organisatie, of vraag een beheerder welke adressen mogen inloggen.',
  refusedUnverified:
    'Je identiteitsprovider heeft je e-mailadres niet bevestigd, dus het kan hier niet aan een account worden gekoppeld. Bevestig het adres bij je provider en probeer het daarna opnieuw.',
  refusedNoAccount: 'Er is hier geen account voor {email}. Vraag een beheerder om je uit te nodigen.',
  refusedState:
    'Deze inlogpoging is niet in deze browser begonnen, of de link ervan is onderweg gewijzigd. Begin opnieuw op de inlogpagina.',
  refusedReplayed:
    'Deze inlogpoging is al gebruikt. Ben je niet ingelogd, begin dan opnieuw op de inlogpagina.',
  refusedExpired:
    'Deze inlogpoging duurde langer dan 10 minuten en is verlopen. Begin opnieuw op de inlogpagina.',
  refusedByProvider:
    'Je identiteitsprovider heeft je niet ingelogd: het inloggen is daar geannuleerd of geweigerd.',
  providerDown:
    'Je identiteitsprovider is op dit moment niet bereikbaar. Probeer het over een paar minuten opnieuw; blijft dit gebeuren, laat het dan een beheerder weten.',
  providerError:
    'Het antwoord van je identiteitsprovider kon niet worden geverifieerd, dus je bent niet ingelogd. Probeer het opnieuw; blijft dit gebeuren, laat het dan een beheerder weten.',
  backToSignIn: 'Terug naar inloggen',
};
