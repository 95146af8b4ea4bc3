import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Athraíodh do phasfhocal',
  noticePassword: 'Athraíodh pasfhocal do chuntais {email} ar {site} ar {time}.',
  noticeSecondFactorOnSubject: 'Cuireadh fíordheimhniú dhá fhachtóir ar siúl',
  noticeSecondFactorOn:
    'Cuireadh fíordheimhniú dhá fhachtóir ar siúl do do chuntas {email} ar {site} ar {time}. Nuair a shíníonn tú isteach anois, iarrtar cód ó d’aip fíordheimhnithe chomh maith le do phasfhocal.',
  noticeSecondFactorOffSubject: 'Múchadh fíordheimhniú dhá fhachtóir',
  noticeSecondFactorOff:
    'Múchadh fíordheimhniú dhá fhachtóir do do chuntas {email} ar {site} ar {time}. Nuair a shíníonn tú isteach anois, ní iarrtar ach do phasfhocal.',
  noticeSecondFactorRemovedSubject: 'Mhúch riarthóir d’fhíordheimhniú dhá fhachtóir',
  noticeSecondFactorRemoved:
    'Mhúch riarthóir de chuid {site} fíordheimhniú dhá fhachtóir do do chuntas {email} ar {time}. Nuair a shíníonn tú isteach anois, ní iarrtar ach do phasfhocal.',
  noticeSetUpAgain: 'Is féidir leat é a shocrú arís ó leathanach do chuntais.',
  accountLinkLabel: 'Oscail leathanach do chuntais',
  noticeRemovedNotAsked: 'Murar iarr tú é seo, déan teagmháil le do riarthóir.',
  noticeSecondFactorFailuresSubject: 'Iontráladh cóid dhá fhachtóir mhíchearta do do chuntas',
  noticeSecondFactorFailures:
    'Iontráladh roinnt cód dhá fhachtóir mícheart do do chuntas {email} ar {site}, an ceann deireanach ar {time}, tar éis don phasfhocal a bheith iontráilte i gceart.',
  noticeEmailSubject: 'Athraíodh do sheoladh ríomhphoist',
  noticeEmail:
    'Athraíodh seoladh ríomhphoist do chuntais {email} ar {site} ar {time}. Téann ríomhphost faoin gcuntas chuig an seoladh nua anois.',
  noticeNotYou:
    'Más rud é nach tusa a rinne é seo, b’fhéidir go bhfuil do phasfhocal ag duine eile: athshocraigh é anois agus inis do do riarthóir.',
  noticeEmailNotYou:
    'Más rud é nach tusa a rinne é seo, inis do do riarthóir anois: ní féidir an seoladh seo a úsáid a thuilleadh chun an pasfhocal a athshocrú.',
  resetLinkLabel: 'Athshocraigh do phasfhocal',
  linkWorksOnce: 'Oibríonn an nasc uair amháin, ar feadh {duration}.',
  resetSubject: 'Athshocraigh do phasfhocal ar {site}',
  resetIntro: 'D’iarr duine éigin, tusa is dócha, pasfhocal do chuntais {email} ar {site} a athshocrú.',
  resetButton: 'Roghnaigh pasfhocal nua',
  resetNotYou: 'Murar iarr tú é seo, déan neamhaird den ríomhphost seo: fanfaidh do phasfhocal mar atá.',
  invitationSubject: 'Thug {inviter} cuireadh duit chuig {name} ar {site}',
  invitationIntro:
    'Thug {inviter} cuireadh duit cuntas {email} a chruthú ar {site}, freastalaí Secret Push chun pasfhocail agus rúin eile a roinnt trí naisc a théann in éag.',
  invitationAdminIntro: 'Beidh tú ar dhuine dá riarthóirí.',
  invitationButton: 'Glac leis an gcuireadh',
  invitationWorksUntil: 'Oibríonn an nasc uair amháin, go dtí {time}.',
  invitationNotYou: 'Mura raibh tú ag súil leis an gcuireadh seo, déan neamhaird den ríomhphost seo.',
  signupSubject: 'Deimhnigh do chlárú ar {site}',
  signupIntro: 'D’iarr duine éigin, tusa is dócha, cuntas ar {site} leis an seoladh seo.',
  signupButton: 'Deimhnigh agus roghnaigh pasfhocal',
  signupNotYou:
    'Más rud é nach tusa a bhí ann, déan neamhaird den ríomhphost seo: ní chruthófar aon chuntas.',
  signupExistingSubject: 'Tá cuntas agat ar {site} cheana',
  signupExistingIntro:
    'D’iarr duine éigin, tusa is dócha, clárú ar {site} leis an seoladh seo, ach tá cuntas ag an seoladh seo cheana. Chun síniú isteach gan do phasfhocal, athshocraigh é.',
  signInButton: 'Sínigh isteach',
  signupExistingNotYou:
    'Más rud é nach tusa a bhí ann, déan neamhaird den ríomhphost seo: níor athraíodh aon rud i do chuntas.',
  emailChangeSubject: 'Deimhnigh do sheoladh ríomhphoist nua ar {site}',
  emailChangeIntro:
    'D’iarr tú seoladh ríomhphoist do chuntais ar {site} a athrú ó {email} go dtí an seoladh seo.',
  emailChangeButton: 'Deimhnigh an seoladh nua',
  emailChangeNotYou: 'Murar iarr tú é seo, déan neamhaird den ríomhphost seo: fanfaidh an seoladh mar atá.',
};
