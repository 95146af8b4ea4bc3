import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Vaše heslo bylo změněno',
  noticePassword: 'Heslo vašeho účtu {email} na {site} bylo změněno {time}.',
  noticeSecondFactorOnSubject: 'Dvoufázové ověření bylo zapnuto',
  noticeSecondFactorOn:
    'Pro váš účet {email} na {site} bylo {time} zapnuto dvoufázové ověření. Přihlášení teď kromě hesla vyžaduje i kód z vaší ověřovací aplikace.',
  noticeSecondFactorOffSubject: 'Dvoufázové ověření bylo vypnuto',
  noticeSecondFactorOff:
    'Pro váš účet {email} na {site} bylo {time} vypnuto dvoufázové ověření. Přihlášení teď vyžaduje jen heslo.',
  noticeSecondFactorRemovedSubject: 'Správce vypnul vaše dvoufázové ověření',
  noticeSecondFactorRemoved:
    'Správce serveru {site} vypnul {time} dvoufázové ověření pro váš účet {email}. Přihlášení teď vyžaduje jen heslo.',
  noticeSetUpAgain: 'Znovu si ho můžete nastavit na stránce svého účtu.',
  accountLinkLabel: 'Otevřít stránku účtu',
  noticeRemovedNotAsked: 'Pokud jste o to nežádali, obraťte se na svého správce.',
  noticeSecondFactorFailuresSubject: 'K vašemu účtu byly zadány chybné ověřovací kódy',
  noticeSecondFactorFailures:
    'K vašemu účtu {email} na {site} bylo po správně zadaném hesle zadáno několik chybných kódů dvoufázového ověření, poslední {time}.',
  noticeEmailSubject: 'Vaše e-mailová adresa byla změněna',
  noticeEmail:
    'E-mailová adresa vašeho účtu {email} na {site} byla změněna {time}. Pošta týkající se účtu teď chodí na novou adresu.',
  noticeNotYou:
    'Pokud jste to nebyli vy, může vaše heslo znát někdo jiný: hned si ho obnovte a informujte svého správce.',
  noticeEmailNotYou:
    'Pokud jste to nebyli vy, hned informujte svého správce: pomocí této adresy už heslo obnovit nelze.',
  resetLinkLabel: 'Obnovit heslo',
  linkWorksOnce: 'Odkaz funguje jen jednou. Platnost: {duration}.',
  resetSubject: 'Obnovení hesla na {site}',
  resetIntro: 'Někdo, nejspíš vy, požádal o obnovení hesla k vašemu účtu {email} na {site}.',
  resetButton: 'Zvolit nové heslo',
  resetNotYou: 'Pokud jste o to nežádali, tento e-mail ignorujte: vaše heslo zůstane beze změny.',
  invitationSubject: '{inviter} vás zve do {name} na {site}',
  invitationIntro:
    '{inviter} vás zve k vytvoření účtu {email} na {site}, serveru Secret Push pro sdílení hesel a dalších tajemství pomocí odkazů s omezenou platností.',
  invitationAdminIntro: 'Budete jedním z jeho správců.',
  invitationButton: 'Přijmout pozvánku',
  invitationWorksUntil: 'Odkaz funguje jen jednou a platí do {time}.',
  invitationNotYou: 'Pokud jste tuto pozvánku nečekali, tento e-mail ignorujte.',
  signupSubject: 'Potvrďte registraci na {site}',
  signupIntro: 'Někdo, nejspíš vy, požádal s touto adresou o účet na {site}.',
  signupButton: 'Potvrdit a zvolit heslo',
  signupNotYou: 'Pokud jste to nebyli vy, tento e-mail ignorujte: žádný účet nevznikne.',
  signupExistingSubject: 'Na {site} už účet máte',
  signupExistingIntro:
    'Někdo, nejspíš vy, se chtěl s touto adresou zaregistrovat na {site}, ale k této adrese už účet existuje. Pokud heslo neznáte, obnovte si ho a přihlaste se.',
  signInButton: 'Přihlásit se',
  signupExistingNotYou: 'Pokud jste to nebyli vy, tento e-mail ignorujte: na vašem účtu se nic nezměnilo.',
  emailChangeSubject: 'Potvrďte novou e-mailovou adresu na {site}',
  emailChangeIntro: 'Požádali jste o změnu e-mailové adresy svého účtu na {site} z {email} na tuto adresu.',
  emailChangeButton: 'Potvrdit novou adresu',
  emailChangeNotYou: 'Pokud jste o to nežádali, tento e-mail ignorujte: adresa zůstane beze změny.',
};
