import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Autentificare cu {name}',
  signInWithProvider: 'Autentificare unică (SSO)',
  refusedTitle: 'Autentificare unică',
  refusedHeading: 'Autentificarea nu a reușit',
  refusedDomain:
    'Adresele de la {domain} nu se pot autentifica aici. Autentificați-vă cu un cont al organizației dvs. sau întrebați un administrator ce adrese se pot autentifica.',
  refusedUnverified:
    'Furnizorul dvs. de identitate nu v-a confirmat adresa de e-mail, așa că aceasta nu poate fi asociată cu niciun cont de aici. Confirmați adresa la furnizorul dvs., apoi încercați din nou.',
  refusedNoAccount: 'Nu există aici niciun cont pentru {email}. Cereți unui administrator să vă invite.',
  refusedState:
    'Această autentificare nu a fost începută în acest browser sau linkul ei a fost modificat pe drum. Începeți din nou de pe pagina de autentificare.',
  refusedReplayed:
    'Această autentificare a fost deja folosită. Dacă autentificarea nu a reușit, începeți din nou de pe pagina de autentificare.',
  refusedExpired:
    'Această autentificare a durat mai mult de 10 minute și a expirat. Începeți din nou de pe pagina de autentificare.',
  refusedByProvider:
    'Furnizorul dvs. de identitate nu v-a autentificat: autentificarea a fost anulată sau refuzată acolo.',
  providerDown:
    'Furnizorul dvs. de identitate nu poate fi contactat momentan. Încercați din nou peste câteva minute; dacă se tot întâmplă, anunțați un administrator.',
  providerError:
    'Răspunsul furnizorului dvs. de identitate nu a putut fi verificat, așa că autentificarea nu a avut loc. Încercați din nou; dacă se tot întâmplă, anunțați un administrator.',
  backToSignIn: 'Înapoi la autentificare',
};
