import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Pasahitza ahaztu duzu?',
  signUpLink: 'Konturik ez oraindik? Erregistratu',
  changeEmailLink: 'Aldatu helbide elektronikoa',
  sendLink: 'Bidali esteka',
  backToSignIn: 'Itzuli saio-hasierara',
  tooManyRequests:
    'Eskaera gehiegi helbide honetarako edo zure saretik. Itxaron ordubete eta saiatu berriro.',
  checkMailTitle: 'Begiratu zure posta',
  noMailArrived: 'Ez zaizu ezer iritsi? Begiratu spam karpetan, edo eskatu berriro minutu batzuk barru.',
  resetTitle: 'Berrezarri pasahitza',
  resetIntro:
    'Idatzi zure kontuaren helbide elektronikoa, eta esteka bat bidaliko dizugu pasahitz berri bat aukeratzeko.',
  resetSent:
    '{email} helbideak kontu bat badu hemen, bidean da pasahitz berri bat aukeratzeko esteka. Behin bakarrik balio du, eta iraupena hau du: {duration}.',
  resetNoMailTitle: 'Pasahitza berrezartzea ez dago konfiguratuta',
  resetNoMail:
    'Zerbitzari honek ez du mezu elektronikorik bidaltzen; beraz, ezin dizu berrezartzeko estekarik bidali. Eskatu administratzaileari pasahitz berri bat ezartzeko: zerbitzarian {command} exekuta dezake zure helbide elektronikoarekin.',
  resetOffTitle: 'Ez dago berrezartzeko pasahitzik',
  resetOff:
    'Zerbitzari honetan saio-hasiera bakarraren bidez soilik hasten da saioa; beraz, hemen ez dago berrezartzeko pasahitzik. Ezin baduzu saioa hasi, jo zure administratzailearengana.',
  newPasswordTitle: 'Aukeratu pasahitz berria',
  newPasswordIntro: '{email} kontuarentzat. Gordetzean, saioa amaituko da hasita duzun leku guztietan.',
  saveNewPassword: 'Gorde pasahitz berria',
  resetDoneTitle: 'Pasahitza aldatu da',
  resetDone: 'Hasi saioa pasahitz berriarekin. Beste leku guztietako saioak amaitu dira.',
  resetLinkGone:
    'Berrezartzeko esteka hau ezezaguna da, dagoeneko erabili da edo ordubete baino zaharragoa da. Gainera, eskaera berri bakoitzak aurretik bidalitako estekak ordezten ditu.',
  askAgain: 'Eskatu beste esteka bat',
  signUpTitle: 'Erregistratu',
  signUpIntro:
    'Idatzi zure helbide elektronikoa, eta esteka bat bidaliko dizugu hura berresteko eta pasahitz bat aukeratzeko.',
  signUpAddressRefused:
    'Zerbitzari honek helbide elektroniko jakin batzuetako erregistroak soilik onartzen ditu, eta hau ez da horietako bat. Eskatu gonbidapen bat administratzaile bati.',
  signUpSent:
    'Mezu bat bidali dugu {email} helbidera. Jarraitzeko, ireki mezuko esteka; iraupena hau du: {duration}.',
  signUpOffTitle: 'Erregistroa ez dago erabilgarri',
  signUpOff:
    'Zerbitzari honetan ezin da norbera bere kabuz erregistratu. Eskatu gonbidapen bat administratzaile bati.',
  signUpNoMail:
    'Erregistratzeko posta elektronikoa behar da, eta zerbitzari honek ez du mezurik bidaltzen. Eskatu gonbidapen bat administratzaile bati: Administrazioa orrian sor dezake, eta haren esteka zuri pasatu.',
  signUpConfirmTitle: 'Aukeratu pasahitza',
  signUpConfirmIntro: 'Zure {email} helbidea berretsi da. Aukeratu pasahitz bat zure kontua sortzeko.',
  signUpTakenTitle: 'Baduzu kontu bat dagoeneko',
  signUpTaken: 'Badago kontu bat helbide honekin. Berrezarri haren pasahitza saioa hasteko.',
  signUpDoneTitle: 'Zure kontua prest dago',
  signUpDone: 'Hasi saioa zure helbide elektronikoarekin eta aukeratu duzun pasahitzarekin.',
  signUpLinkGone:
    'Erregistro-esteka hau ezezaguna da, dagoeneko erabili da edo egun bat baino zaharragoa da.',
  signUpAgain: 'Erregistratu berriro',
  emailChangeTitle: 'Aldatu helbide elektronikoa',
  emailChangeIntro:
    'Zure helbidea {email} da. Esteka bat bidaliko dugu helbide berrira; aldaketa esteka hori irekitzean egingo da.',
  newEmail: 'Helbide elektroniko berria',
  sameEmail: 'Hori da dagoeneko zure helbidea.',
  emailChangeSent:
    'Esteka bat bidali dugu {email} helbidera. Zure helbidea esteka irekitzean aldatuko da; iraupena hau du: {duration}.',
  emailChangeSso:
    'Saio-hasiera bakarraren bidez hasten duzu saioa, eta zure identitate-hornitzaileak kudeatzen du zure helbide elektronikoa. Aldatu han.',
  emailChangeNoMail:
    'Zerbitzari honek ez du mezu elektronikorik bidaltzen; beraz, ezin du helbide berririk berretsi. Jo zure administratzailearengana: helbide berria gonbida dezake Administrazioa orritik, kontu berri gisa.',
  emailConfirmTitle: 'Berretsi helbide elektroniko berria',
  emailConfirmIntro: 'Zure kontuaren helbidea aldatu nahi duzu, {old} izatetik {new} izatera?',
  emailConfirmButton: 'Aldatu helbidea',
  emailTaken: 'Beste kontu batek darabil dagoeneko {email}; beraz, ez da helbidea aldatu.',
  emailChangedTitle: 'Helbide elektronikoa aldatu da',
  emailChanged: 'Zure kontuaren helbidea {email} da orain. Hemendik aurrera, hasi saioa harekin.',
  emailLinkGone: 'Berresteko esteka hau ezezaguna da, dagoeneko erabili da edo egun bat baino zaharragoa da.',
  backToAccount: 'Itzuli zure kontura',
  inviteTextMailed:
    'Gonbidapena pertsona bakarrarentzako esteka bat da, eta iraupena hau du: {duration}. Harekin, pertsonak pasahitz bat aukeratu eta saioa hasiko du. Haren helbide elektronikora bidaltzen da.',
  sendInvitation: 'Bidali gonbidapena',
  invitationMailed: 'Gonbidapena bidean da {email} helbiderantz.',
  invitationMailedLink:
    'Hona hemen haren esteka ere, zuk zeuk pasatu nahiago baduzu. Behin bakarrik erakusten da.',
};
