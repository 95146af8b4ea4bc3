import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Cruthaigh cé thú féin',
  emailHeading: 'Is don fhaighteoir amháin an rún seo',
  emailAsk:
    'Cuir isteach do sheoladh ríomhphoist. Má roghnaigh an seoltóir é, seolfaimid cód chugat a osclaíonn an rún.',
  emailLabel: 'Do sheoladh ríomhphoist',
  sendCode: 'Seol cód chugam',
  codeHeading: 'Cuir isteach an cód ó do ríomhphost',
  codeSent:
    'Más féidir le {email} an rún seo a oscailt, tá cód ar a bhealach chuige. Oibríonn an cód uair amháin, laistigh de {duration}.',
  codeLabel: 'Cód',
  openWithCode: 'Ar aghaidh',
  wrongCode: 'Tá an cód sin mícheart nó imithe in éag.',
  otherAddress: 'Úsáid seoladh eile',
  tooManyTitle: 'An iomarca iarrachtaí',
  tooManyText: 'Iarradh nó triaileadh an iomarca cód. Bain triail eile as ar ball.',
  networkTitle: 'Níl sé ar fáil as seo',
  networkText: 'Ní féidir an rún seo a oscailt ach ón líonra a roghnaigh an seoltóir.',
  codeSubject: 'Do chód do rún ar {site}',
  codeMail: 'Do chód chun an rún a roinneadh leat ar {site} a oscailt: {code}',
  codeMailWorks: 'Oibríonn sé uair amháin, laistigh de {duration}.',
  codeMailNotYou: 'Murar iarr tú é, déan neamhaird den ríomhphost seo.',
  legend: 'Faighteoir',
  emailsLabel: 'Ní féidir ach leis na seoltaí nó @fearainn seo é a oscailt',
  emailsHint: 'Scartha le camóga. Cruthaíonn an faighteoir a sheoladh le cód a sheoltar chuige.',
  mailLinkLabel: 'Seol an nasc rúnda trí ríomhphost chuig na seoltaí seo freisin',
  mailLinkHint:
    'Faigheann gach seoladh iomlán thuas (ní @fearann) an nasc ina ríomhphost féin, i dteanga an fhaighteora.',
  mailLinkNoAddress:
    'Chun an nasc a sheoladh trí ríomhphost, cuir isteach seoladh iomlán amháin ar a laghad (name@example.com) thuas: níl bosca poist ag @fearann.',
  membersLabel: 'Baill an fhreastalaí seo amháin, sínithe isteach',
  networksLabel: 'Ó na raonta seoltaí seo amháin',
  networksHint: 'Raonta CIDR IPv4 nó IPv6, mar 192.0.2.0/24, scartha le camóga.',
  burnLabel: 'Cuir in éag é tar éis an líon seo cód nó pasfhrásaí míchearta',
  auditPassedCode: 'Osclaithe ag {email}, fíoraithe le cód a seoladh',
  auditPassedMember: 'Osclaithe ag {email} (sínithe isteach)',
  auditPassedNetwork: 'Osclaithe ó líonra ceadaithe',
  auditRefused: 'Coinnithe amach ag an rialú rochtana',
  memberText:
    'Ní féidir ach le baill an fhreastalaí seo é a oscailt: sínigh isteach, agus fillfidh tú anseo.',
};
