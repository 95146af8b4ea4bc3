import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Logga in med {name}',
  signInWithProvider: 'Logga in med enkel inloggning',
  refusedTitle: 'Enkel inloggning',
  refusedHeading: 'Du är inte inloggad',
  refusedDomain:
    'Adresser hos {domain} kan inte logga in här. Logga in med ett konto från din organisation, eller fråga en administratör vilka adresser som får logga in.',
  refusedUnverified:
    'Din identitetsleverantör har inte bekräftat din e-postadress, så den kan inte kopplas till ett konto här. Bekräfta adressen hos din leverantör och försök sedan igen.',
  refusedNoAccount: 'Det finns inget konto här för {email}. Be en administratör att bjuda in dig.',
  refusedState:
    'Den här inloggningen startades inte i den här webbläsaren, eller så ändrades dess länk på vägen. Börja om från inloggningssidan.',
  refusedReplayed:
    'Den här inloggningen har redan använts. Om du inte är inloggad börjar du om från inloggningssidan.',
  refusedExpired:
    'Den här inloggningen tog mer än 10 minuter och har gått ut. Börja om från inloggningssidan.',
  refusedByProvider: 'Din identitetsleverantör loggade inte in dig: inloggningen avbröts eller nekades där.',
  providerDown:
    'Din identitetsleverantör går inte att nå just nu. Försök igen om några minuter; om det fortsätter, säg till en administratör.',
  providerError:
    'Svaret från din identitetsleverantör kunde inte verifieras, så du loggades inte in. Försök igen; om det fortsätter, säg till en administratör.',
  backToSignIn: 'Tillbaka till inloggningen',
};
