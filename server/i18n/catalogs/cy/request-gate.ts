import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Mae’r cais hwn ar gyfer un person yn unig',
  emailAsk:
    'Rhowch eich cyfeiriad e-bost. Os dewisodd y sawl a wnaeth y cais ef, byddwn yn anfon cod atoch sy’n agor y cais.',
  codeSent:
    'Os caiff {email} ateb y cais hwn, mae cod ar ei ffordd ato. Mae’r cod yn gweithio unwaith, o fewn {duration}.',
  networkText: 'Dim ond o’r rhwydwaith a ddewisodd y sawl a wnaeth y cais y gellir ateb y cais hwn.',
  codeSubject: 'Eich cod ar gyfer cais ar {site}',
  codeMail: 'Eich cod i ateb y cais a anfonwyd atoch ar {site}: {code}',
  legend: 'Pwy gaiff ateb',
  emailsLabel: 'Dim ond y cyfeiriadau neu’r @parthau hyn gaiff ateb',
  emailsHint:
    'Wedi’u gwahanu gan atalnodau. Mae pwy bynnag sy’n ateb yn profi ei gyfeiriad gyda chod a anfonir ato.',
  emailUnavailable:
    'Nid yw’r gweinydd hwn yn anfon e-bost, felly ni all wirio cyfeiriad: dewiswch aelodau neu ystodau cyfeiriadau yn lle hynny.',
  notAccepted: 'Gwiriwch y cofnodion hyn: cyfeiriadau, @parthau, neu ystodau cyfeiriadau fel 192.0.2.0/24.',
  auditAnsweredCode: 'Atebwyd gan {email}, wedi’i wirio gan god a anfonwyd',
  auditAnsweredMember: 'Atebwyd gan {email} (wedi mewngofnodi)',
  auditAnsweredNetwork: 'Atebwyd o rwydwaith a ganiateir',
  answeredByCode: 'Atebwyd gan {email}, wedi’i wirio gan god a anfonwyd.',
  answeredBySignIn: 'Atebwyd gan {email} (wedi mewngofnodi).',
};
