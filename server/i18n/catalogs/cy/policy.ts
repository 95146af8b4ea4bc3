import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Dim ond gan ddefnyddwyr sydd wedi mewngofnodi y mae’r gweinydd hwn yn derbyn negeseuon. Mewngofnodwch i anfon.',
  passphraseRequired: 'Mae’r gweinydd hwn yn mynnu cyfrinymadrodd yma. Hyd lleiaf: {min}.',
  sealedRequired:
    'Dim ond negeseuon wedi’u selio (wedi’u hamgryptio o un pen i’r llall) o’r math hwn y mae’r gweinydd hwn yn eu derbyn.',
  optionRequired: 'Mae’r gweinydd hwn yn mynnu’r dewis hwn.',
  lifeInHours: 'Oes a ganiateir ar y gweinydd hwn (oriau): {min} i {max}.',
  mailDomains: 'Dim ond i gyfeiriadau yn y parthau hyn y gellir e-bostio dolenni: {domains}.',
  textAnswersOff: 'Mae gwthiadau testun wedi’u diffodd ar y gweinydd hwn, felly dim ond ffeiliau all ateb.',
};
