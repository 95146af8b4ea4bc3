import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Sínigh isteach',
  accountDeleted: 'Scriosadh do chuntas agus a chuid rún.',
  signInIntro:
    'Is é riarthóir an fhreastalaí seo a chruthaíonn cuntais, agus seolann sé nasc cuiridh chuig gach úsáideoir nua. Níl cuntas agat fós? Iarr cuireadh ar do riarthóir.',
  email: 'Ríomhphost',
  password: 'Pasfhocal',
  signInButton: 'Sínigh isteach',
  signInTooMany: 'An iomarca iarrachtaí síniú isteach. Fan 15 nóiméad agus bain triail eile as.',
  signInNoMatch: 'Ní mheaitseálann an ríomhphost agus an pasfhocal sin aon chuntas.',
  signInOr: 'Nó sínigh isteach le do ríomhphost agus do phasfhocal:',
  passwordSignInOff: 'Ní féidir síniú isteach ar an bhfreastalaí seo ach le síniú isteach aonair.',
  tokenTitle: 'Comhartha API',
  tokenIntro:
    'Sínithe isteach mar {email}. Úsáideann uirlisí ar nós an bhreiseáin Secret Push agus cliaint pwpush comhartha API chun rúin a chruthú thar do cheann.',
  tokenReplaces:
    'Tagann comhartha nua in áit an chinn atá agat anois: stopfaidh gach rud a úsáideann an seanchomhartha fós ag obair.',
  tokenCreate: 'Cruthaigh comhartha API nua',
  tokenReplaceTitle: 'Do chomhartha API a athsholáthar?',
  tokenReplaceConfirm: 'Athsholáthair an comhartha',
  newTokenTitle: 'Do chomhartha API nua',
  newTokenOnce:
    'Ní thaispeántar an comhartha seo ach uair amháin. Cóipeáil anois é agus coinnigh in áit shábháilte é.',
  copyToken: 'Cóipeáil an comhartha',
  newTokenAfter:
    'Níl do sheanchomhartha ag obair a thuilleadh. Má athlódálann tú an leathanach seo, ní thaispeánfar an comhartha arís.',
  accountTitle: 'Do chuntas',
  signedInAs: 'Sínithe isteach mar {email}.',
  yourApiToken: 'Do chomhartha API',
  passwordHeading: 'Athraigh do phasfhocal',
  currentPassword: 'Pasfhocal reatha',
  newPassword: 'Pasfhocal nua',
  passwordHint: {
    one: 'Líon íosta carachtar: {count}.',
    two: 'Líon íosta carachtar: {count}.',
    few: 'Líon íosta carachtar: {count}.',
    many: 'Líon íosta carachtar: {count}.',
    other: 'Líon íosta carachtar: {count}.',
  },
  newPasswordAgain: 'An pasfhocal nua arís',
  changePassword: 'Athraigh an pasfhocal',
  languageHeading: 'Teanga',
  languageText:
    'Taispeántar na leathanaigh sa teanga seo aon uair a bhíonn tú sínithe isteach, ar aon ríomhaire nó brabhsálaí.',
  languageLabel: 'Teanga na leathanach',
  followBrowser: 'De réir an bhrabhsálaí',
  saveLanguage: 'Sábháil an teanga',
  sessionsHeading: 'Seisiúin eile',
  sessionsText:
    'Sínithe isteach ar ríomhaire eile nó i mbrabhsálaí nach n-úsáideann tú a thuilleadh? Sínigh amach i ngach áit ach anseo.',
  signOutOthers: 'Sínigh amach as gach seisiún eile',
  deleteHeading: 'Scrios do chuntas',
  deleteText:
    'Scriosann sé seo do chuntas agus gach rún gníomhach a chruthaigh tú: stopfaidh a naisc ag obair láithreach. Stopfaidh do chomhartha API ag obair freisin. Ní féidir é seo a chealú.',
  confirmEmail: 'Clóscríobh do sheoladh ríomhphoist chun é a dhearbhú',
  deleteButton: 'Scrios mo chuntas agus mo rúin',
  passwordChanged: 'Athraíodh do phasfhocal. Síníodh amach as gach seisiún eile.',
  sessionsEnded: 'Síníodh amach as gach seisiún eile.',
  languageSaved: 'Sábháladh do rogha teanga.',
  wrongPassword: 'Ní hé sin do phasfhocal reatha.',
  tooManyAttempts: 'An iomarca iarrachtaí. Fan 15 nóiméad agus bain triail eile as.',
  newPasswordsDiffer: 'Níl an dá phasfhocal nua mar an gcéanna.',
  wrongEmail: 'Ní hé sin seoladh ríomhphoist an chuntais seo.',
  lastAdmin:
    'Is tusa an t-aon riarthóir: gan tú, ní fhéadfadh aon duine cuireadh a thabhairt d’úsáideoirí ná iad a bhainistiú. Déan riarthóir d’úsáideoir eile ar dtús, ar an leathanach Riarachán.',
  unknownLanguage: 'Roghnaigh teanga ón liosta.',
  passwordTooShort: {
    one: 'Is é {count} an líon íosta carachtar i bpasfhocal.',
    two: 'Is é {count} an líon íosta carachtar i bpasfhocal.',
    few: 'Is é {count} an líon íosta carachtar i bpasfhocal.',
    many: 'Is é {count} an líon íosta carachtar i bpasfhocal.',
    other: 'Is é {count} an líon íosta carachtar i bpasfhocal.',
  },
  passwordTooLong: {
    one: 'Is é {count} an líon uasta carachtar i bpasfhocal.',
    two: 'Is é {count} an líon uasta carachtar i bpasfhocal.',
    few: 'Is é {count} an líon uasta carachtar i bpasfhocal.',
    many: 'Is é {count} an líon uasta carachtar i bpasfhocal.',
    other: 'Is é {count} an líon uasta carachtar i bpasfhocal.',
  },
  setupTitle: 'Socraigh Secret Push',
  setupIntro:
    'Níl aon úsáideoir ar an bhfreastalaí seo fós. Cruthaigh an chéad riarthóir: ansin is féidir leat cuireadh a thabhairt don chuid eile de d’fhoireann.',
  invitationTitle: 'Cruthaigh do chuntas',
  invitationIntro:
    'Tugadh cuireadh duit chuig an bhfreastalaí seo mar {email}. Roghnaigh pasfhocal chun do chuntas a chruthú.',
  passwordAgain: 'An pasfhocal arís',
  createAdmin: 'Cruthaigh an riarthóir',
  createAccount: 'Cruthaigh mo chuntas',
  badEmail: 'Cuir isteach seoladh ríomhphoist, mar shampla name@example.com.',
  passwordsDiffer: 'Níl an dá phasfhocal mar an gcéanna.',
  emailTaken: 'Tá cuntas ann cheana leis an seoladh ríomhphoist seo. Sínigh isteach ina ionad sin.',
  linkGoneTitle: 'Nasc neamhbhailí',
  linkGoneHeading: 'Níl an nasc seo bailí',
  linkGoneText:
    'B’fhéidir gur úsáideadh cheana é, go bhfuil sé imithe in éag nó gur cúlghaireadh é. Iarr ceann nua ar an riarthóir.',
};
