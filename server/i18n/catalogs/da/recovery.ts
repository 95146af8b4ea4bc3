import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Har du glemt din adgangskode?',
  signUpLink: 'Ingen konto endnu? Tilmeld dig',
  changeEmailLink: 'Skift din e-mailadresse',
  sendLink: 'Send linket',
  backToSignIn: 'Tilbage til log ind',
  tooManyRequests:
    'For mange forespørgsler for denne adresse eller fra dit netværk. Vent en time, og prøv igen.',
  checkMailTitle: 'Tjek din e-mail',
  noMailArrived: 'Er der ikke kommet noget? Kig i din spammappe, eller bed om det igen om et par minutter.',
  resetTitle: 'Nulstil din adgangskode',
  resetIntro:
    'Angiv din kontos e-mailadresse, så sender vi dig et link, hvor du kan vælge en ny adgangskode.',
  resetSent:
    'Hvis {email} har en konto her, er et link til at vælge en ny adgangskode på vej. Det virker én gang, inden for {duration}.',
  resetNoMailTitle: 'Nulstilling af adgangskode er ikke sat op',
  resetNoMail:
    'Denne server sender ingen e-mails og kan derfor ikke sende dig et nulstillingslink. Bed din administrator om at give dig en ny adgangskode: Vedkommende kan køre {command} med din e-mailadresse på serveren.',
  resetOffTitle: 'Ingen adgangskode at nulstille',
  resetOff:
    'På denne server logger man kun ind med single sign-on, så der er ingen adgangskode at nulstille her. Hvis du ikke kan logge ind, så kontakt din administrator.',
  newPasswordTitle: 'Vælg en ny adgangskode',
  newPasswordIntro:
    'Til din konto {email}. Når du gemmer den, bliver du logget ud alle steder, hvor du er logget ind.',
  saveNewPassword: 'Gem den nye adgangskode',
  resetDoneTitle: 'Din adgangskode er ændret',
  resetDone: 'Log ind med din nye adgangskode. Du er blevet logget ud alle andre steder.',
  resetLinkGone:
    'Dette nulstillingslink er ukendt, er allerede brugt eller er mere end en time gammelt. Hver ny anmodning erstatter desuden de links, der blev sendt før den.',
  askAgain: 'Bed om et nyt link',
  signUpTitle: 'Tilmeld dig',
  signUpIntro:
    'Angiv din e-mailadresse, så sender vi dig et link, hvor du kan bekræfte den og vælge en adgangskode.',
  signUpAddressRefused:
    'Denne server tager kun imod tilmeldinger fra visse e-mailadresser, og denne er ikke en af dem. Bed en administrator om en invitation.',
  signUpSent: 'Vi har sendt en e-mail til {email}. Følg linket i den inden for {duration} for at fortsætte.',
  signUpOffTitle: 'Tilmelding er ikke mulig',
  signUpOff: 'Denne server lader ikke folk tilmelde sig selv. Bed en administrator om en invitation.',
  signUpNoMail:
    'Tilmelding kræver e-mail, som denne server ikke sender. Bed en administrator om en invitation: Vedkommende kan oprette en på siden Administration og give dig linket.',
  signUpConfirmTitle: 'Vælg din adgangskode',
  signUpConfirmIntro: 'Din adresse {email} er bekræftet. Vælg en adgangskode for at oprette din konto.',
  signUpTakenTitle: 'Du har allerede en konto',
  signUpTaken: 'Der findes allerede en konto med denne adresse. Nulstil dens adgangskode for at logge ind.',
  signUpDoneTitle: 'Din konto er klar',
  signUpDone: 'Log ind med din e-mailadresse og den adgangskode, du valgte.',
  signUpLinkGone: 'Dette tilmeldingslink er ukendt, er allerede brugt eller er mere end en dag gammelt.',
  signUpAgain: 'Tilmeld dig igen',
  emailChangeTitle: 'Skift din e-mailadresse',
  emailChangeIntro:
    'Din adresse er {email}. Vi sender et link til den nye adresse; ændringen sker, når du følger det.',
  newEmail: 'Ny e-mailadresse',
  sameEmail: 'Det er allerede din adresse.',
  emailChangeSent:
    'Vi har sendt et link til {email}. Din adresse ændres, når du følger det, inden for {duration}.',
  emailChangeSso:
    'Du logger ind med single sign-on, og din identitetsudbyder styrer din e-mailadresse. Skift den der.',
  emailChangeNoMail:
    'Denne server sender ingen e-mails og kan derfor ikke bekræfte en ny adresse. Spørg din administrator: Vedkommende kan invitere den nye adresse som en ny konto fra siden Administration.',
  emailConfirmTitle: 'Bekræft din nye e-mailadresse',
  emailConfirmIntro: 'Skift din kontos adresse fra {old} til {new}?',
  emailConfirmButton: 'Skift adressen',
  emailTaken: 'En anden konto bruger allerede {email}, så adressen blev ikke ændret.',
  emailChangedTitle: 'Din e-mailadresse er ændret',
  emailChanged: 'Din kontos adresse er nu {email}. Log ind med den fremover.',
  emailLinkGone: 'Dette bekræftelseslink er ukendt, er allerede brugt eller er mere end en dag gammelt.',
  backToAccount: 'Tilbage til din konto',
  inviteTextMailed:
    'Invitationen er et link til én person og gælder i {duration}: Med det vælger personen en adgangskode og logger ind. Det sendes til personens e-mailadresse.',
  sendInvitation: 'Send invitationen',
  invitationMailed: 'Invitationen er på vej til {email}.',
  invitationMailedLink:
    'Her er også linket, hvis du hellere vil give det videre selv. Det vises kun én gang.',
};
