import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Een verzegeld geheim voor jou',
  revealHeading: 'Iemand heeft je een verzegeld geheim gestuurd',
  revealNote:
    'Het is end-to-end versleuteld: het gaat alleen open in deze browser, met de sleutel in je geheime link, die de server nooit ziet. Openen telt als een weergave.',
  openSecret: 'Geheim openen',
  revealNoScript:
    'JavaScript staat uit, dus deze pagina kan het geheim niet ontsleutelen. De knop toont het daarom verzegeld: om het te lezen, plak je het samen met de sleutel uit je link in de pagina /open van een willekeurige Secret Push-server.',
  keyMissing:
    'Deze link heeft geen sleutel, dus het geheim kan niet worden geopend. Vraag de afzender om de volledige geheime link, inclusief het deel na het #-teken.',
  keyMalformed:
    'De sleutel in deze link is onvolledig of beschadigd, dus het geheim kan niet worden geopend. Vraag de afzender opnieuw om de volledige geheime link.',
  opening: 'Het geheim wordt geopend…',
  extensionOpens: 'De Secret Push-extensie opent dit geheim op deze pagina.',
  requestFailed: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  reasonBadKey:
    'Dat is geen geldige sleutel. Plak de volledige geheime link, of de 43 tekens die daarin na k1= staan.',
  reasonWrongKey:
    'Deze sleutel opent het geheim niet, of het geheim is beschadigd. Controleer of je de volledige link hebt, precies zoals die is verstuurd.',
  reasonNotSealed: 'Dit is geen verzegeld geheim: geen van de regels begint met SP-SEALED-.',
  reasonFileNotSealed: 'Dit is geen verzegeld bestand.',
  reasonUnsupported:
    'Dit geheim is verzegeld in een nieuwere indeling dan deze pagina kan openen. Open het met een bijgewerkte Secret Push-server of -extensie.',
  reasonTruncated:
    'Een deel van het verzegelde geheim ontbreekt: het is afgekapt. Kopieer het opnieuw in zijn geheel.',
  reasonFileTruncated: 'Het bestand is onvolledig: het houdt op vóór het laatste deel. Download het opnieuw.',
  reasonReordered:
    'De delen van dit bestand staan in de verkeerde volgorde of er ontbreken er een paar, dus het is geweigerd.',
  fileNumber: 'Bestand {number}',
  fileProgress: 'Ontsleutelen: {percent}',
  fileSaved: 'Ontsleuteld en opgeslagen in je downloads.',
  fileFailed:
    'Het downloaden is mislukt. Probeer het opnieuw; is de downloadlink verlopen, open dan de geheime link opnieuw voor een nieuwe (als er nog weergaven over zijn).',
  openTitle: 'Een verzegeld geheim openen',
  openIntro:
    'Plak een verzegeld geheim en de bijbehorende geheime link of sleutel. Het wordt hier ontsleuteld, in je browser: deze pagina stuurt niets naar welke server dan ook.',
  envelopeLabel: 'Verzegelde tekst',
  envelopeHint:
    'De tekst die in plaats van het geheim werd getoond, of ten minste de regels die met SP-SEALED- beginnen.',
  keyLabel: 'Geheime link of sleutel',
  keyHint: 'De volledige geheime link, het deel vanaf #k1=, of de 43 tekens van de sleutel.',
  filesLabel: 'Verzegelde bestanden (optioneel)',
  filesHint:
    'De bestanden die je via de geheime link hebt gedownload, met de namen 1.sealed, 2.sealed enzovoort.',
  openNoScript:
    'Deze pagina ontsleutelt in je browser en heeft daarvoor JavaScript nodig, maar dat staat uit. Zet het aan om een verzegeld geheim te openen.',
  envelopeMissing: 'Plak de verzegelde tekst of kies de verzegelde bestanden.',
  keyNeeded: 'Plak de geheime link of de sleutel ervan.',
  openedHeading: 'Het geopende geheim',
};
