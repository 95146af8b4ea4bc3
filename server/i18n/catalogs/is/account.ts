import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'Skrá inn',
  accountDeleted: 'Aðganginum þínum og sendingum hans hefur verið eytt.',
  signInIntro:
    'Kerfisstjóri þessa þjóns stofnar aðganga og sendir hverjum nýjum notanda boðstengil. Ertu ekki með aðgang? Biddu kerfisstjórann um boð.',
  email: 'Netfang',
  password: 'Lykilorð',
  signInButton: 'Skrá inn',
  signInTooMany: 'Of margar innskráningartilraunir. Bíddu í 15 mínútur og reyndu svo aftur.',
  signInNoMatch: 'Þetta netfang og lykilorð passa ekki við neinn aðgang.',
  signInOr: 'Eða skráðu þig inn með netfangi og lykilorði:',
  passwordSignInOff: 'Á þessum þjóni er aðeins hægt að skrá sig inn með einfaldri innskráningu.',
  tokenTitle: 'API-lykill',
  tokenIntro:
    'Skráð inn sem {email}. Verkfæri á borð við Secret Push-viðbótina og pwpush-biðlara nota API-lykil til að búa til sendingar í þínu nafni.',
  tokenReplaces:
    'Nýr lykill kemur í stað þess sem þú ert með núna: allt sem notar enn gamla lykilinn hættir að virka.',
  tokenCreate: 'Búa til nýjan API-lykil',
  tokenReplaceTitle: 'Skipta út API-lyklinum þínum?',
  tokenReplaceConfirm: 'Já, skipta út lyklinum',
  newTokenTitle: 'Nýi API-lykillinn þinn',
  newTokenOnce: 'Þessi lykill er aðeins sýndur einu sinni. Afritaðu hann núna og geymdu hann á öruggum stað.',
  copyToken: 'Afrita lykilinn',
  newTokenAfter:
    'Fyrri lykillinn þinn virkar ekki lengur. Ef þú endurhleður síðuna verður lykillinn ekki sýndur aftur.',
  accountTitle: 'Aðgangurinn þinn',
  signedInAs: 'Skráð inn sem {email}.',
  yourApiToken: 'API-lykillinn þinn',
  passwordHeading: 'Breyta lykilorði',
  currentPassword: 'Núverandi lykilorð',
  newPassword: 'Nýtt lykilorð',
  passwordHint: {
    one: 'Minnst {count} stafur.',
    other: 'Minnst {count} stafir.',
  },
  newPasswordAgain: 'Nýja lykilorðið aftur',
  changePassword: 'Breyta lykilorði',
  languageHeading: 'Tungumál',
  languageText: 'Eftir innskráningu birtast síðurnar á þessu tungumáli, í hvaða tölvu eða vafra sem er.',
  languageLabel: 'Tungumál síðnanna',
  followBrowser: 'Eins og í vafranum',
  saveLanguage: 'Vista tungumál',
  sessionsHeading: 'Aðrar lotur',
  sessionsText:
    'Er enn opin lota í annarri tölvu eða vafra sem þú notar ekki lengur? Skráðu þig út alls staðar nema hér.',
  signOutOthers: 'Skrá út allar aðrar lotur',
  deleteHeading: 'Eyða aðganginum',
  deleteText:
    'Þetta eyðir aðganginum þínum og öllum virkum sendingum sem þú hefur búið til: tenglar þeirra hætta strax að virka. API-lykillinn þinn hættir líka að virka. Ekki er hægt að afturkalla þetta.',
  confirmEmail: 'Sláðu inn netfangið þitt til staðfestingar',
  deleteButton: 'Eyða aðganginum mínum og sendingunum mínum',
  passwordChanged: 'Lykilorðinu þínu var breytt. Allar aðrar lotur voru skráðar út.',
  sessionsEnded: 'Allar aðrar lotur voru skráðar út.',
  languageSaved: 'Tungumálastillingin var vistuð.',
  wrongPassword: 'Þetta er ekki núverandi lykilorðið þitt.',
  tooManyAttempts: 'Of margar tilraunir. Bíddu í 15 mínútur og reyndu svo aftur.',
  newPasswordsDiffer: 'Nýju lykilorðin tvö eru ekki eins.',
  wrongEmail: 'Þetta er ekki netfang þessa aðgangs.',
  lastAdmin:
    'Þú ert eini kerfisstjórinn: án þín gæti enginn boðið notendum eða haft umsjón með þeim. Gerðu fyrst annan notanda að kerfisstjóra á síðunni Stjórnun.',
  unknownLanguage: 'Veldu tungumál af listanum.',
  passwordTooShort: {
    one: 'Lykilorð þarf að vera minnst {count} stafur.',
    other: 'Lykilorð þarf að vera minnst {count} stafir.',
  },
  passwordTooLong: {
    one: 'Lykilorð má mest vera {count} stafur.',
    other: 'Lykilorð má mest vera {count} stafir.',
  },
  setupTitle: 'Setja upp Secret Push',
  setupIntro:
    'Enginn notandi er enn á þessum þjóni. Búðu til fyrsta kerfisstjórann: síðan geturðu boðið restinni af teyminu.',
  invitationTitle: 'Stofna aðganginn þinn',
  invitationIntro:
    'Þér hefur verið boðið á þennan þjón sem {email}. Veldu lykilorð til að stofna aðganginn þinn.',
  passwordAgain: 'Lykilorðið aftur',
  createAdmin: 'Búa til kerfisstjórann',
  createAccount: 'Stofna aðganginn minn',
  badEmail: 'Sláðu inn netfang, t.d. name@example.com.',
  passwordsDiffer: 'Lykilorðin tvö eru ekki eins.',
  emailTaken: 'Það er nú þegar til aðgangur með þessu netfangi. Skráðu þig frekar inn.',
  linkGoneTitle: 'Ógildur tengill',
  linkGoneHeading: 'Þessi tengill er ekki gildur',
  linkGoneText:
    'Hann gæti þegar hafa verið notaður, runnið út eða verið afturkallaður. Biddu kerfisstjórann um nýjan.',
};
