import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Zaloguj się przez {name}',
  signInWithProvider: 'Zaloguj się przez logowanie jednokrotne (SSO)',
  refusedTitle: 'Logowanie jednokrotne',
  refusedHeading: 'Nie zalogowano',
  refusedDomain:
    'Adresy w domenie {domain} nie mogą się tu logować. Zaloguj się kontem swojej organizacji albo zapytaj administratora, które adresy mogą się logować.',
  refusedUnverified:
    'Twój dostawca tożsamości nie potwierdził Twojego adresu e-mail, więc nie można go przypisać do żadnego konta tutaj. Potwierdź adres u swojego dostawcy i spróbuj ponownie.',
  refusedNoAccount: 'Nie ma tu konta dla {email}. Poproś administratora o zaproszenie.',
  refusedState:
    'To logowanie nie zostało rozpoczęte w tej przeglądarce albo jego link został po drodze zmieniony. Zacznij od nowa na stronie logowania.',
  refusedReplayed:
    'To logowanie zostało już użyte. Jeśli nie udało Ci się zalogować, zacznij od nowa na stronie logowania.',
  refusedExpired: 'To logowanie trwało dłużej niż 10 minut i wygasło. Zacznij od nowa na stronie logowania.',
  refusedByProvider:
    'Twój dostawca tożsamości Cię nie zalogował: logowanie zostało tam anulowane lub odrzucone.',
  providerDown:
    'Twój dostawca tożsamości jest teraz nieosiągalny. Spróbuj ponownie za kilka minut; jeśli to się powtarza, powiadom administratora.',
  providerError:
    'Nie udało się zweryfikować odpowiedzi Twojego dostawcy tożsamości, więc nie zalogowano Cię. Spróbuj ponownie; jeśli to się powtarza, powiadom administratora.',
  backToSignIn: 'Wróć do logowania',
};
