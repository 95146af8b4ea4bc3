import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Log ind med {name}',
  signInWithProvider: 'Log ind med single sign-on',
  refusedTitle: 'Single sign-on (SSO)',
  refusedHeading: 'Du er ikke logget ind',
  refusedDomain:
    'Adresser hos {domain} kan ikke logge ind her. Log ind med en konto fra din organisation, eller spørg en administrator, hvilke adresser der må logge ind.',
  refusedUnverified:
    'Din identitetsudbyder har ikke bekræftet din e-mailadresse, så den kan ikke knyttes til en konto her. Bekræft adressen hos din udbyder, og prøv igen.',
  refusedNoAccount: 'Der er ingen konto her til {email}. Bed en administrator om at invitere dig.',
  refusedState:
    'Dette login blev ikke startet i denne browser, eller dets link blev ændret undervejs. Start forfra fra loginsiden.',
  refusedReplayed:
    'Dette login er allerede brugt. Hvis du ikke er logget ind, skal du starte forfra fra loginsiden.',
  refusedExpired: 'Dette login tog mere end 10 minutter og er udløbet. Start forfra fra loginsiden.',
  refusedByProvider: 'Din identitetsudbyder loggede dig ikke ind: login blev annulleret eller afvist dér.',
  providerDown:
    'Din identitetsudbyder kan ikke nås lige nu. Prøv igen om et par minutter; hvis det bliver ved, så sig det til en administrator.',
  providerError:
    'Svaret fra din identitetsudbyder kunne ikke bekræftes, så du blev ikke logget ind. Prøv igen; hvis det bliver ved, så sig det til en administrator.',
  backToSignIn: 'Tilbage til login',
};
