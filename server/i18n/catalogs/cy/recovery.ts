import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Wedi anghofio’ch cyfrinair?',
  signUpLink: 'Dim cyfrif eto? Cofrestrwch',
  changeEmailLink: 'Newid eich cyfeiriad e-bost',
  sendLink: 'Anfon y ddolen',
  backToSignIn: 'Yn ôl i fewngofnodi',
  tooManyRequests:
    'Gormod o geisiadau ar gyfer y cyfeiriad hwn neu o’ch rhwydwaith. Arhoswch awr a rhowch gynnig arall arni.',
  checkMailTitle: 'Gwiriwch eich e-bost',
  noMailArrived:
    'Dim byd wedi cyrraedd? Edrychwch yn eich ffolder sbam, neu gofynnwch eto ymhen ychydig funudau.',
  resetTitle: 'Ailosod eich cyfrinair',
  resetIntro: 'Rhowch gyfeiriad e-bost eich cyfrif, a byddwn yn anfon dolen atoch i ddewis cyfrinair newydd.',
  resetSent:
    'Os oes gan {email} gyfrif yma, mae dolen i ddewis cyfrinair newydd ar ei ffordd. Mae’n gweithio unwaith, o fewn {duration}.',
  resetNoMailTitle: 'Nid yw ailosod cyfrineiriau wedi’i osod',
  resetNoMail:
    'Nid yw’r gweinydd hwn yn anfon e-bost, felly ni all anfon dolen ailosod atoch. Gofynnwch i’ch gweinyddwr osod cyfrinair newydd i chi: gallan nhw redeg {command} gyda’ch cyfeiriad e-bost ar y gweinydd.',
  resetOffTitle: 'Dim cyfrinair i’w ailosod',
  resetOff:
    'Dim ond drwy fewngofnodi sengl y mae’r gweinydd hwn yn mewngofnodi pobl, felly does dim cyfrinair yma i’w ailosod. Os na allwch fewngofnodi, gofynnwch i’ch gweinyddwr.',
  newPasswordTitle: 'Dewis cyfrinair newydd',
  newPasswordIntro:
    'Ar gyfer eich cyfrif {email}. Bydd ei gadw’n eich allgofnodi ym mhobman rydych wedi mewngofnodi.',
  saveNewPassword: 'Cadw’r cyfrinair newydd',
  resetDoneTitle: 'Mae eich cyfrinair wedi’i newid',
  resetDone: 'Mewngofnodwch gyda’ch cyfrinair newydd. Rydych wedi cael eich allgofnodi ym mhobman arall.',
  resetLinkGone:
    'Mae’r ddolen ailosod hon yn anhysbys, wedi’i defnyddio eisoes, neu’n hŷn nag awr. Mae pob cais newydd hefyd yn disodli’r dolenni a anfonwyd o’i flaen.',
  askAgain: 'Gofyn am ddolen newydd',
  signUpTitle: 'Cofrestru',
  signUpIntro: 'Rhowch eich cyfeiriad e-bost, a byddwn yn anfon dolen atoch i’w gadarnhau a dewis cyfrinair.',
  signUpAddressRefused:
    'Dim ond o rai cyfeiriadau e-bost y mae’r gweinydd hwn yn derbyn cofrestriadau, ac nid yw hwn yn un ohonyn nhw. Gofynnwch i weinyddwr am wahoddiad.',
  signUpSent: 'Rydym wedi anfon neges at {email}. Dilynwch y ddolen ynddi o fewn {duration} i barhau.',
  signUpOffTitle: 'Does dim modd cofrestru',
  signUpOff:
    'Nid yw’r gweinydd hwn yn gadael i bobl gofrestru eu hunain. Gofynnwch i weinyddwr am wahoddiad.',
  signUpNoMail:
    'Mae cofrestru’n gofyn am e-bost, ac nid yw’r gweinydd hwn yn ei anfon. Gofynnwch i weinyddwr am wahoddiad: gallan nhw greu un ar y dudalen Gweinyddu a rhoi ei ddolen i chi.',
  signUpConfirmTitle: 'Dewis eich cyfrinair',
  signUpConfirmIntro: 'Mae eich cyfeiriad {email} wedi’i gadarnhau. Dewiswch gyfrinair i greu eich cyfrif.',
  signUpTakenTitle: 'Mae gennych gyfrif yn barod',
  signUpTaken: 'Mae cyfrif gyda’r cyfeiriad hwn yn bodoli eisoes. Ailosodwch ei gyfrinair i fewngofnodi.',
  signUpDoneTitle: 'Mae eich cyfrif yn barod',
  signUpDone: 'Mewngofnodwch gyda’ch cyfeiriad e-bost a’r cyfrinair a ddewisoch.',
  signUpLinkGone: 'Mae’r ddolen gofrestru hon yn anhysbys, wedi’i defnyddio eisoes, neu’n hŷn na diwrnod.',
  signUpAgain: 'Cofrestru eto',
  emailChangeTitle: 'Newid eich cyfeiriad e-bost',
  emailChangeIntro:
    'Eich cyfeiriad yw {email}. Byddwn yn anfon dolen i’r cyfeiriad newydd; caiff y newid ei wneud pan fyddwch yn ei dilyn.',
  newEmail: 'Cyfeiriad e-bost newydd',
  sameEmail: 'Dyma’ch cyfeiriad eisoes.',
  emailChangeSent:
    'Rydym wedi anfon dolen at {email}. Bydd eich cyfeiriad yn newid pan fyddwch yn ei dilyn, o fewn {duration}.',
  emailChangeSso:
    'Rydych yn mewngofnodi drwy fewngofnodi sengl, a’ch darparwr hunaniaeth sy’n cadw eich cyfeiriad e-bost. Newidiwch ef yno.',
  emailChangeNoMail:
    'Nid yw’r gweinydd hwn yn anfon e-bost, felly ni all gadarnhau cyfeiriad newydd. Gofynnwch i’ch gweinyddwr: gallan nhw wahodd y cyfeiriad newydd o’r dudalen Gweinyddu, fel cyfrif newydd.',
  emailConfirmTitle: 'Cadarnhau eich cyfeiriad e-bost newydd',
  emailConfirmIntro: 'Newid cyfeiriad eich cyfrif o {old} i {new}?',
  emailConfirmButton: 'Newid y cyfeiriad',
  emailTaken: 'Mae cyfrif arall eisoes yn defnyddio {email}, felly ni newidiwyd y cyfeiriad.',
  emailChangedTitle: 'Mae eich cyfeiriad e-bost wedi’i newid',
  emailChanged: 'Cyfeiriad eich cyfrif bellach yw {email}. Mewngofnodwch gydag ef o hyn ymlaen.',
  emailLinkGone: 'Mae’r ddolen gadarnhau hon yn anhysbys, wedi’i defnyddio eisoes, neu’n hŷn na diwrnod.',
  backToAccount: 'Yn ôl i’ch cyfrif',
  inviteTextMailed:
    'Dolen i un person yw’r gwahoddiad, yn ddilys am {duration}: mae’n gadael iddyn nhw ddewis cyfrinair a mewngofnodi. Caiff ei anfon i’w cyfeiriad e-bost.',
  sendInvitation: 'Anfon y gwahoddiad',
  invitationMailed: 'Mae’r gwahoddiad ar ei ffordd at {email}.',
  invitationMailedLink:
    'Dyma ei ddolen hefyd, os byddai’n well gennych ei rhoi iddyn nhw eich hun. Dim ond unwaith y caiff ei dangos.',
};
