import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Glemt passordet?',
  signUpLink: 'Har du ingen konto ennå? Registrer deg',
  changeEmailLink: 'Endre e-postadressen',

  sendLink: 'Send lenken',
  backToSignIn: 'Tilbake til pålogging',
  tooManyRequests:
    'For mange forespørsler for denne adressen eller fra nettverket ditt. Vent en time og prøv igjen.',
  checkMailTitle: 'Sjekk e-posten din',
  noMailArrived: 'Har ingenting kommet? Se i søppelpostmappen, eller be om en ny om noen minutter.',

  resetTitle: 'Tilbakestill passordet',
  resetIntro:
    'Skriv inn e-postadressen til kontoen din, så sender vi deg en lenke der du kan velge et nytt passord.',
  resetSent:
    'Hvis {email} har en konto her, er en lenke for å velge et nytt passord på vei. Den virker én gang, innen {duration}.',
  resetNoMailTitle: 'Tilbakestilling av passord er ikke satt opp',
  resetNoMail:
    'Denne serveren sender ikke e-post, så den kan ikke sende deg en tilbakestillingslenke. Be administratoren om å sette et nytt passord for deg: vedkommende kan kjøre {command} med e-postadressen din på serveren.',
  resetOffTitle: 'Ingen passord å tilbakestille',
  resetOff:
    'På denne serveren logger du bare inn med enkel pålogging (SSO), så det finnes ikke noe passord her å tilbakestille. Kommer du ikke inn, kan du spørre administratoren.',
  newPasswordTitle: 'Velg et nytt passord',
  newPasswordIntro: 'For kontoen {email}. Når du lagrer det, blir du logget ut overalt der du er logget inn.',
  saveNewPassword: 'Lagre det nye passordet',
  resetDoneTitle: 'Passordet ditt er endret',
  resetDone: 'Logg inn med det nye passordet ditt. Du er logget ut alle andre steder.',
  resetLinkGone:
    'Denne tilbakestillingslenken er ukjent, allerede brukt eller eldre enn en time. Hver nye forespørsel erstatter dessuten lenkene som ble sendt før den.',
  askAgain: 'Be om en ny lenke',

  signUpTitle: 'Registrer deg',
  signUpIntro:
    'Skriv inn e-postadressen din, så sender vi deg en lenke for å bekrefte den og velge et passord.',
  signUpAddressRefused:
    'Denne serveren godtar bare registrering fra enkelte e-postadresser, og denne er ikke blant dem. Be en administrator om en invitasjon.',
  signUpSent: 'Vi har sendt en e-post til {email}. Følg lenken i den innen {duration} for å gå videre.',
  signUpOffTitle: 'Registrering er ikke tilgjengelig',
  signUpOff: 'Denne serveren lar ikke folk registrere seg selv. Be en administrator om en invitasjon.',
  signUpNoMail:
    'Registrering krever e-post, og denne serveren sender ikke e-post. Be en administrator om en invitasjon: vedkommende kan opprette en på administrasjonssiden og gi deg lenken.',
  signUpConfirmTitle: 'Velg passordet ditt',
  signUpConfirmIntro: 'Adressen din {email} er bekreftet. Velg et passord for å opprette kontoen din.',
  signUpTakenTitle: 'Du har allerede en konto',
  signUpTaken: 'Det finnes allerede en konto med denne adressen. Tilbakestill passordet for å logge inn.',
  signUpDoneTitle: 'Kontoen din er klar',
  signUpDone: 'Logg inn med e-postadressen din og passordet du valgte.',
  signUpLinkGone: 'Denne registreringslenken er ukjent, allerede brukt eller eldre enn én dag.',
  signUpAgain: 'Registrer deg på nytt',

  emailChangeTitle: 'Endre e-postadressen',
  emailChangeIntro:
    'Adressen din er {email}. Vi sender en lenke til den nye adressen; endringen skjer når du følger den.',
  newEmail: 'Ny e-postadresse',
  sameEmail: 'Dette er allerede adressen din.',
  emailChangeSent:
    'Vi har sendt en lenke til {email}. Adressen din endres når du følger den, innen {duration}.',
  emailChangeSso:
    'Du logger inn med enkel pålogging (SSO), og identitetsleverandøren din styrer e-postadressen din. Endre den der.',
  emailChangeNoMail:
    'Denne serveren sender ikke e-post, så den kan ikke bekrefte en ny adresse. Spør administratoren: vedkommende kan invitere den nye adressen fra administrasjonssiden, som en ny konto.',
  emailConfirmTitle: 'Bekreft den nye e-postadressen',
  emailConfirmIntro: 'Endre adressen til kontoen din fra {old} til {new}?',
  emailConfirmButton: 'Endre adressen',
  emailTaken: 'En annen konto bruker allerede {email}, så adressen ble ikke endret.',
  emailChangedTitle: 'E-postadressen din er endret',
  emailChanged: 'Kontoen din har nå adressen {email}. Logg inn med den fra nå av.',
  emailLinkGone: 'Denne bekreftelseslenken er ukjent, allerede brukt eller eldre enn én dag.',
  backToAccount: 'Tilbake til kontoen din',

  inviteTextMailed:
    'Invitasjonen er en lenke for én person, gyldig i {duration}: med den velger personen et passord og logger inn. Den sendes til e-postadressen til personen.',
  sendInvitation: 'Send invitasjonen',
  invitationMailed: 'Invitasjonen er på vei til {email}.',
  invitationMailedLink: 'Her er også lenken, hvis du heller vil gi den videre selv. Den vises bare én gang.',
};
