import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Salasanasi on vaihdettu',
  noticePassword: 'Tilisi {email} salasana palvelimella {site} vaihdettiin {time}.',
  noticeSecondFactorOnSubject: 'Kaksivaiheinen tunnistautuminen on otettu käyttöön',
  noticeSecondFactorOn:
    'Tilillesi {email} palvelimella {site} otettiin käyttöön kaksivaiheinen tunnistautuminen {time}. Kirjautuessa kysytään nyt salasanan lisäksi koodia todennussovelluksestasi.',
  noticeSecondFactorOffSubject: 'Kaksivaiheinen tunnistautuminen on poistettu käytöstä',
  noticeSecondFactorOff:
    'Tililtäsi {email} palvelimella {site} poistettiin kaksivaiheinen tunnistautuminen käytöstä {time}. Kirjautuessa kysytään nyt vain salasanaa.',
  noticeSecondFactorRemovedSubject: 'Ylläpitäjä poisti kaksivaiheisen tunnistautumisesi käytöstä',
  noticeSecondFactorRemoved:
    'Palvelimen {site} ylläpitäjä poisti kaksivaiheisen tunnistautumisen käytöstä tililtäsi {email} {time}. Kirjautuessa kysytään nyt vain salasanaa.',
  noticeSetUpAgain: 'Voit määrittää sen uudelleen tilisivultasi.',
  accountLinkLabel: 'Avaa tilisivusi',
  noticeRemovedNotAsked: 'Jos et pyytänyt tätä, ota yhteyttä ylläpitäjääsi.',
  noticeSecondFactorFailuresSubject: 'Tilillesi syötettiin vääriä kaksivaiheisen tunnistautumisen koodeja',
  noticeSecondFactorFailures:
    'Tilillesi {email} palvelimella {site} syötettiin oikean salasanan jälkeen useita vääriä kaksivaiheisen tunnistautumisen koodeja, viimeksi {time}.',
  noticeEmailSubject: 'Sähköpostiosoitteesi on vaihdettu',
  noticeEmail:
    'Tilisi {email} sähköpostiosoite palvelimella {site} vaihdettiin {time}. Tiliä koskevat viestit lähetetään nyt uuteen osoitteeseen.',
  noticeNotYou:
    'Jos et tehnyt tätä itse, joku muu saattaa tietää salasanasi: nollaa se heti ja kerro asiasta ylläpitäjällesi.',
  noticeEmailNotYou:
    'Jos et tehnyt tätä itse, kerro asiasta heti ylläpitäjällesi: tällä osoitteella ei voi enää nollata salasanaa.',
  resetLinkLabel: 'Nollaa salasanasi',
  linkWorksOnce: 'Linkki toimii kerran, ja sen voimassaoloaika on {duration}.',
  resetSubject: 'Nollaa salasanasi palvelimella {site}',
  resetIntro: 'Joku, luultavasti sinä, pyysi nollaamaan tilisi {email} salasanan palvelimella {site}.',
  resetButton: 'Valitse uusi salasana',
  resetNotYou: 'Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.',
  invitationSubject: '{inviter} kutsui sinut palveluun {name} palvelimelle {site}',
  invitationIntro:
    '{inviter} kutsui sinut luomaan tilin {email} palvelimelle {site}. Se on Secret Push -palvelin, jolla jaetaan salasanoja ja muita salaisuuksia vanhenevien linkkien avulla.',
  invitationAdminIntro: 'Sinusta tulee yksi sen ylläpitäjistä.',
  invitationButton: 'Hyväksy kutsu',
  invitationWorksUntil: 'Linkki toimii kerran, ja se on voimassa {time} asti.',
  invitationNotYou: 'Jos et odottanut tätä kutsua, voit jättää tämän viestin huomiotta.',
  signupSubject: 'Vahvista rekisteröitymisesi palvelimelle {site}',
  signupIntro: 'Joku, luultavasti sinä, pyysi tällä osoitteella tiliä palvelimelle {site}.',
  signupButton: 'Vahvista ja valitse salasana',
  signupNotYou: 'Jos et tehnyt tätä itse, voit jättää tämän viestin huomiotta: tiliä ei luoda.',
  signupExistingSubject: 'Sinulla on jo tili palvelimella {site}',
  signupExistingIntro:
    'Joku, luultavasti sinä, yritti rekisteröityä palvelimelle {site} tällä osoitteella, mutta osoitteella on jo tili. Jos et muista salasanaasi, nollaa se ja kirjaudu sisään.',
  signInButton: 'Kirjaudu sisään',
  signupExistingNotYou:
    'Jos et tehnyt tätä itse, voit jättää tämän viestin huomiotta: tilissäsi ei muuttunut mitään.',
  emailChangeSubject: 'Vahvista uusi sähköpostiosoitteesi palvelimella {site}',
  emailChangeIntro:
    'Pyysit vaihtamaan tilisi sähköpostiosoitteen palvelimella {site} osoitteesta {email} tähän osoitteeseen.',
  emailChangeButton: 'Vahvista uusi osoite',
  emailChangeNotYou: 'Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta: osoite pysyy ennallaan.',
};
