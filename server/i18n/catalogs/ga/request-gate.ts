import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Tá an t-iarratas seo do dhuine amháin amháin',
  emailAsk:
    'Cuir isteach do sheoladh ríomhphoist. Má roghnaigh an t-iarrthóir é, seolfaimid cód chugat a osclaíonn an t-iarratas.',
  codeSent:
    'Más féidir le {email} an t-iarratas seo a fhreagairt, tá cód ar a bhealach chuige. Oibríonn an cód uair amháin, laistigh de {duration}.',
  networkText: 'Ní féidir an t-iarratas seo a fhreagairt ach ón líonra a roghnaigh an t-iarrthóir.',
  codeSubject: 'Do chód d’iarratas ar {site}',
  codeMail: 'Do chód chun an t-iarratas a seoladh chugat ar {site} a fhreagairt: {code}',
  legend: 'Cé a fhéadann freagairt',
  emailsLabel: 'Ní féidir ach leis na seoltaí nó @fearainn seo freagairt',
  emailsHint: 'Scartha le camóga. Cruthaíonn an té a fhreagraíonn a sheoladh le cód a sheoltar chuige.',
  emailUnavailable:
    'Ní sheolann an freastalaí seo ríomhphost, mar sin ní féidir leis seoladh a sheiceáil: roghnaigh baill nó raonta seoltaí ina ionad.',
  notAccepted: 'Seiceáil na hiontrálacha seo: seoltaí, @fearainn, nó raonta seoltaí mar 192.0.2.0/24.',
  auditAnsweredCode: 'Freagartha ag {email}, fíoraithe le cód a seoladh',
  auditAnsweredMember: 'Freagartha ag {email} (sínithe isteach)',
  auditAnsweredNetwork: 'Freagartha ó líonra ceadaithe',
  answeredByCode: 'Freagartha ag {email}, fíoraithe le cód a seoladh.',
  answeredBySignIn: 'Freagartha ag {email} (sínithe isteach).',
};
