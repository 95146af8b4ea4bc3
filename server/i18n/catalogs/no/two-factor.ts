import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Tofaktorautentisering',
  stepIntro: 'Skriv inn den sekssifrede koden som autentiseringsappen din viser for denne kontoen.',
  codeLabel: 'Kode',
  stepBackupHint: 'Har du ikke telefonen for hånden? Skriv inn en av reservekodene dine i stedet.',
  verifyButton: 'Bekreft og logg inn',
  wrongCode: 'Koden er feil eller er allerede brukt. Skriv inn koden appen viser nå.',
  startOver: 'Logg inn på nytt',
  stepExpired: 'Påloggingen tok for lang tid. Skriv inn e-postadressen og passordet ditt på nytt.',
  sectionHeading: 'Tofaktorautentisering',
  offText:
    'Beskytt kontoen din med et ekstra steg ved pålogging: etter passordet en kode fra en autentiseringsapp på telefonen.',
  setUpLink: 'Sett opp tofaktorautentisering',
  onText:
    'Slått på siden {date}. Ved pålogging blir du bedt om en kode fra autentiseringsappen etter passordet.',
  backupLeft: {
    one: '{count} ubrukt reservekode igjen.',
    other: '{count} ubrukte reservekoder igjen.',
  },
  ssoOnly:
    'Du logger inn med enkel pålogging: identitetsleverandørens egne kontroller beskytter kontoen din.',
  setupTitle: 'Sett opp tofaktorautentisering',
  setupText:
    'Du trenger en autentiseringsapp på telefonen. Skriv først inn passordet ditt for å bekrefte at det er deg.',
  required: 'Denne serveren krever tofaktorautentisering. Sett det opp for å fortsette.',
  continueButton: 'Fortsett',
  backToAccount: 'Tilbake til kontoen din',
  scanText: 'Skann denne QR-koden med autentiseringsappen din.',
  qrLabel: 'QR-kode for å legge til denne kontoen i en autentiseringsapp',
  typeInstead: 'Får du ikke skannet den? Skriv inn denne nøkkelen i appen i stedet:',
  confirmLabel: 'Skriv deretter inn den sekssifrede koden appen viser',
  confirmButton: 'Slå på tofaktorautentisering',
  wrongSetupCode:
    'Koden stemmer ikke. Sjekk at klokken på telefonen går riktig, og skriv deretter inn koden appen viser nå.',
  cancelSetup: 'Avbryt',
  codesTitle: 'Reservekodene dine',
  turnedOn: 'Tofaktorautentisering er slått på.',
  codesReplaced: 'De nye reservekodene dine er klare. De forrige virker ikke lenger.',
  codesText:
    'Hvis du mister telefonen, kan du logge inn én gang med hver av disse kodene i stedet for en kode fra appen. Oppbevar dem på et trygt sted, for eksempel i passordbehandleren din.',
  copyCodes: 'Kopier kodene',
  codesOnce: 'Disse kodene vises bare én gang. Hvis du laster inn siden på nytt, vises de ikke igjen.',
  codesSaved: 'Jeg har lagret reservekodene mine',
  newCodesTitle: 'Lag nye reservekoder',
  newCodesText:
    'Nye reservekoder erstatter alle de nåværende. Skriv inn passordet ditt for å bekrefte at det er deg.',
  newCodesButton: 'Lag nye reservekoder',
  removeTitle: 'Slå av tofaktorautentisering',
  removeText:
    'Ved pålogging blir du da bare bedt om passordet, og reservekodene dine slutter å virke. Skriv inn passordet ditt for å bekrefte at det er deg.',
  removeRequired:
    'Denne serveren krever tofaktorautentisering: du blir straks bedt om å sette det opp igjen.',
  removeButton: 'Slå av tofaktorautentisering',
  turnedOff: 'Tofaktorautentisering er slått av.',
};
