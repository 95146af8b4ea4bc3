import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Zapečetěné tajemství pro vás',
  revealHeading: 'Někdo vám poslal zapečetěné tajemství',
  revealNote:
    'Je koncově šifrované: otevře se jen v tomto prohlížeči, pomocí klíče ve vašem tajném odkazu, který server nikdy nevidí. Otevření se počítá jako zobrazení.',
  openSecret: 'Otevřít tajemství',
  revealNoScript:
    'JavaScript je vypnutý, takže tato stránka nemůže tajemství dešifrovat. Tlačítko ho místo toho zobrazí zapečetěné: chcete-li ho přečíst, vložte ho spolu s klíčem z odkazu na stránku /open libovolného serveru Secret Push.',
  keyMissing:
    'Tento odkaz neobsahuje klíč, takže tajemství nelze otevřít. Požádejte odesílatele o celý tajný odkaz včetně části za znakem #.',
  keyMalformed:
    'Klíč v tomto odkazu je neúplný nebo poškozený, takže tajemství nelze otevřít. Požádejte odesílatele znovu o celý tajný odkaz.',
  opening: 'Otevírání tajemství…',
  extensionOpens: 'Rozšíření Secret Push otevře toto tajemství na této stránce.',
  requestFailed: 'Server není dostupný. Zkontrolujte připojení a zkuste to znovu.',
  reasonBadKey:
    'Toto není platný klíč. Vložte celý tajný odkaz, nebo 43 znaků, které v něm následují za k1=.',
  reasonWrongKey:
    'Tento klíč tajemství neotevře, nebo bylo tajemství poškozeno. Zkontrolujte, že máte celý odkaz přesně tak, jak byl odeslán.',
  reasonNotSealed: 'Toto není zapečetěné tajemství: žádný z jeho řádků nezačíná na SP-SEALED-.',
  reasonFileNotSealed: 'Toto není zapečetěný soubor.',
  reasonUnsupported:
    'Toto tajemství bylo zapečetěno v novějším formátu, než jaký tato stránka umí otevřít. Otevřete ho aktuálním serverem nebo rozšířením Secret Push.',
  reasonTruncated: 'Část zapečetěného tajemství chybí: bylo zkráceno. Zkopírujte ho znovu celé.',
  reasonFileTruncated: 'Soubor je neúplný: končí před svou poslední částí. Stáhněte ho znovu.',
  reasonReordered: 'Části tohoto souboru jsou v nesprávném pořadí nebo některé chybí, proto byl odmítnut.',
  fileNumber: 'Soubor {number}',
  fileProgress: 'Dešifrování: {percent}',
  fileSaved: 'Dešifrováno a uloženo do stažených souborů.',
  fileFailed:
    'Stahování se nezdařilo. Zkuste to znovu; pokud platnost jeho odkazu vypršela, otevřete znovu tajný odkaz a získáte nový (pokud mu zbývají zobrazení).',
  openTitle: 'Otevřít zapečetěné tajemství',
  openIntro:
    'Vložte zapečetěné tajemství a jeho tajný odkaz nebo klíč. Dešifruje se zde, ve vašem prohlížeči: tato stránka neodesílá nic žádnému serveru.',
  envelopeLabel: 'Zapečetěný text',
  envelopeHint: 'Text zobrazený místo tajemství, nebo alespoň jeho řádky začínající na SP-SEALED-.',
  keyLabel: 'Tajný odkaz nebo klíč',
  keyHint: 'Celý tajný odkaz, část od #k1= dál, nebo 43 znaků klíče.',
  filesLabel: 'Zapečetěné soubory (volitelné)',
  filesHint: 'Soubory stažené z tajného odkazu, pojmenované 1.sealed, 2.sealed a tak dále.',
  openNoScript:
    'Tato stránka dešifruje ve vašem prohlížeči a potřebuje JavaScript, který je vypnutý. Zapněte ho, abyste mohli otevřít zapečetěné tajemství.',
  envelopeMissing: 'Vložte zapečetěný text, nebo vyberte zapečetěné soubory.',
  keyNeeded: 'Vložte tajný odkaz nebo jeho klíč.',
  openedHeading: 'Otevřené tajemství',
};
