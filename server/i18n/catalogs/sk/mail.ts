import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Vaše heslo bolo zmenené',
  noticePassword: 'Heslo vášho účtu {email} na {site} bolo zmenené {time}.',
  noticeSecondFactorOnSubject: 'Dvojstupňové overenie bolo zapnuté',
  noticeSecondFactorOn:
    'Dvojstupňové overenie pre váš účet {email} na {site} bolo zapnuté {time}. Pri prihlásení sa teraz okrem hesla vyžaduje aj kód z overovacej aplikácie.',
  noticeSecondFactorOffSubject: 'Dvojstupňové overenie bolo vypnuté',
  noticeSecondFactorOff:
    'Dvojstupňové overenie pre váš účet {email} na {site} bolo vypnuté {time}. Pri prihlásení sa teraz vyžaduje iba heslo.',
  noticeSecondFactorRemovedSubject: 'Správca vypol vaše dvojstupňové overenie',
  noticeSecondFactorRemoved:
    'Správca servera {site} vypol {time} dvojstupňové overenie pre váš účet {email}. Pri prihlásení sa teraz vyžaduje iba heslo.',
  noticeSetUpAgain: 'Znova si ho môžete nastaviť na stránke svojho účtu.',
  accountLinkLabel: 'Otvoriť stránku účtu',
  noticeRemovedNotAsked: 'Ak ste o to nežiadali, obráťte sa na svojho správcu.',
  noticeSecondFactorFailuresSubject: 'K vášmu účtu boli zadané nesprávne overovacie kódy',
  noticeSecondFactorFailures:
    'K vášmu účtu {email} na {site} bolo po správne zadanom hesle zadaných niekoľko nesprávnych kódov dvojstupňového overenia, posledný {time}.',
  noticeEmailSubject: 'Vaša e-mailová adresa bola zmenená',
  noticeEmail:
    'E-mailová adresa vášho účtu {email} na {site} bola zmenená {time}. Správy o účte odteraz chodia na novú adresu.',
  noticeNotYou:
    'Ak ste to neboli vy, niekto iný môže poznať vaše heslo: hneď si ho obnovte a informujte svojho správcu.',
  noticeEmailNotYou:
    'Ak ste to neboli vy, hneď informujte svojho správcu: pomocou tejto adresy už nie je možné obnoviť heslo.',
  resetLinkLabel: 'Obnoviť heslo',
  linkWorksOnce: 'Odkaz funguje iba raz. Platnosť: {duration}.',
  resetSubject: 'Obnovenie hesla na {site}',
  resetIntro: 'Niekto, pravdepodobne vy, požiadal o obnovenie hesla vášho účtu {email} na {site}.',
  resetButton: 'Zvoliť nové heslo',
  resetNotYou: 'Ak ste o to nežiadali, túto správu ignorujte: vaše heslo zostáva bez zmeny.',
  invitationSubject: '{inviter} vás pozýva do {name} na {site}',
  invitationIntro:
    '{inviter} vás pozýva na vytvorenie účtu {email} na {site}, serveri Secret Push na zdieľanie hesiel a iných tajomstiev pomocou odkazov s obmedzenou platnosťou.',
  invitationAdminIntro: 'Budete mať práva správcu.',
  invitationButton: 'Prijať pozvánku',
  invitationWorksUntil: 'Odkaz funguje iba raz, do {time}.',
  invitationNotYou: 'Ak ste túto pozvánku nečakali, túto správu ignorujte.',
  signupSubject: 'Potvrďte registráciu na {site}',
  signupIntro: 'Niekto, pravdepodobne vy, požiadal o účet na {site} s touto adresou.',
  signupButton: 'Potvrdiť a zvoliť heslo',
  signupNotYou: 'Ak ste to neboli vy, túto správu ignorujte: účet sa nevytvorí.',
  signupExistingSubject: 'Na {site} už máte účet',
  signupExistingIntro:
    'Niekto, pravdepodobne vy, sa pokúsil zaregistrovať na {site} s touto adresou, ale účet s ňou už existuje. Ak si nepamätáte heslo, obnovte ho a prihláste sa.',
  signInButton: 'Prihlásiť sa',
  signupExistingNotYou: 'Ak ste to neboli vy, túto správu ignorujte: na vašom účte sa nič nezmenilo.',
  emailChangeSubject: 'Potvrďte novú e-mailovú adresu na {site}',
  emailChangeIntro: 'Požiadali ste o zmenu e-mailovej adresy vášho účtu na {site} z {email} na túto adresu.',
  emailChangeButton: 'Potvrdiť novú adresu',
  emailChangeNotYou: 'Ak ste o to nežiadali, túto správu ignorujte: adresa zostáva bez zmeny.',
};
