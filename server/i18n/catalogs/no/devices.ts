import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Logg inn utvidelsen',
  authorizeQuestion: 'Vil du la Secret Push-utvidelsen i {name} bruke kontoen din {email}?',
  authorizeWhat:
    'Den får et token som bare gjelder denne nettleseren, til å opprette, liste opp og avslutte delingene dine. Du kan når som helst trekke det tilbake på API-token-siden.',
  authorizeOnlyIfYou: 'Tillat det bare hvis du nettopp valgte «Logg inn» i utvidelsen.',
  allow: 'Tillat',
  cancel: 'Avbryt',
  badRequestTitle: 'Ikke en gyldig påloggingsforespørsel',
  badRequestText:
    'Påloggingsforespørselen fra utvidelsen er ufullstendig eller ugyldig, så ingenting ble sendt tilbake til den. Begynn på nytt fra innstillingene til utvidelsen.',

  browsersHeading: 'Nettlesere som er logget inn i utvidelsen',
  browsersIntro:
    'Hver nettleser der du har logget inn i Secret Push-utvidelsen, har sitt eget token. Trekk tilbake ett for å logge ut den nettleseren: API-tokenet ditt og de andre nettleserne virker fortsatt.',
  browsersNone:
    'Ingen nettleser er logget inn. Velg «Logg inn» i innstillingene til utvidelsen for å legge til en.',
  browserSignedIn: 'Logget inn {time}',
  browserLastUsed: 'Sist brukt {time}',
  browserNeverUsed: 'Aldri brukt',
  revoke: 'Trekk tilbake',
  revokeLabel: 'Trekk tilbake tokenet til {name}',
  revoked: 'Nettleserens token ble trukket tilbake: Utvidelsen der er logget ut.',
  unknownBrowserTitle: 'Fant ikke nettlesertokenet',
  unknownBrowserText:
    'Du har ikke noe nettlesertoken med denne ID-en. Det kan allerede være trukket tilbake.',
};
