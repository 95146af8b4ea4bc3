import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Glömt lösenordet?',
  signUpLink: 'Inget konto än? Registrera dig',
  changeEmailLink: 'Byt e-postadress',

  sendLink: 'Skicka länken',
  backToSignIn: 'Tillbaka till inloggningen',
  tooManyRequests:
    'För många förfrågningar för den här adressen eller från ditt nätverk. Vänta en timme och försök igen.',
  checkMailTitle: 'Kolla din e-post',
  noMailArrived: 'Har inget kommit? Titta i skräppostmappen eller be om en ny om några minuter.',

  resetTitle: 'Återställ ditt lösenord',
  resetIntro: 'Ange e-postadressen till ditt konto så skickar vi en länk där du väljer ett nytt lösenord.',
  resetSent:
    'Om {email} har ett konto här är en länk för att välja ett nytt lösenord på väg. Den fungerar en gång, inom {duration}.',
  resetNoMailTitle: 'Återställning av lösenord är inte konfigurerad',
  resetNoMail:
    'Den här servern skickar ingen e-post, så den kan inte skicka en återställningslänk till dig. Be din administratör att ange ett nytt lösenord åt dig: administratören kan köra {command} med din e-postadress på servern.',
  resetOffTitle: 'Inget lösenord att återställa',
  resetOff:
    'På den här servern loggar du bara in via enkel inloggning (SSO), så det finns inget lösenord här att återställa. Kontakta din administratör om du inte kan logga in.',
  newPasswordTitle: 'Välj ett nytt lösenord',
  newPasswordIntro: 'För ditt konto {email}. När du sparar det loggas du ut överallt där du är inloggad.',
  saveNewPassword: 'Spara det nya lösenordet',
  resetDoneTitle: 'Ditt lösenord har bytts',
  resetDone: 'Logga in med ditt nya lösenord. Du har loggats ut på alla andra ställen.',
  resetLinkGone:
    'Den här återställningslänken är okänd, redan använd eller äldre än en timme. Varje ny förfrågan ersätter dessutom länkarna som skickats före den.',
  askAgain: 'Be om en ny länk',

  signUpTitle: 'Registrera dig',
  signUpIntro: 'Ange din e-postadress så skickar vi en länk för att bekräfta den och välja ett lösenord.',
  signUpAddressRefused:
    'Den här servern tar bara emot registreringar från vissa e-postadresser, och den här är inte en av dem. Be en administratör om en inbjudan.',
  signUpSent:
    'Vi har skickat ett e-postmeddelande till {email}. Följ länken i det inom {duration} för att gå vidare.',
  signUpOffTitle: 'Registrering är inte tillgänglig',
  signUpOff:
    'Den här servern låter inte användare registrera sig själva. Be en administratör om en inbjudan.',
  signUpNoMail:
    'Registrering kräver e-post, och den här servern skickar ingen. Be en administratör om en inbjudan: administratören kan skapa en på administrationssidan och ge dig länken.',
  signUpConfirmTitle: 'Välj ditt lösenord',
  signUpConfirmIntro: 'Din adress {email} är bekräftad. Välj ett lösenord för att skapa ditt konto.',
  signUpTakenTitle: 'Du har redan ett konto',
  signUpTaken: 'Det finns redan ett konto med den här adressen. Återställ dess lösenord för att logga in.',
  signUpDoneTitle: 'Ditt konto är klart',
  signUpDone: 'Logga in med din e-postadress och lösenordet du valde.',
  signUpLinkGone: 'Den här registreringslänken är okänd, redan använd eller äldre än en dag.',
  signUpAgain: 'Registrera dig igen',

  emailChangeTitle: 'Byt e-postadress',
  emailChangeIntro:
    'Din adress är {email}. Vi skickar en länk till den nya adressen; bytet görs när du följer den.',
  newEmail: 'Ny e-postadress',
  sameEmail: 'Det här är redan din adress.',
  emailChangeSent: 'Vi har skickat en länk till {email}. Din adress byts när du följer den, inom {duration}.',
  emailChangeSso:
    'Du loggar in via enkel inloggning (SSO), och din identitetsleverantör hanterar din e-postadress. Byt den där.',
  emailChangeNoMail:
    'Den här servern skickar ingen e-post, så den kan inte bekräfta en ny adress. Fråga din administratör: administratören kan bjuda in den nya adressen från administrationssidan, som ett nytt konto.',
  emailConfirmTitle: 'Bekräfta din nya e-postadress',
  emailConfirmIntro: 'Byta ditt kontos adress från {old} till {new}?',
  emailConfirmButton: 'Byt adressen',
  emailTaken: 'Ett annat konto använder redan {email}, så adressen byttes inte.',
  emailChangedTitle: 'Din e-postadress har bytts',
  emailChanged: 'Ditt kontos adress är nu {email}. Logga in med den från och med nu.',
  emailLinkGone: 'Den här bekräftelselänken är okänd, redan använd eller äldre än en dag.',
  backToAccount: 'Tillbaka till ditt konto',

  inviteTextMailed:
    'Inbjudan är en länk för en person och gäller i {duration}: med den väljer personen ett lösenord och loggar in. Den skickas till personens e-postadress.',
  sendInvitation: 'Skicka inbjudan',
  invitationMailed: 'Inbjudan är på väg till {email}.',
  invitationMailedLink:
    'Här är även länken, om du hellre vill skicka den vidare själv. Den visas bara en gång.',
};
