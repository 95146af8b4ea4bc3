import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Ní ghlacann an freastalaí seo ach le brúnna ó úsáideoirí atá sínithe isteach. Sínigh isteach chun brú a dhéanamh.',
  passphraseRequired: 'Éilíonn an freastalaí seo pasfhrása anseo. Fad íosta: {min}.',
  sealedRequired:
    'Ní ghlacann an freastalaí seo ach le brúnna séalaithe (criptithe ó cheann ceann) den chineál seo.',
  optionRequired: 'Éilíonn an freastalaí seo an rogha seo.',
  gateRequiredAny:
    'Éilíonn an freastalaí seo geata: luaigh seoltaí ríomhphoist na bhfaighteoirí, lig do bhaill amháin an nasc a oscailt, nó tabhair raonta seoltaí.',
  gateRequiredEmail:
    'Éilíonn an freastalaí seo seoltaí ríomhphoist na bhfaighteoirí: iadsan amháin atá in ann an nasc a oscailt.',
  gateRequiredMember:
    'Éilíonn an freastalaí seo nach féidir ach le baill atá sínithe isteach an nasc a oscailt.',
  lifeInHours: 'Saolré a cheadaítear ar an bhfreastalaí seo (uaireanta): {min} go {max}.',
  mailDomains: 'Ní féidir naisc a sheoladh ach chuig seoltaí ag: {domains}.',
  textAnswersOff:
    'Tá rúin téacs múchta ar an bhfreastalaí seo, mar sin ní féidir freagra a thabhairt ach le comhaid.',
};
