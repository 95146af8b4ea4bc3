import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Tofaktorgodkendelse',
  stepIntro: 'Indtast den sekscifrede kode, som din godkendelsesapp viser for denne konto.',
  codeLabel: 'Kode',
  stepBackupHint: 'Har du ikke telefonen ved hånden? Indtast i stedet en af dine backupkoder.',
  verifyButton: 'Bekræft og log ind',
  wrongCode: 'Koden er forkert eller er allerede brugt. Indtast den kode, din app viser nu.',
  startOver: 'Log ind igen',
  stepExpired: 'Dit login tog for lang tid. Indtast din e-mail og adgangskode igen.',
  sectionHeading: 'Tofaktorgodkendelse',
  offText:
    'Beskyt din konto med et ekstra trin, når du logger ind: efter din adgangskode en kode fra en godkendelsesapp på din telefon.',
  setUpLink: 'Konfigurer tofaktorgodkendelse',
  onText:
    'Slået til siden {date}. Når du logger ind, bliver du efter adgangskoden bedt om en kode fra din godkendelsesapp.',
  backupLeft: {
    one: '{count} ubrugt backupkode tilbage.',
    other: '{count} ubrugte backupkoder tilbage.',
  },
  ssoOnly: 'Du logger ind med single sign-on: din identitetsudbyders egne kontroller beskytter din konto.',
  setupTitle: 'Konfigurer tofaktorgodkendelse',
  setupText:
    'Du skal bruge en godkendelsesapp på din telefon. Indtast først din adgangskode for at bekræfte, at det er dig.',
  required: 'Denne server kræver tofaktorgodkendelse. Konfigurer det for at fortsætte.',
  continueButton: 'Fortsæt',
  backToAccount: 'Tilbage til din konto',
  scanText: 'Scan denne QR-kode med din godkendelsesapp.',
  qrLabel: 'QR-kode til at tilføje denne konto i en godkendelsesapp',
  typeInstead: 'Kan du ikke scanne den? Indtast i stedet denne nøgle i appen:',
  confirmLabel: 'Indtast derefter den sekscifrede kode, appen viser',
  confirmButton: 'Slå tofaktorgodkendelse til',
  wrongSetupCode:
    'Koden passer ikke. Tjek, at uret på din telefon går rigtigt, og indtast så den kode, appen viser nu.',
  cancelSetup: 'Annuller',
  codesTitle: 'Dine backupkoder',
  turnedOn: 'Tofaktorgodkendelse er slået til.',
  codesReplaced: 'Dine nye backupkoder er klar. De tidligere virker ikke længere.',
  codesText:
    'Hvis du mister din telefon, kan du med hver af disse koder logge ind én gang i stedet for med en kode fra appen. Opbevar dem et sikkert sted, fx i din adgangskodeadministrator.',
  copyCodes: 'Kopiér koderne',
  codesOnce: 'Koderne vises kun én gang. Hvis du genindlæser siden, vises de ikke igen.',
  codesSaved: 'Jeg har gemt mine backupkoder',
  newCodesTitle: 'Lav nye backupkoder',
  newCodesText:
    'Nye backupkoder erstatter alle dine nuværende. Indtast din adgangskode for at bekræfte, at det er dig.',
  newCodesButton: 'Lav nye backupkoder',
  removeTitle: 'Slå tofaktorgodkendelse fra',
  removeText:
    'Når du logger ind, bliver du så kun bedt om din adgangskode, og dine backupkoder holder op med at virke. Indtast din adgangskode for at bekræfte, at det er dig.',
  removeRequired:
    'Denne server kræver tofaktorgodkendelse: du bliver straks bedt om at konfigurere det igen.',
  removeButton: 'Slå tofaktorgodkendelse fra',
  turnedOff: 'Tofaktorgodkendelse er slået fra.',
};
