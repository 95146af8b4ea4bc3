import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Logg inn med {name}',
  signInWithProvider: 'Logg inn med enkel pålogging',
  refusedTitle: 'Enkel pålogging',
  refusedHeading: 'Du er ikke logget inn',
  refusedDomain:
    'Adresser hos {domain} kan ikke logge inn her. Logg inn med en konto fra organisasjonen din, eller spør en administrator hvilke adresser som kan logge inn.',
  refusedUnverified:
    'Identitetsleverandøren din har ikke bekreftet e-postadressen din, så den kan ikke knyttes til en konto her. Bekreft adressen hos leverandøren din, og prøv igjen.',
  refusedNoAccount: 'Det finnes ingen konto her for {email}. Be en administrator om å invitere deg.',
  refusedState:
    'Denne påloggingen ble ikke startet i denne nettleseren, eller lenken ble endret underveis. Begynn på nytt fra påloggingssiden.',
  refusedReplayed:
    'Denne påloggingen er allerede brukt. Hvis du ikke er logget inn, begynner du på nytt fra påloggingssiden.',
  refusedExpired:
    'Denne påloggingen tok mer enn 10 minutter og er utløpt. Begynn på nytt fra påloggingssiden.',
  refusedByProvider:
    'Identitetsleverandøren din logget deg ikke inn: påloggingen ble avbrutt eller avvist der.',
  providerDown:
    'Identitetsleverandøren din kan ikke nås akkurat nå. Prøv igjen om noen minutter; hvis det fortsetter, si fra til en administrator.',
  providerError:
    'Svaret fra identitetsleverandøren din kunne ikke bekreftes, så du ble ikke logget inn. Prøv igjen; hvis det fortsetter, si fra til en administrator.',
  backToSignIn: 'Tilbake til pålogging',
};
