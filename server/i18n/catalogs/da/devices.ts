import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Log udvidelsen ind',
  authorizeQuestion: 'Vil du give Secret Push-udvidelsen i {name} lov til at bruge din konto {email}?',
  authorizeWhat:
    'Den får et token, der kun gælder denne browser, til at oprette, vise og afslutte dine delinger. Du kan til enhver tid tilbagekalde det på API-token-siden.',
  authorizeOnlyIfYou: 'Tillad det kun, hvis du lige har valgt »Log ind« i udvidelsen.',
  allow: 'Tillad',
  cancel: 'Annuller',
  badRequestTitle: 'Ikke en gyldig loginanmodning',
  badRequestText:
    'Udvidelsens loginanmodning er ufuldstændig eller ugyldig, så intet blev sendt tilbage til den. Start forfra fra udvidelsens indstillinger.',

  browsersHeading: 'Browsere, der er logget ind i udvidelsen',
  browsersIntro:
    'Hver browser, hvor du har logget ind i Secret Push-udvidelsen, har sit eget token. Tilbagekald et for at logge den browser ud: Dit API-token og de andre browsere virker fortsat.',
  browsersNone: 'Ingen browser er logget ind. Vælg »Log ind« i udvidelsens indstillinger for at tilføje en.',
  browserSignedIn: 'Logget ind {time}',
  browserLastUsed: 'Senest brugt {time}',
  browserNeverUsed: 'Aldrig brugt',
  revoke: 'Tilbagekald',
  revokeLabel: 'Tilbagekald tokenet for {name}',
  revoked: 'Browserens token blev tilbagekaldt: Udvidelsen i den browser er logget ud.',
  unknownBrowserTitle: 'Browsertokenet blev ikke fundet',
  unknownBrowserText: 'Du har intet browsertoken med dette id. Det er måske allerede tilbagekaldt.',
};
