import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Zabudli ste heslo?',
  signUpLink: 'Ešte nemáte účet? Zaregistrujte sa',
  changeEmailLink: 'Zmeniť e-mailovú adresu',

  sendLink: 'Poslať odkaz',
  backToSignIn: 'Späť na prihlásenie',
  tooManyRequests:
    'Príliš veľa požiadaviek pre túto adresu alebo z vašej siete. Počkajte hodinu a skúste to znova.',
  checkMailTitle: 'Skontrolujte si poštu',
  noMailArrived:
    'Nič neprišlo? Pozrite sa do priečinka nevyžiadanej pošty alebo o pár minút požiadajte znova.',

  resetTitle: 'Obnovenie hesla',
  resetIntro: 'Zadajte e-mailovú adresu svojho účtu a pošleme vám odkaz na zvolenie nového hesla.',
  resetSent:
    'Ak má {email} na tomto serveri účet, odkaz na zvolenie nového hesla je na ceste. Funguje raz a čas jeho platnosti je {duration}.',
  resetNoMailTitle: 'Obnovenie hesla nie je nastavené',
  resetNoMail:
    'Tento server neposiela e-maily, takže vám nemôže poslať odkaz na obnovenie. Požiadajte správcu, aby vám nastavil nové heslo: môže na serveri spustiť {command} s vašou e-mailovou adresou.',
  resetOffTitle: 'Niet hesla na obnovenie',
  resetOff:
    'Na tomto serveri sa prihlasuje len cez jednotné prihlásenie (SSO), takže tu nie je žiadne heslo na obnovenie. Ak sa nemôžete prihlásiť, obráťte sa na správcu.',
  newPasswordTitle: 'Zvoľte nové heslo',
  newPasswordIntro: 'Pre účet {email}. Jeho uložením sa ukončia všetky vaše relácie.',
  saveNewPassword: 'Uložiť nové heslo',
  resetDoneTitle: 'Vaše heslo bolo zmenené',
  resetDone: 'Prihláste sa novým heslom. Všetky ostatné relácie boli odhlásené.',
  resetLinkGone:
    'Tento odkaz na obnovenie je neznámy, už bol použitý alebo je starší ako hodina. Každá nová žiadosť navyše nahrádza odkazy poslané pred ňou.',
  askAgain: 'Požiadať o nový odkaz',

  signUpTitle: 'Registrácia',
  signUpIntro: 'Zadajte svoju e-mailovú adresu a pošleme vám odkaz na jej potvrdenie a zvolenie hesla.',
  signUpAddressRefused:
    'Tento server prijíma registrácie len z niektorých e-mailových adries a táto medzi ne nepatrí. Požiadajte správcu o pozvánku.',
  signUpSent:
    'Poslali sme e-mail na {email}. Ak chcete pokračovať, otvorte odkaz v ňom; čas jeho platnosti je {duration}.',
  signUpOffTitle: 'Registrácia nie je dostupná',
  signUpOff: 'Na tomto serveri sa nedá zaregistrovať svojpomocne. Požiadajte správcu o pozvánku.',
  signUpNoMail:
    'Registrácia potrebuje e-mail, ktorý tento server neposiela. Požiadajte správcu o pozvánku: môže ju vytvoriť na stránke správy a poslať vám jej odkaz.',
  signUpConfirmTitle: 'Zvoľte si heslo',
  signUpConfirmIntro: 'Vaša adresa {email} je potvrdená. Zvoľte si heslo a vytvorte si účet.',
  signUpTakenTitle: 'Účet už máte',
  signUpTaken: 'Účet s touto adresou už existuje. Ak sa chcete prihlásiť, obnovte jeho heslo.',
  signUpDoneTitle: 'Váš účet je pripravený',
  signUpDone: 'Prihláste sa svojou e-mailovou adresou a heslom, ktoré ste si zvolili.',
  signUpLinkGone: 'Tento registračný odkaz je neznámy, už bol použitý alebo je starší ako deň.',
  signUpAgain: 'Zaregistrovať sa znova',

  emailChangeTitle: 'Zmena e-mailovej adresy',
  emailChangeIntro: 'Vaša adresa je {email}. Na novú adresu pošleme odkaz; zmena sa vykoná, keď ho otvoríte.',
  newEmail: 'Nová e-mailová adresa',
  sameEmail: 'Toto už je vaša adresa.',
  emailChangeSent:
    'Poslali sme odkaz na {email}. Vaša adresa sa zmení, keď ho otvoríte; čas jeho platnosti je {duration}.',
  emailChangeSso:
    'Prihlasujete sa cez jednotné prihlásenie (SSO) a vašu e-mailovú adresu spravuje váš poskytovateľ identity. Zmeňte ju tam.',
  emailChangeNoMail:
    'Tento server neposiela e-maily, takže nemôže potvrdiť novú adresu. Obráťte sa na správcu: môže novú adresu pozvať zo stránky správy ako nový účet.',
  emailConfirmTitle: 'Potvrdenie novej e-mailovej adresy',
  emailConfirmIntro: 'Zmeniť adresu vášho účtu z {old} na {new}?',
  emailConfirmButton: 'Zmeniť adresu',
  emailTaken: 'Adresu {email} už používa iný účet, preto adresa nebola zmenená.',
  emailChangedTitle: 'Vaša e-mailová adresa bola zmenená',
  emailChanged: 'Adresa vášho účtu je teraz {email}. Odteraz sa prihlasujte ňou.',
  emailLinkGone: 'Tento potvrdzovací odkaz je neznámy, už bol použitý alebo je starší ako deň.',
  backToAccount: 'Späť na váš účet',

  inviteTextMailed:
    'Pozvánka je odkaz pre jednu osobu s platnosťou {duration}: umožní jej zvoliť si heslo a prihlásiť sa. Pošle sa na e-mailovú adresu tejto osoby.',
  sendInvitation: 'Poslať pozvánku',
  invitationMailed: 'Pozvánka je na ceste na {email}.',
  invitationMailedLink: 'Tu je aj jej odkaz, ak ho chcete radšej odovzdať sami. Zobrazí sa len raz.',
};
