import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Přihlásit se přes {name}',
  signInWithProvider: 'Přihlásit se pomocí jednotného přihlášení',
  refusedTitle: 'Jednotné přihlášení',
  refusedHeading: 'Nejste přihlášeni',
  refusedDomain:
    'Adresy v doméně {domain} se tu přihlásit nemohou. Přihlaste se účtem své organizace, nebo se zeptejte správce, které adresy se mohou přihlásit.',
  refusedUnverified:
    'Váš poskytovatel identity nepotvrdil vaši e-mailovou adresu, a proto ji nelze přiřadit k žádnému zdejšímu účtu. Potvrďte adresu u svého poskytovatele a zkuste to znovu.',
  refusedNoAccount: 'Pro {email} tu žádný účet není. Požádejte správce o pozvánku.',
  refusedState:
    'Toto přihlášení nebylo zahájeno v tomto prohlížeči, nebo byl jeho odkaz cestou změněn. Začněte znovu na přihlašovací stránce.',
  refusedReplayed:
    'Toto přihlášení už bylo použito. Pokud nejste přihlášeni, začněte znovu na přihlašovací stránce.',
  refusedExpired:
    'Toto přihlášení trvalo déle než 10 minut a vypršelo. Začněte znovu na přihlašovací stránce.',
  refusedByProvider:
    'Váš poskytovatel identity vás nepřihlásil: přihlášení bylo u něj zrušeno nebo odmítnuto.',
  providerDown:
    'Váš poskytovatel identity je teď nedostupný. Zkuste to znovu za několik minut; pokud se to bude opakovat, dejte vědět správci.',
  providerError:
    'Odpověď vašeho poskytovatele identity se nepodařilo ověřit, a proto jste nebyli přihlášeni. Zkuste to znovu; pokud se to bude opakovat, dejte vědět správci.',
  backToSignIn: 'Zpět na přihlášení',
};
