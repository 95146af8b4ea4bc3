import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Jūsu parole ir nomainīta',
  noticePassword: 'Jūsu konta {email} parole vietnē {site} tika nomainīta {time}.',
  noticeSecondFactorOnSubject: 'Divfaktoru autentifikācija ir ieslēgta',
  noticeSecondFactorOn:
    'Divfaktoru autentifikācija jūsu kontam {email} vietnē {site} tika ieslēgta {time}. Piesakoties tagad papildus parolei tiek prasīts arī kods no autentifikatora lietotnes.',
  noticeSecondFactorOffSubject: 'Divfaktoru autentifikācija ir izslēgta',
  noticeSecondFactorOff:
    'Divfaktoru autentifikācija jūsu kontam {email} vietnē {site} tika izslēgta {time}. Piesakoties tagad tiek prasīta tikai parole.',
  noticeSecondFactorRemovedSubject: 'Administrators izslēdza jūsu divfaktoru autentifikāciju',
  noticeSecondFactorRemoved:
    'Vietnes {site} administrators {time} izslēdza divfaktoru autentifikāciju jūsu kontam {email}. Piesakoties tagad tiek prasīta tikai parole.',
  noticeSetUpAgain: 'Jūs to varat no jauna iestatīt sava konta lapā.',
  accountLinkLabel: 'Atvērt konta lapu',
  noticeRemovedNotAsked: 'Ja jūs to nelūdzāt, sazinieties ar savu administratoru.',
  noticeSecondFactorFailuresSubject: 'Jūsu kontam ievadīti nepareizi divfaktoru kodi',
  noticeSecondFactorFailures:
    'Jūsu kontam {email} vietnē {site} pēc pareizas paroles tika ievadīti vairāki nepareizi divfaktoru autentifikācijas kodi, pēdējais {time}.',
  noticeEmailSubject: 'Jūsu e-pasta adrese ir nomainīta',
  noticeEmail:
    'Jūsu konta {email} e-pasta adrese vietnē {site} tika nomainīta {time}. Turpmāk vēstules par kontu tiek sūtītas uz jauno adresi.',
  noticeNotYou:
    'Ja tas nebijāt jūs, iespējams, kāds cits zina jūsu paroli: tūlīt atiestatiet to un informējiet savu administratoru.',
  noticeEmailNotYou:
    'Ja tas nebijāt jūs, tūlīt informējiet savu administratoru: ar šo adresi vairs nevar atiestatīt paroli.',
  resetLinkLabel: 'Atiestatīt paroli',
  linkWorksOnce: 'Saite darbojas vienu reizi, un tās derīguma laiks ir {duration}.',
  resetSubject: 'Paroles atiestatīšana vietnē {site}',
  resetIntro: 'Kāds, visticamāk, jūs, lūdza atiestatīt jūsu konta {email} paroli vietnē {site}.',
  resetButton: 'Izvēlēties jaunu paroli',
  resetNotYou: 'Ja to nelūdzāt, neņemiet šo vēstuli vērā: jūsu parole paliek nemainīta.',
  invitationSubject: '{inviter} jūs uzaicina uz {name} vietnē {site}',
  invitationIntro:
    '{inviter} jūs uzaicina izveidot kontu {email} vietnē {site} — Secret Push serverī paroļu un citu noslēpumu kopīgošanai ar saitēm, kuru derīgums beidzas.',
  invitationAdminIntro: 'Jums tajā būs administratora tiesības.',
  invitationButton: 'Pieņemt uzaicinājumu',
  invitationWorksUntil: 'Saite darbojas vienu reizi, līdz {time}.',
  invitationNotYou: 'Ja šo uzaicinājumu negaidījāt, neņemiet šo vēstuli vērā.',
  signupSubject: 'Apstipriniet reģistrāciju vietnē {site}',
  signupIntro: 'Kāds, visticamāk, jūs, pieprasīja kontu vietnē {site} ar šo adresi.',
  signupButton: 'Apstiprināt un izvēlēties paroli',
  signupNotYou: 'Ja tas nebijāt jūs, neņemiet šo vēstuli vērā: konts netiks izveidots.',
  signupExistingSubject: 'Jums jau ir konts vietnē {site}',
  signupExistingIntro:
    'Kāds, visticamāk, jūs, mēģināja reģistrēties vietnē {site} ar šo adresi, taču ar to jau ir izveidots konts. Ja neatceraties paroli, atiestatiet to, lai pieteiktos.',
  signInButton: 'Pieteikties',
  signupExistingNotYou: 'Ja tas nebijāt jūs, neņemiet šo vēstuli vērā: jūsu kontā nekas nav mainījies.',
  emailChangeSubject: 'Apstipriniet savu jauno e-pasta adresi vietnē {site}',
  emailChangeIntro: 'Jūs lūdzāt mainīt sava konta e-pasta adresi vietnē {site} no {email} uz šo adresi.',
  emailChangeButton: 'Apstiprināt jauno adresi',
  emailChangeNotYou: 'Ja to nelūdzāt, neņemiet šo vēstuli vērā: adrese paliek nemainīta.',
};
