import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Passordet ditt er endret',
  noticePassword: 'Passordet til kontoen din {email} på {site} ble endret {time}.',
  noticeSecondFactorOnSubject: 'Tofaktorautentisering er slått på',
  noticeSecondFactorOn:
    'Tofaktorautentisering ble slått på for kontoen din {email} på {site} {time}. Når du logger inn, blir du nå bedt om en kode fra autentiseringsappen din i tillegg til passordet.',
  noticeSecondFactorOffSubject: 'Tofaktorautentisering er slått av',
  noticeSecondFactorOff:
    'Tofaktorautentisering ble slått av for kontoen din {email} på {site} {time}. Når du logger inn, blir du nå bare bedt om passordet ditt.',
  noticeSecondFactorRemovedSubject: 'En administrator har slått av tofaktorautentiseringen din',
  noticeSecondFactorRemoved:
    'En administrator på {site} slo av tofaktorautentisering for kontoen din {email} {time}. Når du logger inn, blir du nå bare bedt om passordet ditt.',
  noticeSetUpAgain: 'Du kan sette den opp igjen fra kontosiden din.',
  accountLinkLabel: 'Åpne kontosiden',
  noticeRemovedNotAsked: 'Hvis du ikke har bedt om dette, ta kontakt med administratoren din.',
  noticeSecondFactorFailuresSubject: 'Feil tofaktorkoder ble skrevet inn for kontoen din',
  noticeSecondFactorFailures:
    'Flere feil tofaktorkoder ble skrevet inn for kontoen din {email} på {site}, den siste {time}, etter at passordet var skrevet inn riktig.',
  noticeEmailSubject: 'E-postadressen din er endret',
  noticeEmail:
    'E-postadressen til kontoen din {email} på {site} ble endret {time}. E-post om kontoen går nå til den nye adressen.',
  noticeNotYou:
    'Hvis det ikke var deg, kan noen andre kjenne passordet ditt: Tilbakestill det nå, og si fra til administratoren din.',
  noticeEmailNotYou:
    'Hvis det ikke var deg, si fra til administratoren din nå: Denne adressen kan ikke lenger brukes til å tilbakestille passordet.',
  resetLinkLabel: 'Tilbakestill passordet',
  linkWorksOnce: 'Lenken virker én gang, innen {duration}.',
  resetSubject: 'Tilbakestill passordet ditt på {site}',
  resetIntro:
    'Noen, sannsynligvis du, har bedt om å tilbakestille passordet til kontoen din {email} på {site}.',
  resetButton: 'Velg et nytt passord',
  resetNotYou:
    'Hvis du ikke ba om dette, kan du se bort fra denne e-posten: Passordet ditt forblir som det er.',
  invitationSubject: '{inviter} har invitert deg til {name} på {site}',
  invitationIntro:
    '{inviter} har invitert deg til å opprette kontoen {email} på {site}, en Secret Push-server for å dele passord og andre hemmeligheter via lenker som utløper.',
  invitationAdminIntro: 'Du blir en av administratorene.',
  invitationButton: 'Godta invitasjonen',
  invitationWorksUntil: 'Lenken virker én gang, frem til {time}.',
  invitationNotYou: 'Hvis du ikke ventet denne invitasjonen, kan du se bort fra denne e-posten.',
  signupSubject: 'Bekreft registreringen din på {site}',
  signupIntro: 'Noen, sannsynligvis du, har bedt om en konto på {site} med denne adressen.',
  signupButton: 'Bekreft og velg et passord',
  signupNotYou: 'Hvis det ikke var deg, kan du se bort fra denne e-posten: Ingen konto blir opprettet.',
  signupExistingSubject: 'Du har allerede en konto på {site}',
  signupExistingIntro:
    'Noen, sannsynligvis du, prøvde å registrere seg på {site} med denne adressen, men det finnes allerede en konto med den. Husker du ikke passordet, kan du tilbakestille det for å logge inn.',
  signInButton: 'Logg inn',
  signupExistingNotYou:
    'Hvis det ikke var deg, kan du se bort fra denne e-posten: Ingenting ved kontoen din er endret.',
  emailChangeSubject: 'Bekreft den nye e-postadressen din på {site}',
  emailChangeIntro:
    'Du har bedt om å endre e-postadressen til kontoen din på {site} fra {email} til denne adressen.',
  emailChangeButton: 'Bekreft den nye adressen',
  emailChangeNotYou:
    'Hvis du ikke ba om dette, kan du se bort fra denne e-posten: Adressen forblir som den er.',
};
