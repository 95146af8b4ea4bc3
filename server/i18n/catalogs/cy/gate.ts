import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Profwch pwy ydych chi',
  emailHeading: 'Mae’r gyfrinach hon i’w derbynnydd yn unig',
  emailAsk:
    'Rhowch eich cyfeiriad e-bost. Os dewisodd yr anfonwr ef, byddwn yn anfon cod atoch sy’n agor y gyfrinach.',
  emailLabel: 'Eich cyfeiriad e-bost',
  sendCode: 'Anfon cod ataf',
  codeHeading: 'Rhowch y cod o’ch e-bost',
  codeSent:
    'Os caiff {email} agor y gyfrinach hon, mae cod ar ei ffordd ato. Mae’r cod yn gweithio unwaith, o fewn {duration}.',
  codeLabel: 'Cod',
  openWithCode: 'Parhau',
  wrongCode: 'Mae’r cod hwnnw’n anghywir neu wedi dod i ben.',
  otherAddress: 'Defnyddio cyfeiriad arall',
  tooManyTitle: 'Gormod o ymdrechion',
  tooManyText:
    'Gofynnwyd am ormod o godau neu rhoddwyd cynnig ar ormod. Rhowch gynnig arall arni’n nes ymlaen.',
  networkTitle: 'Ddim ar gael o’r fan hon',
  networkText: 'Dim ond o’r rhwydwaith a ddewisodd yr anfonwr y gellir agor y gyfrinach hon.',
  codeSubject: 'Eich cod ar gyfer cyfrinach ar {site}',
  codeMail: 'Eich cod i agor y gyfrinach a rannwyd â chi ar {site}: {code}',
  codeMailWorks: 'Mae’n gweithio unwaith, o fewn {duration}.',
  codeMailNotYou: 'Os na ofynnoch amdano, anwybyddwch yr e-bost hwn.',
  legend: 'Derbynnydd',
  emailsLabel: 'Dim ond y cyfeiriadau neu’r @parthau hyn all ei agor',
  emailsHint: 'Wedi’u gwahanu gan atalnodau. Mae’r derbynnydd yn profi ei gyfeiriad gyda chod a anfonir ato.',
  mailLinkLabel: 'Anfon y ddolen gyfrinachol at y cyfeiriadau hyn drwy e-bost hefyd',
  mailLinkHint:
    'Mae pob cyfeiriad cyflawn uchod (nid @barth) yn cael y ddolen mewn e-bost ei hun, yn iaith y derbynnydd.',
  mailLinkNoAddress:
    'I anfon y ddolen drwy e-bost, rhowch o leiaf un cyfeiriad cyflawn (name@example.com) uchod: nid oes blwch post gan @barth.',
  membersLabel: 'Dim ond aelodau’r gweinydd hwn, wedi mewngofnodi',
  networksLabel: 'Dim ond o’r ystodau cyfeiriadau hyn',
  networksHint: 'Ystodau CIDR IPv4 neu IPv6, fel 192.0.2.0/24, wedi’u gwahanu gan atalnodau.',
  burnLabel: 'Gadael iddo ddod i ben ar ôl hyn o godau neu gyfrineiriau anghywir',
  auditPassedCode: 'Agorwyd gan {email}, wedi’i wirio gan god a anfonwyd',
  auditPassedMember: 'Agorwyd gan {email} (wedi mewngofnodi)',
  auditPassedNetwork: 'Agorwyd o rwydwaith a ganiateir',
  auditRefused: 'Cadwyd allan gan y rheolaeth mynediad',
  memberText: 'Dim ond aelodau’r gweinydd hwn all ei agor: mewngofnodwch, a byddwch yn dod yn ôl yma.',
};
