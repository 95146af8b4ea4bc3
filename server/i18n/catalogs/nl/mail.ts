import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Je wachtwoord is gewijzigd',
  noticePassword: 'Het wachtwoord van je account {email} op {site} is gewijzigd op {time}.',
  noticeSecondFactorOnSubject: 'Tweestapsverificatie is ingeschakeld',
  noticeSecondFactorOn:
    'Tweestapsverificatie is ingeschakeld voor je account {email} op {site}, op {time}. Bij het inloggen wordt nu naast je wachtwoord ook om een code uit je authenticator-app gevraagd.',
  noticeSecondFactorOffSubject: 'Tweestapsverificatie is uitgeschakeld',
  noticeSecondFactorOff:
    'Tweestapsverificatie is uitgeschakeld voor je account {email} op {site}, op {time}. Bij het inloggen wordt nu alleen om je wachtwoord gevraagd.',
  noticeSecondFactorRemovedSubject: 'Een beheerder heeft je tweestapsverificatie uitgeschakeld',
  noticeSecondFactorRemoved:
    'Een beheerder van {site} heeft tweestapsverificatie uitgeschakeld voor je account {email}, op {time}. Bij het inloggen wordt nu alleen om je wachtwoord gevraagd.',
  noticeSetUpAgain: 'Je kunt het opnieuw instellen op je accountpagina.',
  accountLinkLabel: 'Accountpagina openen',
  noticeRemovedNotAsked: 'Heb je hier niet om gevraagd? Neem dan contact op met je beheerder.',
  noticeSecondFactorFailuresSubject: 'Er zijn verkeerde verificatiecodes ingevoerd voor je account',
  noticeSecondFactorFailures:
    'Voor je account {email} op {site} zijn na het juiste wachtwoord meerdere verkeerde codes voor tweestapsverificatie ingevoerd, de laatste op {time}.',
  noticeEmailSubject: 'Je e-mailadres is gewijzigd',
  noticeEmail:
    'Het e-mailadres van je account {email} op {site} is gewijzigd op {time}. Mail over het account gaat voortaan naar het nieuwe adres.',
  noticeNotYou:
    'Was jij dit niet? Dan kent iemand anders misschien je wachtwoord: stel het nu opnieuw in en laat het je beheerder weten.',
  noticeEmailNotYou:
    'Was jij dit niet? Laat het dan nu je beheerder weten: met dit adres kan het wachtwoord niet meer opnieuw worden ingesteld.',
  resetLinkLabel: 'Wachtwoord opnieuw instellen',
  linkWorksOnce: 'De link werkt één keer, binnen {duration}.',
  resetSubject: 'Je wachtwoord opnieuw instellen op {site}',
  resetIntro:
    'Iemand, waarschijnlijk jij, heeft gevraagd om het wachtwoord van je account {email} op {site} opnieuw in te stellen.',
  resetButton: 'Nieuw wachtwoord kiezen',
  resetNotYou: 'Heb je hier niet om gevraagd? Negeer deze mail dan: je wachtwoord blijft zoals het is.',
  invitationSubject: '{inviter} heeft je uitgenodigd voor {name} op {site}',
  invitationIntro:
    '{inviter} heeft je uitgenodigd om een account {email} aan te maken op {site}, een Secret Push-server om wachtwoorden en andere geheimen te delen via links die verlopen.',
  invitationAdminIntro: 'Je wordt een van de beheerders.',
  invitationButton: 'Uitnodiging accepteren',
  invitationWorksUntil: 'De link werkt één keer, tot {time}.',
  invitationNotYou: 'Had je deze uitnodiging niet verwacht? Negeer deze mail dan.',
  signupSubject: 'Bevestig je registratie op {site}',
  signupIntro: 'Iemand, waarschijnlijk jij, heeft met dit adres een account aangevraagd op {site}.',
  signupButton: 'Bevestigen en wachtwoord kiezen',
  signupNotYou: 'Was jij dit niet? Negeer deze mail dan: er wordt geen account aangemaakt.',
  signupExistingSubject: 'Je hebt al een account op {site}',
  signupExistingIntro:
    'Iemand, waarschijnlijk jij, wilde zich met dit adres registreren op {site}, maar er is al een account met dit adres. Weet je je wachtwoord niet meer? Stel het dan opnieuw in om in te loggen.',
  signInButton: 'Inloggen',
  signupExistingNotYou: 'Was jij dit niet? Negeer deze mail dan: er is niets aan je account veranderd.',
  emailChangeSubject: 'Bevestig je nieuwe e-mailadres op {site}',
  emailChangeIntro:
    'Je hebt gevraagd om het e-mailadres van je account op {site} te wijzigen van {email} in dit adres.',
  emailChangeButton: 'Nieuw adres bevestigen',
  emailChangeNotYou: 'Heb je hier niet om gevraagd? Negeer deze mail dan: het adres blijft zoals het is.',
};
