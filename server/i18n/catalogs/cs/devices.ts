import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Přihlášení rozšíření',
  authorizeQuestion: 'Povolit rozšíření Secret Push v prohlížeči {name} používat váš účet {email}?',
  authorizeWhat:
    'Získá token jen pro tento prohlížeč, aby mohlo vytvářet, vypisovat a ukončovat vaše sdílení. Kdykoli ho můžete zrušit na stránce tokenu API.',
  authorizeOnlyIfYou: 'Povolte to jen tehdy, pokud jste právě v rozšíření zvolili „Přihlásit se“.',
  allow: 'Povolit',
  cancel: 'Zrušit',
  badRequestTitle: 'Neplatný požadavek na přihlášení',
  badRequestText:
    'Požadavek rozšíření na přihlášení je neúplný nebo neplatný, a tak mu nebylo nic posláno zpět. Začněte znovu v nastavení rozšíření.',

  browsersHeading: 'Prohlížeče přihlášené v rozšíření',
  browsersIntro:
    'Každý prohlížeč, ve kterém jste se přihlásili v rozšíření Secret Push, má vlastní token. Zrušením tokenu daný prohlížeč odhlásíte: váš token API i ostatní prohlížeče fungují dál.',
  browsersNone:
    'Není přihlášen žádný prohlížeč. Chcete-li nějaký přidat, zvolte v nastavení rozšíření „Přihlásit se“.',
  browserSignedIn: 'Přihlášen {time}',
  browserLastUsed: 'Naposledy použit {time}',
  browserNeverUsed: 'Dosud nepoužit',
  revoke: 'Zrušit',
  revokeLabel: 'Zrušit token prohlížeče {name}',
  revoked: 'Token prohlížeče byl zrušen: rozšíření je v něm odhlášeno.',
  unknownBrowserTitle: 'Token prohlížeče nenalezen',
  unknownBrowserText: 'Žádný váš token prohlížeče nemá toto ID. Možná už byl zrušen.',
};
