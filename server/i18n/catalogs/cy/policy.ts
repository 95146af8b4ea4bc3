import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Dim ond gan ddefnyddwyr sydd wedi mewngofnodi y mae’r gweinydd hwn yn derbyn negeseuon. Mewngofnodwch i anfon.',
  passphraseRequired: 'Mae’r gweinydd hwn yn mynnu cyfrinymadrodd yma. Hyd lleiaf: {min}.',
  sealedRequired:
    'Dim ond negeseuon wedi’u selio (wedi’u hamgryptio o un pen i’r llall) o’r math hwn y mae’r gweinydd hwn yn eu derbyn.',
  optionRequired: 'Mae’r gweinydd hwn yn mynnu’r dewis hwn.',
  gateRequiredAny:
    'Mae’r gweinydd hwn yn gofyn am giât: rhowch gyfeiriadau e-bost y derbynwyr, gadewch i aelodau yn unig agor y ddolen, neu rhowch ystodau cyfeiriadau.',
  gateRequiredEmail:
    'Mae’r gweinydd hwn yn gofyn am gyfeiriadau e-bost y derbynwyr: dim ond nhw all agor y ddolen.',
  gateRequiredMember:
    'Mae’r gweinydd hwn yn gofyn mai dim ond aelodau sydd wedi mewngofnodi all agor y ddolen.',
  lifeInHours: 'Oes a ganiateir ar y gweinydd hwn (oriau): {min} i {max}.',
  mailDomains: 'Dim ond i gyfeiriadau yn y parthau hyn y gellir e-bostio dolenni: {domains}.',
  textAnswersOff: 'Mae gwthiadau testun wedi’u diffodd ar y gweinydd hwn, felly dim ond ffeiliau all ateb.',
};
