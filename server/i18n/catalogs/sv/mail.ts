import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Ditt lösenord har bytts',
  noticePassword: 'Lösenordet för ditt konto {email} på {site} byttes {time}.',
  noticeSecondFactorOnSubject: 'Tvåstegsverifiering har aktiverats',
  noticeSecondFactorOn:
    'Tvåstegsverifiering aktiverades för ditt konto {email} på {site} {time}. När du loggar in behöver du nu ange en kod från din autentiseringsapp utöver lösenordet.',
  noticeSecondFactorOffSubject: 'Tvåstegsverifiering har inaktiverats',
  noticeSecondFactorOff:
    'Tvåstegsverifiering inaktiverades för ditt konto {email} på {site} {time}. När du loggar in behöver du nu bara ange lösenordet.',
  noticeSecondFactorRemovedSubject: 'En administratör har inaktiverat din tvåstegsverifiering',
  noticeSecondFactorRemoved:
    'En administratör på {site} inaktiverade tvåstegsverifiering för ditt konto {email} {time}. När du loggar in behöver du nu bara ange lösenordet.',
  noticeSetUpAgain: 'Du kan konfigurera den igen från din kontosida.',
  accountLinkLabel: 'Öppna din kontosida',
  noticeRemovedNotAsked: 'Om du inte har bett om detta, kontakta din administratör.',
  noticeSecondFactorFailuresSubject: 'Felaktiga verifieringskoder angavs för ditt konto',
  noticeSecondFactorFailures:
    'Flera felaktiga koder för tvåstegsverifiering angavs för ditt konto {email} på {site}, den senaste {time}, efter att lösenordet hade angetts korrekt.',
  noticeEmailSubject: 'Din e-postadress har ändrats',
  noticeEmail:
    'E-postadressen för ditt konto {email} på {site} ändrades {time}. E-post om kontot skickas nu till den nya adressen.',
  noticeNotYou:
    'Om det inte var du kan någon annan känna till ditt lösenord: återställ det nu och kontakta din administratör.',
  noticeEmailNotYou:
    'Om det inte var du, kontakta din administratör nu: den här adressen kan inte längre användas för att återställa lösenordet.',
  resetLinkLabel: 'Återställ lösenordet',
  linkWorksOnce: 'Länken fungerar en gång, inom {duration}.',
  resetSubject: 'Återställ ditt lösenord på {site}',
  resetIntro: 'Någon, troligen du, har bett om att återställa lösenordet för ditt konto {email} på {site}.',
  resetButton: 'Välj ett nytt lösenord',
  resetNotYou:
    'Om du inte bad om detta kan du bortse från det här meddelandet: ditt lösenord förblir oförändrat.',
  invitationSubject: '{inviter} har bjudit in dig till {name} på {site}',
  invitationIntro:
    '{inviter} har bjudit in dig att skapa kontot {email} på {site}, en Secret Push-server för att dela lösenord och andra hemligheter via länkar som upphör att gälla.',
  invitationAdminIntro: 'Du blir en av administratörerna.',
  invitationButton: 'Acceptera inbjudan',
  invitationWorksUntil: 'Länken fungerar en gång, fram till {time}.',
  invitationNotYou: 'Om du inte väntade dig den här inbjudan kan du bortse från det här meddelandet.',
  signupSubject: 'Bekräfta din registrering på {site}',
  signupIntro: 'Någon, troligen du, har begärt ett konto på {site} med den här adressen.',
  signupButton: 'Bekräfta och välj ett lösenord',
  signupNotYou: 'Om det inte var du kan du bortse från det här meddelandet: inget konto skapas.',
  signupExistingSubject: 'Du har redan ett konto på {site}',
  signupExistingIntro:
    'Någon, troligen du, försökte registrera sig på {site} med den här adressen, men det finns redan ett konto med den. Om du inte minns lösenordet kan du återställa det för att logga in.',
  signInButton: 'Logga in',
  signupExistingNotYou:
    'Om det inte var du kan du bortse från det här meddelandet: inget har ändrats i ditt konto.',
  emailChangeSubject: 'Bekräfta din nya e-postadress på {site}',
  emailChangeIntro:
    'Du har bett om att ändra e-postadressen för ditt konto på {site} från {email} till den här adressen.',
  emailChangeButton: 'Bekräfta den nya adressen',
  emailChangeNotYou:
    'Om du inte bad om detta kan du bortse från det här meddelandet: adressen förblir oförändrad.',
};
