import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Mae eich cyfrinair wedi’i newid',
  noticePassword: 'Cafodd cyfrinair eich cyfrif {email} ar {site} ei newid ar {time}.',
  noticeSecondFactorOnSubject: 'Mae dilysu dau ffactor wedi’i droi ymlaen',
  noticeSecondFactorOn:
    'Cafodd dilysu dau ffactor ei droi ymlaen ar gyfer eich cyfrif {email} ar {site} ar {time}. Bellach, wrth fewngofnodi, gofynnir am god o’ch ap dilysu yn ogystal â’ch cyfrinair.',
  noticeSecondFactorOffSubject: 'Mae dilysu dau ffactor wedi’i droi i ffwrdd',
  noticeSecondFactorOff:
    'Cafodd dilysu dau ffactor ei droi i ffwrdd ar gyfer eich cyfrif {email} ar {site} ar {time}. Bellach, wrth fewngofnodi, dim ond eich cyfrinair a ofynnir amdano.',
  noticeSecondFactorRemovedSubject: 'Mae gweinyddwr wedi troi eich dilysu dau ffactor i ffwrdd',
  noticeSecondFactorRemoved:
    'Trodd un o weinyddwyr {site} ddilysu dau ffactor i ffwrdd ar gyfer eich cyfrif {email} ar {time}. Bellach, wrth fewngofnodi, dim ond eich cyfrinair a ofynnir amdano.',
  noticeSetUpAgain: 'Gallwch ei osod eto o dudalen eich cyfrif.',
  accountLinkLabel: 'Agor tudalen eich cyfrif',
  noticeRemovedNotAsked: 'Os na wnaethoch chi ofyn am hyn, cysylltwch â’ch gweinyddwr.',
  noticeSecondFactorFailuresSubject: 'Cafodd codau dau ffactor anghywir eu rhoi ar gyfer eich cyfrif',
  noticeSecondFactorFailures:
    'Cafodd sawl cod dau ffactor anghywir eu rhoi ar gyfer eich cyfrif {email} ar {site}, yr olaf ar {time}, ar ôl i’w gyfrinair gael ei roi’n gywir.',
  noticeEmailSubject: 'Mae eich cyfeiriad e-bost wedi’i newid',
  noticeEmail:
    'Cafodd cyfeiriad e-bost eich cyfrif {email} ar {site} ei newid ar {time}. O hyn ymlaen, bydd negeseuon am y cyfrif yn mynd i’r cyfeiriad newydd.',
  noticeNotYou:
    'Os nad chi wnaeth hyn, efallai fod rhywun arall yn gwybod eich cyfrinair: ailosodwch ef nawr a rhowch wybod i’ch gweinyddwr.',
  noticeEmailNotYou:
    'Os nad chi wnaeth hyn, rhowch wybod i’ch gweinyddwr nawr: does dim modd defnyddio’r cyfeiriad hwn i ailosod y cyfrinair mwyach.',
  resetLinkLabel: 'Ailosod eich cyfrinair',
  linkWorksOnce: 'Mae’r ddolen yn gweithio unwaith, am {duration}.',
  resetSubject: 'Ailosod eich cyfrinair ar {site}',
  resetIntro: 'Mae rhywun, chi mae’n debyg, wedi gofyn am ailosod cyfrinair eich cyfrif {email} ar {site}.',
  resetButton: 'Dewis cyfrinair newydd',
  resetNotYou:
    'Os na wnaethoch chi ofyn am hyn, anwybyddwch y neges hon: bydd eich cyfrinair yn aros fel y mae.',
  invitationSubject: 'Mae {inviter} wedi’ch gwahodd i {name} ar {site}',
  invitationIntro:
    'Mae {inviter} wedi’ch gwahodd i greu cyfrif {email} ar {site}, gweinydd Secret Push ar gyfer rhannu cyfrineiriau a chyfrinachau eraill drwy ddolenni sy’n dod i ben.',
  invitationAdminIntro: 'Byddwch yn un o’i weinyddwyr.',
  invitationButton: 'Derbyn y gwahoddiad',
  invitationWorksUntil: 'Mae’r ddolen yn gweithio unwaith, tan {time}.',
  invitationNotYou: 'Os nad oeddech chi’n disgwyl y gwahoddiad hwn, anwybyddwch y neges hon.',
  signupSubject: 'Cadarnhewch eich cofrestriad ar {site}',
  signupIntro: 'Mae rhywun, chi mae’n debyg, wedi gofyn am gyfrif ar {site} gyda’r cyfeiriad hwn.',
  signupButton: 'Cadarnhau a dewis cyfrinair',
  signupNotYou: 'Os nad chi wnaeth hyn, anwybyddwch y neges hon: ni fydd cyfrif yn cael ei greu.',
  signupExistingSubject: 'Mae gennych gyfrif ar {site} yn barod',
  signupExistingIntro:
    'Mae rhywun, chi mae’n debyg, wedi gofyn am gofrestru ar {site} gyda’r cyfeiriad hwn, ond mae cyfrif ganddo yn barod. I fewngofnodi heb eich cyfrinair, ailosodwch ef.',
  signInButton: 'Mewngofnodi',
  signupExistingNotYou:
    'Os nad chi wnaeth hyn, anwybyddwch y neges hon: does dim byd wedi newid yn eich cyfrif.',
  emailChangeSubject: 'Cadarnhewch eich cyfeiriad e-bost newydd ar {site}',
  emailChangeIntro:
    'Rydych wedi gofyn am newid cyfeiriad e-bost eich cyfrif ar {site} o {email} i’r cyfeiriad hwn.',
  emailChangeButton: 'Cadarnhau’r cyfeiriad newydd',
  emailChangeNotYou:
    'Os na wnaethoch chi ofyn am hyn, anwybyddwch y neges hon: bydd y cyfeiriad yn aros fel y mae.',
};
