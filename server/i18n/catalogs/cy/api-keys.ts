import type { AreaMessages } from '../../catalog.ts';

export const apiKeys: AreaMessages<'apiKeys'> = {
  heading: 'Allweddi API ag enwau',
  intro:
    'Rhowch allwedd ei hun i bob sgript, swydd CI neu bot, gyda dim ond yr hawliau sydd eu hangen. Mae allwedd yn gweithio lle bynnag mae’r tocyn API yn gweithio, ac yn cael ei dirymu ar ei phen ei hun.',
  none: 'Does gennych chi ddim allweddi API ag enwau.',
  name: 'Enw',
  scope: 'Cwmpas',
  scopeRead: 'Darllen: rhestrau, logiau archwilio a rhagolygon',
  scopePush: 'Gwthio: creu a dod â’ch gwthiadau a’ch ceisiadau i ben',
  scopeAll: 'Popeth: popeth y cewch ei wneud',
  days: 'Yn dod i ben ar ôl (diwrnodau)',
  daysHint: 'Gadewch yn wag ar gyfer allwedd nad yw’n dod i ben.',
  daysMax: 'Dim mwy na {max} diwrnod ar y gweinydd hwn.',
  create: 'Creu allwedd',
  refused: 'Ni chafodd yr allwedd ei chreu. Gwiriwch y meysydd a nodir isod.',
  errorName: 'Rhowch enw i’r allwedd o ddim mwy na {max} nod.',
  errorScope: 'Dewiswch un o’r cwmpasau.',
  errorDays: 'Rhowch nifer cyfan o ddiwrnodau o 1 i {max}.',
  errorDaysRequired:
    'Mae’r gweinydd hwn yn mynnu bod allweddi’n dod i ben: rhowch ddim mwy na {max} diwrnod.',
  created: 'Crëwyd {time}',
  expires: 'Yn dod i ben {time}',
  expired: 'Daeth i ben {time}',
  neverExpires: 'Nid yw’n dod i ben',
  lastUsed: 'Defnyddiwyd ddiwethaf {time} o {address}',
  neverUsed: 'Heb ei defnyddio erioed',
  revoked: 'Dirymwyd {time}',
  revokeLabel: 'Dirymu’r allwedd {name}',
  revokedNotice: 'Cafodd yr allwedd ei dirymu: caiff ceisiadau gyda hi eu gwrthod o hyn ymlaen.',
  unknownTitle: 'Dim allwedd o’r fath',
  unknownText:
    'Does gennych chi ddim allwedd ddilys gyda’r dynodwr hwn: efallai ei bod wedi’i dirymu eisoes.',
  newTitle: 'Eich allwedd API newydd',
  newOnce: 'Copïwch yr allwedd hon nawr: dim ond unwaith y caiff ei dangos.',
  copy: 'Copïo’r allwedd',
  newAfter:
    'Anfonwch hi fel “Authorization: Bearer <allwedd>”. Gall unrhyw un sydd â hi weithredu o fewn ei chwmpas nes iddi ddod i ben neu gael ei dirymu.',
  adminIntro:
    'Yr allweddi ag enwau a greodd y defnyddiwr hwn, gan gynnwys rhai a ddirymwyd. Mae dirymu un yn ei hatal ar unwaith.',
  adminNone: 'Does gan y defnyddiwr hwn ddim allweddi API ag enwau.',
};
