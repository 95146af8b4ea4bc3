import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Inloggen in de extensie',
  authorizeQuestion: 'De Secret Push-extensie in {name} toegang geven tot je account {email}?',
  authorizeWhat:
    'Ze krijgt een token voor alleen deze browser, om je pushes te maken, op te sommen en te laten verlopen. Je kunt het op elk moment intrekken op de API-tokenpagina.',
  authorizeOnlyIfYou: 'Sta dit alleen toe als je net ‘Inloggen’ hebt gekozen in de extensie.',
  allow: 'Toestaan',
  cancel: 'Annuleren',
  badRequestTitle: 'Geen geldig inlogverzoek',
  badRequestText:
    'Het inlogverzoek van de extensie is onvolledig of ongeldig, dus er is niets naar teruggestuurd. Begin opnieuw vanuit de opties van de extensie.',

  browsersHeading: 'Browsers die in de extensie zijn ingelogd',
  browsersIntro:
    'Elke browser waarin je bij de Secret Push-extensie bent ingelogd, heeft een eigen token. Trek er een in om die browser uit te loggen: je API-token en de andere browsers blijven werken.',
  browsersNone:
    'Er is geen browser ingelogd. Kies ‘Inloggen’ in de opties van de extensie om er een toe te voegen.',
  browserSignedIn: 'Ingelogd op {time}',
  browserLastUsed: 'Laatst gebruikt op {time}',
  browserNeverUsed: 'Nooit gebruikt',
  revoke: 'Intrekken',
  revokeLabel: 'Token van {name} intrekken',
  revoked: 'Het token van de browser is ingetrokken: de extensie is daar uitgelogd.',
  unknownBrowserTitle: 'Browsertoken niet gevonden',
  unknownBrowserText: 'Je hebt geen browsertoken met deze id. Misschien is het al ingetrokken.',
};
