import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Gleymdirðu lykilorðinu?',
  signUpLink: 'Ekki með aðgang? Nýskráðu þig',
  changeEmailLink: 'Breyta netfanginu',
  sendLink: 'Senda tengilinn',
  backToSignIn: 'Aftur í innskráningu',
  tooManyRequests:
    'Of margar beiðnir fyrir þetta netfang eða frá netinu þínu. Bíddu í klukkustund og reyndu svo aftur.',
  checkMailTitle: 'Athugaðu póstinn þinn',
  noMailArrived: 'Kom ekkert? Líttu í ruslpóstmöppuna eða biddu aftur eftir nokkrar mínútur.',
  resetTitle: 'Endurstilla lykilorðið',
  resetIntro: 'Sláðu inn netfang aðgangsins þíns og við sendum þér tengil til að velja nýtt lykilorð.',
  resetSent:
    'Ef {email} er með aðgang hér er tengill til að velja nýtt lykilorð á leiðinni. Hann virkar einu sinni og gildistími hans er {duration}.',
  resetNoMailTitle: 'Endurstilling lykilorða er ekki uppsett',
  resetNoMail:
    'Þessi þjónn sendir engan tölvupóst og getur því ekki sent þér endurstillingartengil. Biddu kerfisstjórann um að setja nýtt lykilorð fyrir þig: hann getur keyrt {command} með netfanginu þínu á þjóninum.',
  resetOffTitle: 'Ekkert lykilorð til að endurstilla',
  resetOff:
    'Á þessum þjóni er aðeins skráð inn með einskráningu (SSO), svo hér er ekkert lykilorð til að endurstilla. Ef þú getur ekki skráð þig inn skaltu hafa samband við kerfisstjórann.',
  newPasswordTitle: 'Velja nýtt lykilorð',
  newPasswordIntro: 'Fyrir aðganginn {email}. Þegar það er vistað eru allar lotur þínar skráðar út.',
  saveNewPassword: 'Vista nýja lykilorðið',
  resetDoneTitle: 'Lykilorðinu þínu var breytt',
  resetDone: 'Skráðu þig inn með nýja lykilorðinu. Allar aðrar lotur voru skráðar út.',
  resetLinkGone:
    'Þessi endurstillingartengill er óþekktur, hefur þegar verið notaður eða er eldri en klukkustund. Auk þess kemur hver ný beiðni í stað tenglanna sem voru sendir á undan henni.',
  askAgain: 'Biðja um nýjan tengil',
  signUpTitle: 'Nýskráning',
  signUpIntro: 'Sláðu inn netfangið þitt og við sendum þér tengil til að staðfesta það og velja lykilorð.',
  signUpAddressRefused:
    'Þessi þjónn tekur aðeins við nýskráningum frá sumum netföngum og þetta er ekki eitt þeirra. Biddu kerfisstjóra um boð.',
  signUpSent:
    'Við sendum póst á {email}. Opnaðu tengilinn í honum til að halda áfram; gildistími hans er {duration}.',
  signUpOffTitle: 'Nýskráning er ekki í boði',
  signUpOff: 'Á þessum þjóni getur fólk ekki skráð sig sjálft. Biddu kerfisstjóra um boð.',
  signUpNoMail:
    'Nýskráning krefst tölvupósts, sem þessi þjónn sendir ekki. Biddu kerfisstjóra um boð: hann getur búið það til á síðunni Stjórnun og látið þig fá tengilinn.',
  signUpConfirmTitle: 'Velja lykilorð',
  signUpConfirmIntro: 'Netfangið þitt {email} er staðfest. Veldu lykilorð til að stofna aðganginn þinn.',
  signUpTakenTitle: 'Þú ert þegar með aðgang',
  signUpTaken:
    'Það er nú þegar til aðgangur með þessu netfangi. Endurstilltu lykilorð hans til að skrá þig inn.',
  signUpDoneTitle: 'Aðgangurinn þinn er tilbúinn',
  signUpDone: 'Skráðu þig inn með netfanginu þínu og lykilorðinu sem þú valdir.',
  signUpLinkGone:
    'Þessi nýskráningartengill er óþekktur, hefur þegar verið notaður eða er eldri en sólarhringur.',
  signUpAgain: 'Byrja nýskráningu aftur',
  emailChangeTitle: 'Breyta netfanginu',
  emailChangeIntro:
    'Netfangið þitt er {email}. Við sendum tengil á nýja netfangið; breytingin tekur gildi þegar þú opnar hann.',
  newEmail: 'Nýtt netfang',
  sameEmail: 'Þetta er nú þegar netfangið þitt.',
  emailChangeSent:
    'Við sendum tengil á {email}. Netfangið þitt breytist þegar þú opnar hann; gildistími hans er {duration}.',
  emailChangeSso:
    'Þú skráir þig inn með einskráningu (SSO) og auðkennisveitan þín heldur utan um netfangið þitt. Breyttu því þar.',
  emailChangeNoMail:
    'Þessi þjónn sendir engan tölvupóst og getur því ekki staðfest nýtt netfang. Hafðu samband við kerfisstjórann: hann getur boðið nýja netfanginu af síðunni Stjórnun, sem nýjum aðgangi.',
  emailConfirmTitle: 'Staðfesta nýja netfangið',
  emailConfirmIntro: 'Breyta netfangi aðgangsins þíns úr {old} í {new}?',
  emailConfirmButton: 'Breyta netfanginu',
  emailTaken: 'Annar aðgangur notar nú þegar {email}, svo netfanginu var ekki breytt.',
  emailChangedTitle: 'Netfanginu þínu var breytt',
  emailChanged: 'Netfang aðgangsins þíns er nú {email}. Skráðu þig inn með því héðan í frá.',
  emailLinkGone:
    'Þessi staðfestingartengill er óþekktur, hefur þegar verið notaður eða er eldri en sólarhringur.',
  backToAccount: 'Aftur í aðganginn þinn',
  inviteTextMailed:
    'Boðið er tengill fyrir eina manneskju og gildistími hans er {duration}: með honum velur viðkomandi lykilorð og skráir sig inn. Hann er sendur á netfang viðkomandi.',
  sendInvitation: 'Senda boðið',
  invitationMailed: 'Boðið er á leiðinni til {email}.',
  invitationMailedLink:
    'Hér er líka tengillinn, ef þú vilt heldur koma honum áfram eftir eigin leiðum. Hann er aðeins sýndur einu sinni.',
};
