import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Kirjaudu palvelun {name} kautta',
  signInWithProvider: 'Kirjaudu kertakirjautumisella',
  refusedTitle: 'Kertakirjautuminen',
  refusedHeading: 'Et ole kirjautunut sisään',
  refusedDomain:
    'Verkkotunnuksen {domain} osoitteilla ei voi kirjautua tänne. Kirjaudu organisaatiosi tilillä tai kysy ylläpitäjältä, millä osoitteilla voi kirjautua.',
  refusedUnverified:
    'Identiteetintarjoajasi ei vahvistanut sähköpostiosoitettasi, joten sitä ei voi yhdistää mihinkään täällä olevaan tiliin. Vahvista osoite identiteetintarjoajallasi ja yritä sitten uudelleen.',
  refusedNoAccount: 'Osoitteelle {email} ei ole täällä tiliä. Pyydä ylläpitäjää kutsumaan sinut.',
  refusedState:
    'Tätä kirjautumista ei aloitettu tässä selaimessa, tai sen linkkiä muutettiin matkalla. Aloita alusta kirjautumissivulta.',
  refusedReplayed:
    'Tämä kirjautuminen on jo käytetty. Jos et ole kirjautunut sisään, aloita alusta kirjautumissivulta.',
  refusedExpired: 'Tämä kirjautuminen kesti yli 10 minuuttia ja vanheni. Aloita alusta kirjautumissivulta.',
  refusedByProvider:
    'Identiteetintarjoajasi ei kirjannut sinua sisään: kirjautuminen peruttiin tai hylättiin siellä.',
  providerDown:
    'Identiteetintarjoajaasi ei juuri nyt tavoiteta. Yritä uudelleen muutaman minuutin kuluttua; jos tämä toistuu, kerro siitä ylläpitäjälle.',
  providerError:
    'Identiteetintarjoajasi vastausta ei voitu varmentaa, joten sinua ei kirjattu sisään. Yritä uudelleen; jos tämä toistuu, kerro siitä ylläpitäjälle.',
  backToSignIn: 'Takaisin kirjautumiseen',
};
