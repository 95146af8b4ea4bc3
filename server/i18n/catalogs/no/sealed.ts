import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'En forseglet hemmelighet til deg',
  revealHeading: 'Noen har sendt deg en forseglet hemmelighet',
  revealNote:
    'Den er ende-til-ende-kryptert: Den kan bare åpnes i denne nettleseren, med nøkkelen i den hemmelige lenken din, som serveren aldri ser. Å åpne den teller som en visning.',
  openSecret: 'Åpne hemmeligheten',
  revealNoScript:
    'JavaScript er slått av, så denne siden kan ikke dekryptere hemmeligheten. Knappen viser den derfor forseglet: For å lese den limer du den inn sammen med nøkkelen fra lenken din på siden /open på en hvilken som helst Secret Push-server.',
  keyMissing:
    'Denne lenken har ingen nøkkel, så hemmeligheten kan ikke åpnes. Be avsenderen om hele den hemmelige lenken, også delen etter #-tegnet.',
  keyMalformed:
    'Nøkkelen i denne lenken er ufullstendig eller skadet, så hemmeligheten kan ikke åpnes. Be avsenderen om hele den hemmelige lenken på nytt.',
  opening: 'Åpner hemmeligheten…',
  extensionOpens: 'Secret Push-utvidelsen åpner denne hemmeligheten på denne siden.',
  requestFailed: 'Får ikke kontakt med serveren. Sjekk tilkoblingen din og prøv igjen.',
  reasonBadKey:
    'Det er ikke en gyldig nøkkel. Lim inn hele den hemmelige lenken, eller de 43 tegnene som kommer etter k1= i den.',
  reasonWrongKey:
    'Denne nøkkelen åpner ikke hemmeligheten, eller hemmeligheten er skadet. Sjekk at du har hele lenken, nøyaktig slik den ble sendt.',
  reasonNotSealed: 'Dette er ikke en forseglet hemmelighet: Ingen av linjene begynner med SP-SEALED-.',
  reasonFileNotSealed: 'Dette er ikke en forseglet fil.',
  reasonUnsupported:
    'Denne hemmeligheten ble forseglet i et nyere format enn denne siden kan åpne. Åpne den med en oppdatert Secret Push-server eller -utvidelse.',
  reasonTruncated: 'En del av den forseglede hemmeligheten mangler: Den ble kuttet av. Kopier hele på nytt.',
  reasonFileTruncated: 'Filen er ufullstendig: Den slutter før den siste delen. Last den ned på nytt.',
  reasonReordered: 'Delene av denne filen er i feil rekkefølge, eller noen mangler, så den ble avvist.',
  fileNumber: 'Fil {number}',
  fileProgress: 'Dekrypterer: {percent}',
  fileSaved: 'Dekryptert og lagret i nedlastingene dine.',
  fileFailed:
    'Nedlastingen mislyktes. Prøv igjen; hvis nedlastingslenken er utløpt, åpner du den hemmelige lenken igjen for å få en ny (hvis det er visninger igjen).',
  openTitle: 'Åpne en forseglet hemmelighet',
  openIntro:
    'Lim inn en forseglet hemmelighet og den hemmelige lenken eller nøkkelen til den. Den dekrypteres her, i nettleseren din: Denne siden sender ingenting til noen server.',
  envelopeLabel: 'Forseglet tekst',
  envelopeHint:
    'Teksten som vises i stedet for hemmeligheten, eller i det minste linjene som begynner med SP-SEALED-.',
  keyLabel: 'Hemmelig lenke eller nøkkel',
  keyHint: 'Hele den hemmelige lenken, delen fra #k1= og utover, eller nøkkelens 43 tegn.',
  filesLabel: 'Forseglede filer (valgfritt)',
  filesHint:
    'Filene som er lastet ned fra den hemmelige lenken, med navnene 1.sealed, 2.sealed og så videre.',
  openNoScript:
    'Denne siden dekrypterer i nettleseren og trenger JavaScript, som er slått av. Slå det på for å åpne en forseglet hemmelighet.',
  envelopeMissing: 'Lim inn den forseglede teksten, eller velg de forseglede filene.',
  keyNeeded: 'Lim inn den hemmelige lenken eller nøkkelen til den.',
  openedHeading: 'Den åpnede hemmeligheten',
};
