import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Logga in tillägget',
  authorizeQuestion: 'Vill du låta tillägget Secret Push i {name} använda ditt konto {email}?',
  authorizeWhat:
    'Det får en token som bara gäller den här webbläsaren, för att skapa, lista och avsluta dina delningar. Du kan när som helst återkalla den på API-token-sidan.',
  authorizeOnlyIfYou: 'Tillåt det bara om du precis valde ”Logga in” i tillägget.',
  allow: 'Tillåt',
  cancel: 'Avbryt',
  badRequestTitle: 'Ingen giltig inloggningsbegäran',
  badRequestText:
    'Tilläggets inloggningsbegäran är ofullständig eller ogiltig, så inget skickades tillbaka till det. Börja om från tilläggets inställningar.',

  browsersHeading: 'Webbläsare som är inloggade i tillägget',
  browsersIntro:
    'Varje webbläsare där du har loggat in i tillägget Secret Push har en egen token. Återkalla en för att logga ut den webbläsaren: din API-token och de andra webbläsarna fortsätter att fungera.',
  browsersNone:
    'Ingen webbläsare är inloggad. Välj ”Logga in” i tilläggets inställningar för att lägga till en.',
  browserSignedIn: 'Inloggad {time}',
  browserLastUsed: 'Senast använd {time}',
  browserNeverUsed: 'Aldrig använd',
  revoke: 'Återkalla',
  revokeLabel: 'Återkalla token för {name}',
  revoked: 'Webbläsarens token har återkallats: tillägget där är utloggat.',
  unknownBrowserTitle: 'Webbläsartoken hittades inte',
  unknownBrowserText: 'Du har ingen webbläsartoken med detta id. Den kan redan ha återkallats.',
};
