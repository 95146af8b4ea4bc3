import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Zapomněli jste heslo?',
  signUpLink: 'Ještě nemáte účet? Zaregistrujte se',
  changeEmailLink: 'Změnit e-mailovou adresu',
  sendLink: 'Odeslat odkaz',
  backToSignIn: 'Zpět na přihlášení',
  tooManyRequests:
    'Příliš mnoho požadavků pro tuto adresu nebo z vaší sítě. Počkejte hodinu a zkuste to znovu.',
  checkMailTitle: 'Zkontrolujte svou poštu',
  noMailArrived:
    'Nic nepřišlo? Podívejte se do složky se spamem, nebo o odkaz požádejte znovu za několik minut.',
  resetTitle: 'Obnovení hesla',
  resetIntro: 'Zadejte e-mailovou adresu svého účtu a my vám pošleme odkaz, kterým si zvolíte nové heslo.',
  resetSent:
    'Pokud má {email} na tomto serveru účet, je na cestě odkaz pro zvolení nového hesla. Funguje jen jednou a jeho platnost je {duration}.',
  resetNoMailTitle: 'Obnovení hesla není nastaveno',
  resetNoMail:
    'Tento server neodesílá e-maily, takže vám nemůže poslat odkaz pro obnovení. Požádejte svého správce, aby vám nastavil nové heslo: může na serveru spustit {command} s vaší e-mailovou adresou.',
  resetOffTitle: 'Žádné heslo k obnovení',
  resetOff:
    'Na tento server se přihlašuje jen pomocí jednotného přihlášení (SSO), takže tu žádné heslo k obnovení není. Pokud se nemůžete přihlásit, obraťte se na svého správce.',
  newPasswordTitle: 'Volba nového hesla',
  newPasswordIntro: 'Pro váš účet {email}. Uložením se odhlásíte všude, kde jste přihlášeni.',
  saveNewPassword: 'Uložit nové heslo',
  resetDoneTitle: 'Vaše heslo bylo změněno',
  resetDone: 'Přihlaste se novým heslem. Všechny ostatní relace byly odhlášeny.',
  resetLinkGone:
    'Tento odkaz pro obnovení je neznámý, už byl použit, nebo je starší než hodina. Každý nový požadavek navíc nahradí dříve odeslané odkazy.',
  askAgain: 'Požádat o nový odkaz',
  signUpTitle: 'Registrace',
  signUpIntro:
    'Zadejte svou e-mailovou adresu a my vám pošleme odkaz, kterým ji potvrdíte a zvolíte si heslo.',
  signUpAddressRefused:
    'Tento server přijímá registrace jen z některých e-mailových adres a tato mezi ně nepatří. Požádejte správce o pozvánku.',
  signUpSent:
    'Poslali jsme e-mail na adresu {email}. Pokračujte přes odkaz v něm; jeho platnost je {duration}.',
  signUpOffTitle: 'Registrace není k dispozici',
  signUpOff: 'Tento server neumožňuje, aby se lidé registrovali sami. Požádejte správce o pozvánku.',
  signUpNoMail:
    'Registrace potřebuje e-mail, který tento server neodesílá. Požádejte správce o pozvánku: může ji vytvořit na stránce Správa a předat vám její odkaz.',
  signUpConfirmTitle: 'Volba hesla',
  signUpConfirmIntro: 'Vaše adresa {email} je potvrzena. Zvolte heslo a vytvořte si účet.',
  signUpTakenTitle: 'Účet už máte',
  signUpTaken: 'S touto adresou už účet existuje. Obnovte jeho heslo a přihlaste se.',
  signUpDoneTitle: 'Váš účet je připraven',
  signUpDone: 'Přihlaste se svou e-mailovou adresou a heslem, které jste si zvolili.',
  signUpLinkGone: 'Tento registrační odkaz je neznámý, už byl použit, nebo je starší než den.',
  signUpAgain: 'Zaregistrovat se znovu',
  emailChangeTitle: 'Změna e-mailové adresy',
  emailChangeIntro: 'Vaše adresa je {email}. Na novou adresu pošleme odkaz; změna proběhne, až ho otevřete.',
  newEmail: 'Nová e-mailová adresa',
  sameEmail: 'Toto už je vaše adresa.',
  emailChangeSent:
    'Poslali jsme odkaz na adresu {email}. Vaše adresa se změní, až ho otevřete; jeho platnost je {duration}.',
  emailChangeSso:
    'Přihlašujete se pomocí jednotného přihlášení (SSO) a vaši e-mailovou adresu spravuje váš poskytovatel identity. Změňte ji tam.',
  emailChangeNoMail:
    'Tento server neodesílá e-maily, takže nemůže potvrdit novou adresu. Obraťte se na svého správce: může novou adresu pozvat jako nový účet ze stránky Správa.',
  emailConfirmTitle: 'Potvrzení nové e-mailové adresy',
  emailConfirmIntro: 'Změnit adresu vašeho účtu z {old} na {new}?',
  emailConfirmButton: 'Změnit adresu',
  emailTaken: 'Adresu {email} už používá jiný účet, takže adresa nebyla změněna.',
  emailChangedTitle: 'Vaše e-mailová adresa byla změněna',
  emailChanged: 'Adresa vašeho účtu je nyní {email}. Odteď se přihlašujte s ní.',
  emailLinkGone: 'Tento potvrzovací odkaz je neznámý, už byl použit, nebo je starší než den.',
  backToAccount: 'Zpět na váš účet',
  inviteTextMailed:
    'Pozvánka je odkaz pro jednu osobu, platný {duration}: umožní jí zvolit si heslo a přihlásit se. Odešle se na její e-mailovou adresu.',
  sendInvitation: 'Odeslat pozvánku',
  invitationMailed: 'Pozvánka je na cestě na adresu {email}.',
  invitationMailedLink: 'Tady je i její odkaz, pokud ho raději předáte sami. Zobrazí se jen jednou.',
};
