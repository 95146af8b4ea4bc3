import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Tilgangsnøkler',
  sectionText:
    'En tilgangsnøkkel logger deg på med skjermlåsen på enheten din eller en sikkerhetsnøkkel, uten passord eller kode. Denne serveren lagrer bare den offentlige nøkkelen.',
  none: 'Du har ingen tilgangsnøkler ennå.',
  listCaption: 'Tilgangsnøklene dine',
  columnName: 'Navn',
  columnAdded: 'Lagt til',
  columnLastUsed: 'Sist brukt',
  columnActions: 'Handlinger',
  neverUsed: 'Aldri',
  renameLabel: 'Nytt navn på {name}',
  renameButton: 'Gi nytt navn',
  renameButtonFor: 'Gi nytt navn til {name}',
  removeButton: 'Fjern',
  removeButtonFor: 'Fjern {name}',
  nameLabel: 'Navn på den nye tilgangsnøkkelen',
  nameHint: 'For eksempel «Jobb-PC» eller «Blå sikkerhetsnøkkel».',
  defaultName: 'Tilgangsnøkkel',
  addButton: 'Legg til en tilgangsnøkkel',
  needsScript:
    'For å legge til eller bruke en tilgangsnøkkel trenger du en nettleser som støtter dem, med JavaScript slått på.',
  waiting: 'Følg instruksjonene i nettleseren…',
  addFailed: 'Ingen tilgangsnøkkel ble lagt til. Prøv igjen når du er klar.',
  added: 'Tilgangsnøkkel lagt til. Du kan logge på med den fra nå av.',
  renamed: 'Tilgangsnøkkelen fikk nytt navn.',
  removed: 'Tilgangsnøkkel fjernet: den logger ikke lenger på her.',
  addRefused:
    'Tilgangsnøkkelen ble ikke lagt til: enheten bekreftet deg ikke, eller forespørselen utløp. Prøv igjen.',
  taken: 'Denne tilgangsnøkkelen er allerede lagt til.',
  nameMissing: 'Gi tilgangsnøkkelen et navn.',
  signInButton: 'Logg på med en tilgangsnøkkel',
  signInFailed: 'Ingen tilgangsnøkkel ble brukt. Prøv igjen, eller logg på med passordet ditt.',
  signInRefused:
    'Den tilgangsnøkkelen logget deg ikke på. Den kan være fjernet, eller enheten bekreftet deg ikke.',
  stepTitle: 'Bekreft med en tilgangsnøkkel',
  stepIntro: 'Passordet var riktig. Bekreft at det er deg med en av tilgangsnøklene dine.',
  stepButton: 'Bruk en tilgangsnøkkel',
  useCodeInstead: 'Skriv inn en kode i stedet',
  usePasskeyInstead: 'Bruk en tilgangsnøkkel i stedet',
  setUpInstead: 'Eller legg til en tilgangsnøkkel i stedet',
};
