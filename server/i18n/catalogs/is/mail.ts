import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Lykilorðinu þínu var breytt',
  noticePassword: 'Lykilorði aðgangsins þíns {email} á {site} var breytt {time}.',
  noticeSecondFactorOnSubject: 'Kveikt var á tveggja þátta auðkenningu',
  noticeSecondFactorOn:
    'Kveikt var á tveggja þátta auðkenningu fyrir aðganginn þinn {email} á {site} {time}. Við innskráningu er nú beðið um kóða úr auðkenningarforritinu þínu auk lykilorðsins.',
  noticeSecondFactorOffSubject: 'Slökkt var á tveggja þátta auðkenningu',
  noticeSecondFactorOff:
    'Slökkt var á tveggja þátta auðkenningu fyrir aðganginn þinn {email} á {site} {time}. Við innskráningu er nú aðeins beðið um lykilorðið þitt.',
  noticeSecondFactorRemovedSubject: 'Kerfisstjóri slökkti á tveggja þátta auðkenningunni þinni',
  noticeSecondFactorRemoved:
    'Kerfisstjóri á {site} slökkti á tveggja þátta auðkenningu fyrir aðganginn þinn {email} {time}. Við innskráningu er nú aðeins beðið um lykilorðið þitt.',
  noticeSetUpAgain: 'Þú getur sett hana upp aftur á aðgangssíðunni þinni.',
  accountLinkLabel: 'Opna aðgangssíðuna',
  noticeRemovedNotAsked: 'Ef þú baðst ekki um þetta skaltu hafa samband við kerfisstjórann.',
  noticeSecondFactorFailuresSubject: 'Röngum tveggja þátta kóðum var slegið inn fyrir aðganginn þinn',
  noticeSecondFactorFailures:
    'Nokkrum röngum tveggja þátta kóðum var slegið inn fyrir aðganginn þinn {email} á {site}, þeim síðasta {time}, eftir að rétt lykilorð var slegið inn.',
  noticeEmailSubject: 'Netfanginu þínu var breytt',
  noticeEmail:
    'Netfangi aðgangsins þíns {email} á {site} var breytt {time}. Póstur um aðganginn fer nú á nýja netfangið.',
  noticeNotYou:
    'Ef þetta varst ekki þú gæti einhver annar vitað lykilorðið þitt: endurstilltu það strax og láttu kerfisstjórann vita.',
  noticeEmailNotYou:
    'Ef þetta varst ekki þú skaltu láta kerfisstjórann vita strax: ekki er lengur hægt að nota þetta netfang til að endurstilla lykilorðið.',
  resetLinkLabel: 'Endurstilla lykilorðið',
  linkWorksOnce: 'Tengillinn virkar einu sinni og gildistími hans er {duration}.',
  resetSubject: 'Endurstilltu lykilorðið þitt á {site}',
  resetIntro: 'Einhver, líklega þú, bað um að lykilorð aðgangsins þíns {email} á {site} yrði endurstillt.',
  resetButton: 'Velja nýtt lykilorð',
  resetNotYou: 'Ef þú baðst ekki um þetta skaltu hunsa þennan póst: lykilorðið þitt helst óbreytt.',
  invitationSubject: '{inviter} bauð þér á {name} á {site}',
  invitationIntro:
    '{inviter} bauð þér að stofna aðgang {email} á {site}, Secret Push-þjóni til að deila lykilorðum og öðrum leyndarmálum með tenglum sem renna út.',
  invitationAdminIntro: 'Þú verður einn af kerfisstjórum hans.',
  invitationButton: 'Þiggja boðið',
  invitationWorksUntil: 'Tengillinn virkar einu sinni og gildir til {time}.',
  invitationNotYou: 'Ef þú áttir ekki von á þessu boði skaltu hunsa þennan póst.',
  signupSubject: 'Staðfestu nýskráninguna þína á {site}',
  signupIntro: 'Einhver, líklega þú, bað um aðgang á {site} með þessu netfangi.',
  signupButton: 'Staðfesta og velja lykilorð',
  signupNotYou: 'Ef þetta varst ekki þú skaltu hunsa þennan póst: enginn aðgangur verður stofnaður.',
  signupExistingSubject: 'Þú ert nú þegar með aðgang á {site}',
  signupExistingIntro:
    'Einhver, líklega þú, reyndi að nýskrá sig á {site} með þessu netfangi, en það er nú þegar með aðgang. Ef þú manst ekki lykilorðið skaltu endurstilla það til að skrá þig inn.',
  signInButton: 'Skrá inn',
  signupExistingNotYou:
    'Ef þetta varst ekki þú skaltu hunsa þennan póst: engu var breytt á aðganginum þínum.',
  emailChangeSubject: 'Staðfestu nýja netfangið þitt á {site}',
  emailChangeIntro:
    'Þú baðst um að netfangi aðgangsins þíns á {site} yrði breytt úr {email} í þetta netfang.',
  emailChangeButton: 'Staðfesta nýja netfangið',
  emailChangeNotYou: 'Ef þú baðst ekki um þetta skaltu hunsa þennan póst: netfangið helst óbreytt.',
};
