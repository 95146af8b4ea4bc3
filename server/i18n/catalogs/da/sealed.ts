import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'En forseglet hemmelighed til dig',
  revealHeading: 'Nogen har sendt dig en forseglet hemmelighed',
  revealNote:
    'Den er end-to-end-krypteret: Den kan kun åbnes i denne browser, med nøglen i dit hemmelige link, som serveren aldrig ser. Det tæller som en visning at åbne den.',
  openSecret: 'Åbn hemmeligheden',
  revealNoScript:
    'JavaScript er slået fra, så denne side kan ikke dekryptere hemmeligheden. Knappen viser den i stedet forseglet: Vil du læse den, skal du indsætte den sammen med dit links nøgle på siden /open på en hvilken som helst Secret Push-server.',
  keyMissing:
    'Dette link har ingen nøgle, så hemmeligheden kan ikke åbnes. Bed afsenderen om hele det hemmelige link, inklusive delen efter tegnet #.',
  keyMalformed:
    'Nøglen i dette link er ufuldstændig eller beskadiget, så hemmeligheden kan ikke åbnes. Bed afsenderen om hele det hemmelige link igen.',
  opening: 'Åbner hemmeligheden…',
  extensionOpens: 'Secret Push-udvidelsen åbner denne hemmelighed på denne side.',
  requestFailed: 'Serveren kunne ikke nås. Tjek din forbindelse, og prøv igen.',
  reasonBadKey:
    'Det er ikke en gyldig nøgle. Indsæt hele det hemmelige link eller de 43 tegn, der følger efter k1= i det.',
  reasonWrongKey:
    'Denne nøgle åbner ikke hemmeligheden, eller hemmeligheden er blevet beskadiget. Tjek, at du har hele linket, præcis som det blev sendt.',
  reasonNotSealed: 'Dette er ikke en forseglet hemmelighed: Ingen af dens linjer begynder med SP-SEALED-.',
  reasonFileNotSealed: 'Dette er ikke en forseglet fil.',
  reasonUnsupported:
    'Denne hemmelighed er forseglet i et nyere format, end denne side kan åbne. Åbn den med en opdateret Secret Push-server eller -udvidelse.',
  reasonTruncated:
    'En del af den forseglede hemmelighed mangler: Den er blevet afkortet. Kopiér det hele igen.',
  reasonFileTruncated: 'Filen er ufuldstændig: Den slutter før sin sidste del. Download den igen.',
  reasonReordered: 'Delene af denne fil er i forkert rækkefølge, eller nogle mangler, så den blev afvist.',
  fileNumber: 'Fil {number}',
  fileProgress: 'Dekrypterer: {percent}',
  fileSaved: 'Dekrypteret og gemt i dine overførsler.',
  fileFailed:
    'Downloadet mislykkedes. Prøv igen; er dets link udløbet, så åbn det hemmelige link igen for at få et nyt (hvis der er visninger tilbage).',
  openTitle: 'Åbn en forseglet hemmelighed',
  openIntro:
    'Indsæt en forseglet hemmelighed og dens hemmelige link eller nøgle. Den dekrypteres her i din browser: Denne side sender intet til nogen server.',
  envelopeLabel: 'Forseglet tekst',
  envelopeHint:
    'Teksten, der vises i stedet for hemmeligheden, eller i det mindste dens linjer, der begynder med SP-SEALED-.',
  keyLabel: 'Hemmeligt link eller nøgle',
  keyHint: 'Hele det hemmelige link, delen fra #k1= og frem eller nøglens 43 tegn.',
  filesLabel: 'Forseglede filer (valgfrit)',
  filesHint:
    'Filerne, der er downloadet fra det hemmelige link, med navnene 1.sealed, 2.sealed og så videre.',
  openNoScript:
    'Denne side dekrypterer i din browser og kræver JavaScript, som er slået fra. Slå det til for at åbne en forseglet hemmelighed.',
  envelopeMissing: 'Indsæt den forseglede tekst, eller vælg de forseglede filer.',
  keyNeeded: 'Indsæt det hemmelige link eller dets nøgle.',
  openedHeading: 'Den åbnede hemmelighed',
};
