import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Ar dhearmad tú do phasfhocal?',
  signUpLink: 'Níl cuntas agat fós? Cláraigh',
  changeEmailLink: 'Athraigh do sheoladh ríomhphoist',
  sendLink: 'Seol an nasc',
  backToSignIn: 'Ar ais chuig síniú isteach',
  tooManyRequests:
    'An iomarca iarratas don seoladh seo nó ó do líonra. Fan uair an chloig agus bain triail eile as.',
  checkMailTitle: 'Seiceáil do ríomhphost',
  noMailArrived: 'Níor tháinig aon rud? Féach i d’fhillteán turscair, nó iarr arís i gceann cúpla nóiméad.',
  resetTitle: 'Athshocraigh do phasfhocal',
  resetIntro:
    'Cuir isteach seoladh ríomhphoist do chuntais, agus seolfaimid nasc chugat chun pasfhocal nua a roghnú.',
  resetSent:
    'Má tá cuntas anseo ag {email}, tá nasc chun pasfhocal nua a roghnú ar an mbealach. Oibríonn sé uair amháin, laistigh de {duration}.',
  resetNoMailTitle: 'Níl athshocrú pasfhocal socraithe',
  resetNoMail:
    'Ní sheolann an freastalaí seo ríomhphost, mar sin ní féidir leis nasc athshocraithe a sheoladh chugat. Iarr ar do riarthóir pasfhocal nua a shocrú duit: is féidir leo {command} a rith ar an bhfreastalaí le do sheoladh ríomhphoist.',
  resetOffTitle: 'Níl aon phasfhocal le hathshocrú',
  resetOff:
    'Ní shíníonn an freastalaí seo daoine isteach ach trí shíniú isteach singil, mar sin níl aon phasfhocal anseo le hathshocrú. Mura féidir leat síniú isteach, téigh i dteagmháil le do riarthóir.',
  newPasswordTitle: 'Roghnaigh pasfhocal nua',
  newPasswordIntro:
    'Do do chuntas {email}. Nuair a shábhálann tú é, sínítear amach thú i ngach áit a bhfuil tú sínithe isteach.',
  saveNewPassword: 'Sábháil an pasfhocal nua',
  resetDoneTitle: 'Athraíodh do phasfhocal',
  resetDone: 'Sínigh isteach le do phasfhocal nua. Síníodh amach as gach seisiún eile thú.',
  resetLinkGone:
    'Tá an nasc athshocraithe seo anaithnid, úsáideadh cheana é, nó tá sé níos sine ná uair an chloig. Ina theannta sin, tagann gach iarratas nua in áit na nasc a seoladh roimhe.',
  askAgain: 'Iarr nasc nua',
  signUpTitle: 'Cláraigh',
  signUpIntro:
    'Cuir isteach do sheoladh ríomhphoist, agus seolfaimid nasc chugat chun é a dhearbhú agus pasfhocal a roghnú.',
  signUpAddressRefused:
    'Ní ghlacann an freastalaí seo le clárúcháin ach ó sheoltaí ríomhphoist áirithe, agus ní ceann acu é seo. Iarr cuireadh ar riarthóir.',
  signUpSent:
    'Sheolamar ríomhphost chuig {email}. Lean an nasc atá ann laistigh de {duration} chun leanúint ar aghaidh.',
  signUpOffTitle: 'Níl clárú ar fáil',
  signUpOff: 'Ní ligeann an freastalaí seo do dhaoine clárú iad féin. Iarr cuireadh ar riarthóir.',
  signUpNoMail:
    'Tá ríomhphost ag teastáil chun clárú, agus ní sheolann an freastalaí seo ríomhphost. Iarr cuireadh ar riarthóir: is féidir leo ceann a chruthú ar an leathanach Riarachán agus a nasc a thabhairt duit.',
  signUpConfirmTitle: 'Roghnaigh do phasfhocal',
  signUpConfirmIntro: 'Tá do sheoladh {email} dearbhaithe. Roghnaigh pasfhocal chun do chuntas a chruthú.',
  signUpTakenTitle: 'Tá cuntas agat cheana',
  signUpTaken: 'Tá cuntas ann cheana leis an seoladh seo. Athshocraigh a phasfhocal chun síniú isteach.',
  signUpDoneTitle: 'Tá do chuntas réidh',
  signUpDone: 'Sínigh isteach le do sheoladh ríomhphoist agus leis an bpasfhocal a roghnaigh tú.',
  signUpLinkGone: 'Tá an nasc clárúcháin seo anaithnid, úsáideadh cheana é, nó tá sé níos sine ná lá.',
  signUpAgain: 'Cláraigh arís',
  emailChangeTitle: 'Athraigh do sheoladh ríomhphoist',
  emailChangeIntro:
    'Is é {email} do sheoladh. Seolfaimid nasc chuig an seoladh nua; déantar an t-athrú nuair a leanann tú é.',
  newEmail: 'Seoladh ríomhphoist nua',
  sameEmail: 'Is é seo do sheoladh cheana.',
  emailChangeSent:
    'Sheolamar nasc chuig {email}. Athrófar do sheoladh nuair a leanfaidh tú é, laistigh de {duration}.',
  emailChangeSso:
    'Síníonn tú isteach trí shíniú isteach singil, agus is é do sholáthraí aitheantais a choinníonn do sheoladh ríomhphoist. Athraigh ansin é.',
  emailChangeNoMail:
    'Ní sheolann an freastalaí seo ríomhphost, mar sin ní féidir leis seoladh nua a dhearbhú. Labhair le do riarthóir: is féidir leo cuireadh a thabhairt don seoladh nua ón leathanach Riarachán, mar chuntas nua.',
  emailConfirmTitle: 'Dearbhaigh do sheoladh ríomhphoist nua',
  emailConfirmIntro: 'Seoladh do chuntais a athrú ó {old} go {new}?',
  emailConfirmButton: 'Athraigh an seoladh',
  emailTaken: 'Tá {email} in úsáid ag cuntas eile cheana, mar sin níor athraíodh an seoladh.',
  emailChangedTitle: 'Athraíodh do sheoladh ríomhphoist',
  emailChanged: 'Is é {email} seoladh do chuntais anois. Sínigh isteach leis feasta.',
  emailLinkGone: 'Tá an nasc dearbhaithe seo anaithnid, úsáideadh cheana é, nó tá sé níos sine ná lá.',
  backToAccount: 'Ar ais chuig do chuntas',
  inviteTextMailed:
    'Nasc do dhuine amháin is ea an cuireadh, bailí ar feadh {duration}: ligeann sé dóibh pasfhocal a roghnú agus síniú isteach. Seoltar chuig a seoladh ríomhphoist é.',
  sendInvitation: 'Seol an cuireadh',
  invitationMailed: 'Tá an cuireadh ar a bhealach chuig {email}.',
  invitationMailedLink:
    'Seo a nasc freisin, más fearr leat é a thabhairt dóibh tú féin. Ní thaispeántar é ach uair amháin.',
};
