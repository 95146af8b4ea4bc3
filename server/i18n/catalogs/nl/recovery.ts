import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Wachtwoord vergeten?',
  signUpLink: 'Nog geen account? Registreer je',
  changeEmailLink: 'Je e-mailadres wijzigen',

  sendLink: 'Link versturen',
  backToSignIn: 'Terug naar inloggen',
  tooManyRequests:
    'Te veel aanvragen voor dit adres of vanaf je netwerk. Wacht een uur en probeer het opnieuw.',
  checkMailTitle: 'Kijk in je mail',
  noMailArrived: 'Niets ontvangen? Kijk in je spammap of vraag het over een paar minuten opnieuw aan.',

  resetTitle: 'Je wachtwoord opnieuw instellen',
  resetIntro:
    'Vul het e-mailadres van je account in; we sturen je dan een link waarmee je een nieuw wachtwoord kiest.',
  resetSent:
    'Als {email} hier een account heeft, is er een link onderweg waarmee je een nieuw wachtwoord kiest. Hij werkt één keer, binnen {duration}.',
  resetNoMailTitle: 'Wachtwoordreset is niet ingericht',
  resetNoMail:
    'Deze server verstuurt geen e-mail en kan je dus geen resetlink sturen. Vraag je beheerder om een nieuw wachtwoord voor je in te stellen: die kan op de server {command} uitvoeren met je e-mailadres.',
  resetOffTitle: 'Geen wachtwoord om opnieuw in te stellen',
  resetOff:
    'Op deze server log je alleen in met single sign-on, dus er is hier geen wachtwoord om opnieuw in te stellen. Kun je niet inloggen? Vraag het je beheerder.',
  newPasswordTitle: 'Kies een nieuw wachtwoord',
  newPasswordIntro:
    'Voor je account {email}. Als je het opslaat, word je overal uitgelogd waar je bent ingelogd.',
  saveNewPassword: 'Nieuw wachtwoord opslaan',
  resetDoneTitle: 'Je wachtwoord is gewijzigd',
  resetDone: 'Log in met je nieuwe wachtwoord. Overal elders ben je uitgelogd.',
  resetLinkGone:
    'Deze resetlink is onbekend, al gebruikt of ouder dan een uur. Elke nieuwe aanvraag vervangt bovendien de links die daarvoor zijn verstuurd.',
  askAgain: 'Nieuwe link aanvragen',

  signUpTitle: 'Registreren',
  signUpIntro:
    'Vul je e-mailadres in; we sturen je dan een link om het te bevestigen en een wachtwoord te kiezen.',
  signUpAddressRefused:
    'Deze server accepteert alleen registraties van bepaalde e-mailadressen, en dit is er geen van. Vraag een beheerder om een uitnodiging.',
  signUpSent:
    'We hebben een mail gestuurd naar {email}. Volg de link daarin binnen {duration} om verder te gaan.',
  signUpOffTitle: 'Registreren is niet mogelijk',
  signUpOff: 'Op deze server kun je je niet zelf registreren. Vraag een beheerder om een uitnodiging.',
  signUpNoMail:
    'Registreren gaat via e-mail, en deze server verstuurt geen e-mail. Vraag een beheerder om een uitnodiging: die kan er een maken op de beheerpagina en je de link doorgeven.',
  signUpConfirmTitle: 'Kies je wachtwoord',
  signUpConfirmIntro: 'Je adres {email} is bevestigd. Kies een wachtwoord om je account aan te maken.',
  signUpTakenTitle: 'Je hebt al een account',
  signUpTaken: 'Er bestaat al een account met dit adres. Stel het wachtwoord opnieuw in om in te loggen.',
  signUpDoneTitle: 'Je account is klaar',
  signUpDone: 'Log in met je e-mailadres en het wachtwoord dat je hebt gekozen.',
  signUpLinkGone: 'Deze registratielink is onbekend, al gebruikt of ouder dan een dag.',
  signUpAgain: 'Opnieuw registreren',

  emailChangeTitle: 'Je e-mailadres wijzigen',
  emailChangeIntro:
    'Je adres is {email}. We sturen een link naar het nieuwe adres; de wijziging gaat in zodra je die link volgt.',
  newEmail: 'Nieuw e-mailadres',
  sameEmail: 'Dit is al je adres.',
  emailChangeSent:
    'We hebben een link gestuurd naar {email}. Je adres wijzigt zodra je die volgt, binnen {duration}.',
  emailChangeSso:
    'Je logt in met single sign-on, en je identiteitsprovider beheert je e-mailadres. Wijzig het daar.',
  emailChangeNoMail:
    'Deze server verstuurt geen e-mail en kan dus geen nieuw adres bevestigen. Vraag het je beheerder: die kan het nieuwe adres vanaf de beheerpagina uitnodigen, als nieuw account.',
  emailConfirmTitle: 'Je nieuwe e-mailadres bevestigen',
  emailConfirmIntro: 'Het adres van je account wijzigen van {old} in {new}?',
  emailConfirmButton: 'Adres wijzigen',
  emailTaken: 'Een ander account gebruikt {email} al, dus het adres is niet gewijzigd.',
  emailChangedTitle: 'Je e-mailadres is gewijzigd',
  emailChanged: 'Het adres van je account is nu {email}. Log voortaan daarmee in.',
  emailLinkGone: 'Deze bevestigingslink is onbekend, al gebruikt of ouder dan een dag.',
  backToAccount: 'Terug naar je account',

  inviteTextMailed:
    'De uitnodiging is een link voor één persoon, {duration} geldig: daarmee kiest die persoon een wachtwoord en logt in. Hij wordt naar het e-mailadres van die persoon gestuurd.',
  sendInvitation: 'Uitnodiging versturen',
  invitationMailed: 'De uitnodiging is onderweg naar {email}.',
  invitationMailedLink:
    'Hier is ook de link, als je hem liever zelf doorgeeft. Hij wordt maar één keer getoond.',
};
