import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Zapečatené tajomstvo pre vás',
  revealHeading: 'Niekto vám poslal zapečatené tajomstvo',
  revealNote:
    'Je šifrované end-to-end: otvorí sa len v tomto prehliadači pomocou kľúča z vášho tajného odkazu, ktorý server nikdy nevidí. Otvorenie sa počíta ako zobrazenie.',
  openSecret: 'Otvoriť tajomstvo',
  revealNoScript:
    'JavaScript je vypnutý, takže táto stránka nemôže tajomstvo dešifrovať. Tlačidlo ho namiesto toho zobrazí zapečatené: ak si ho chcete prečítať, vložte ho spolu s kľúčom z odkazu na stránku /open ľubovoľného servera Secret Push.',
  keyMissing:
    'Tento odkaz neobsahuje kľúč, takže tajomstvo sa nedá otvoriť. Požiadajte odosielateľa o celý tajný odkaz vrátane časti za znakom #.',
  keyMalformed:
    'Kľúč v tomto odkaze je neúplný alebo poškodený, takže tajomstvo sa nedá otvoriť. Požiadajte odosielateľa znova o celý tajný odkaz.',
  opening: 'Tajomstvo sa otvára…',
  extensionOpens: 'Rozšírenie Secret Push otvára toto tajomstvo na tejto stránke.',
  requestFailed: 'Nepodarilo sa spojiť so serverom. Skontrolujte pripojenie a skúste to znova.',
  reasonBadKey:
    'Toto nie je platný kľúč. Vložte celý tajný odkaz alebo 43 znakov, ktoré v ňom nasledujú za k1=.',
  reasonWrongKey:
    'Tento kľúč tajomstvo neotvára, alebo je tajomstvo poškodené. Skontrolujte, či máte celý odkaz presne v tej podobe, v akej bol odoslaný.',
  reasonNotSealed: 'Toto nie je zapečatené tajomstvo: žiadny z jeho riadkov nezačína na SP-SEALED-.',
  reasonFileNotSealed: 'Toto nie je zapečatený súbor.',
  reasonUnsupported:
    'Toto tajomstvo bolo zapečatené v novšom formáte, než aký dokáže táto stránka otvoriť. Otvorte ho aktuálnym serverom alebo rozšírením Secret Push.',
  reasonTruncated: 'Časť zapečateného tajomstva chýba: bolo skrátené. Skopírujte ho znova celé.',
  reasonFileTruncated: 'Súbor je neúplný: končí pred svojou poslednou časťou. Stiahnite ho znova.',
  reasonReordered:
    'Časti tohto súboru nie sú v správnom poradí alebo niektoré chýbajú, preto bol odmietnutý.',
  fileNumber: 'Súbor {number}',
  fileProgress: 'Dešifruje sa: {percent}',
  fileSaved: 'Súbor bol dešifrovaný a uložený medzi stiahnuté súbory.',
  fileFailed:
    'Sťahovanie zlyhalo. Skúste to znova; ak platnosť odkazu na stiahnutie vypršala, otvorte znova tajný odkaz a získate nový (ak mu zostávajú zobrazenia).',
  openTitle: 'Otvoriť zapečatené tajomstvo',
  openIntro:
    'Vložte zapečatené tajomstvo a jeho tajný odkaz alebo kľúč. Dešifruje sa tu, vo vašom prehliadači: táto stránka neposiela nič na žiadny server.',
  envelopeLabel: 'Zapečatený text',
  envelopeHint: 'Text zobrazený namiesto tajomstva, alebo aspoň jeho riadky, ktoré začínajú na SP-SEALED-.',
  keyLabel: 'Tajný odkaz alebo kľúč',
  keyHint: 'Celý tajný odkaz, jeho časť od #k1= ďalej alebo 43 znakov kľúča.',
  filesLabel: 'Zapečatené súbory (nepovinné)',
  filesHint: 'Súbory stiahnuté z tajného odkazu, s názvami 1.sealed, 2.sealed a tak ďalej.',
  openNoScript:
    'Táto stránka dešifruje vo vašom prehliadači a potrebuje JavaScript, ktorý je vypnutý. Zapnite ho, aby ste mohli otvoriť zapečatené tajomstvo.',
  envelopeMissing: 'Vložte zapečatený text alebo vyberte zapečatené súbory.',
  keyNeeded: 'Vložte tajný odkaz alebo jeho kľúč.',
  openedHeading: 'Otvorené tajomstvo',
};
