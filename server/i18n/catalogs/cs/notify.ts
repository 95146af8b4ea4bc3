import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Žádost',
  viewSubject: 'Vaše sdílení „{name}“ bylo zobrazeno',
  viewSentence: 'Vaše sdílení „{name}“ bylo zobrazeno.',
  viewedByCode: 'Otevřel(a) {email}, ověřeno zaslaným kódem.',
  viewedBySignIn: 'Otevřel(a) {email} (přihlášen).',
  failedPassphraseSubject: 'U vašeho sdílení „{name}“ byla zadána chybná heslová fráze',
  failedPassphraseSentence: 'Někdo zadal u vašeho sdílení „{name}“ chybnou heslovou frázi.',
  expireSubject: 'Platnost vašeho sdílení „{name}“ vypršela',
  expireSentence:
    'Platnost vašeho sdílení „{name}“ vypršela: jeho tajemství je smazané a odkaz už nefunguje.',
  requestAnsweredSubject: 'Na vaši žádost „{name}“ přišla odpověď',
  requestAnsweredSentence: 'Na vaši žádost „{name}“ přišla odpověď.',
  testSubject: 'Testovací upozornění',
  testSentence: 'Toto je test z vaší stránky upozornění: upozornění na vaše sdílení vám budou chodit sem.',
  facts: 'Druh: {kind}. Reference: {digest}. Čas: {time}.',
  webhookLine: '{sentence} ({kind}, reference {digest})',
  dashboardLink: 'Otevřít přehled',
  why: 'Tento e-mail dostáváte, protože jste si o upozornění na tyto události požádali. Změnit to můžete na své stránce upozornění.',
};
