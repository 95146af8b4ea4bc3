import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'Din adgangskode er ændret',
  noticePassword: 'Adgangskoden til din konto {email} på {site} blev ændret den {time}.',
  noticeSecondFactorOnSubject: 'Tofaktorgodkendelse er slået til',
  noticeSecondFactorOn:
    'Tofaktorgodkendelse blev slået til for din konto {email} på {site} den {time}. Når du logger ind, skal du nu angive en kode fra din godkendelsesapp ud over din adgangskode.',
  noticeSecondFactorOffSubject: 'Tofaktorgodkendelse er slået fra',
  noticeSecondFactorOff:
    'Tofaktorgodkendelse blev slået fra for din konto {email} på {site} den {time}. Når du logger ind, skal du nu kun angive din adgangskode.',
  noticeSecondFactorRemovedSubject: 'En administrator har slået din tofaktorgodkendelse fra',
  noticeSecondFactorRemoved:
    'En administrator på {site} slog tofaktorgodkendelse fra for din konto {email} den {time}. Når du logger ind, skal du nu kun angive din adgangskode.',
  noticeSetUpAgain: 'Du kan konfigurere den igen fra din kontoside.',
  accountLinkLabel: 'Åbn din kontoside',
  noticeRemovedNotAsked: 'Hvis du ikke har bedt om det, så kontakt din administrator.',
  noticeSecondFactorFailuresSubject: 'Der blev indtastet forkerte tofaktorkoder til din konto',
  noticeSecondFactorFailures:
    'Der blev indtastet flere forkerte tofaktorkoder til din konto {email} på {site}, den seneste {time}, efter at adgangskoden var indtastet korrekt.',
  noticeEmailSubject: 'Din e-mailadresse er ændret',
  noticeEmail:
    'E-mailadressen til din konto {email} på {site} blev ændret den {time}. Mails om kontoen sendes nu til den nye adresse.',
  noticeNotYou:
    'Hvis det ikke var dig, kender en anden måske din adgangskode: Nulstil den nu, og giv din administrator besked.',
  noticeEmailNotYou:
    'Hvis det ikke var dig, så giv din administrator besked nu: Denne adresse kan ikke længere bruges til at nulstille adgangskoden.',
  resetLinkLabel: 'Nulstil din adgangskode',
  linkWorksOnce: 'Linket virker én gang og gælder i {duration}.',
  resetSubject: 'Nulstil din adgangskode på {site}',
  resetIntro:
    'Nogen, sandsynligvis dig, har bedt om at nulstille adgangskoden til din konto {email} på {site}.',
  resetButton: 'Vælg en ny adgangskode',
  resetNotYou:
    'Hvis du ikke har bedt om det, kan du se bort fra denne mail: Din adgangskode forbliver uændret.',
  invitationSubject: '{inviter} har inviteret dig til {name} på {site}',
  invitationIntro:
    '{inviter} har inviteret dig til at oprette en konto {email} på {site}, en Secret Push-server til at dele adgangskoder og andre hemmeligheder via links, der udløber.',
  invitationAdminIntro: 'Du bliver en af dens administratorer.',
  invitationButton: 'Accepter invitationen',
  invitationWorksUntil: 'Linket virker én gang og gælder indtil {time}.',
  invitationNotYou: 'Hvis du ikke ventede denne invitation, kan du se bort fra denne mail.',
  signupSubject: 'Bekræft din tilmelding på {site}',
  signupIntro: 'Nogen, sandsynligvis dig, har bedt om en konto på {site} med denne adresse.',
  signupButton: 'Bekræft, og vælg en adgangskode',
  signupNotYou: 'Hvis det ikke var dig, kan du se bort fra denne mail: Der oprettes ingen konto.',
  signupExistingSubject: 'Du har allerede en konto på {site}',
  signupExistingIntro:
    'Nogen, sandsynligvis dig, har prøvet at tilmelde sig på {site} med denne adresse, men der findes allerede en konto med den. Hvis du ikke kender din adgangskode, så nulstil den for at logge ind.',
  signInButton: 'Log ind',
  signupExistingNotYou:
    'Hvis det ikke var dig, kan du se bort fra denne mail: Intet er ændret ved din konto.',
  emailChangeSubject: 'Bekræft din nye e-mailadresse på {site}',
  emailChangeIntro:
    'Du har bedt om at ændre e-mailadressen til din konto på {site} fra {email} til denne adresse.',
  emailChangeButton: 'Bekræft den nye adresse',
  emailChangeNotYou:
    'Hvis du ikke har bedt om det, kan du se bort fra denne mail: Adressen forbliver uændret.',
};
