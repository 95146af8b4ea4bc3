import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Autentificare cu doi factori',
  stepIntro:
    'Introduceți codul de șase cifre pe care aplicația dvs. de autentificare îl afișează pentru acest cont.',
  codeLabel: 'Cod',
  stepBackupHint:
    'Nu aveți telefonul la îndemână? Introduceți în schimb unul dintre codurile dvs. de rezervă.',
  verifyButton: 'Verificați și autentificați-vă',
  wrongCode:
    'Acest cod nu este corect sau a fost deja folosit. Introduceți codul pe care îl afișează acum aplicația.',
  startOver: 'Autentificați-vă din nou',
  stepExpired: 'Autentificarea a durat prea mult. Introduceți din nou e-mailul și parola.',
  sectionHeading: 'Autentificare cu doi factori',
  offText:
    'Protejați-vă contul cu un al doilea pas la autentificare: după parolă, un cod dintr-o aplicație de autentificare de pe telefon.',
  setUpLink: 'Configurați autentificarea cu doi factori',
  onText:
    'Activată din {date}. La autentificare, după parolă, vi se cere un cod din aplicația de autentificare.',
  backupLeft: {
    one: 'A mai rămas {count} cod de rezervă nefolosit.',
    few: 'Au mai rămas {count} coduri de rezervă nefolosite.',
    other: 'Au mai rămas {count} de coduri de rezervă nefolosite.',
  },
  ssoOnly:
    'Vă autentificați prin autentificare unică (SSO): contul dvs. este protejat de verificările furnizorului dvs.',
  setupTitle: 'Configurați autentificarea cu doi factori',
  setupText:
    'Aveți nevoie de o aplicație de autentificare pe telefon. Mai întâi, introduceți parola pentru a confirma că sunteți dvs.',
  required: 'Acest server cere autentificarea cu doi factori. Configurați-o pentru a continua.',
  continueButton: 'Continuați',
  backToAccount: 'Înapoi la contul dvs.',
  scanText: 'Scanați acest cod QR cu aplicația de autentificare.',
  qrLabel: 'Cod QR pentru adăugarea acestui cont într-o aplicație de autentificare',
  typeInstead: 'Nu îl puteți scana? Introduceți în schimb această cheie în aplicație:',
  confirmLabel: 'Apoi introduceți codul de șase cifre afișat de aplicație',
  confirmButton: 'Activați autentificarea cu doi factori',
  wrongSetupCode:
    'Acest cod nu se potrivește. Verificați dacă ceasul telefonului este corect, apoi introduceți codul pe care îl afișează acum aplicația.',
  cancelSetup: 'Anulați',
  codesTitle: 'Codurile dvs. de rezervă',
  turnedOn: 'Autentificarea cu doi factori este activată.',
  codesReplaced: 'Noile coduri de rezervă sunt gata. Cele anterioare nu mai funcționează.',
  codesText:
    'Dacă pierdeți telefonul, fiecare dintre aceste coduri vă autentifică o singură dată în locul unui cod din aplicație. Păstrați-le într-un loc sigur, de exemplu în managerul de parole.',
  copyCodes: 'Copiați codurile',
  codesOnce:
    'Aceste coduri sunt afișate o singură dată. Dacă reîncărcați această pagină, nu vor mai fi afișate.',
  codesSaved: 'Mi-am salvat codurile de rezervă',
  newCodesTitle: 'Generați coduri de rezervă noi',
  newCodesText:
    'Codurile de rezervă noi le înlocuiesc pe toate cele actuale. Introduceți parola pentru a confirma că sunteți dvs.',
  newCodesButton: 'Generați coduri de rezervă noi',
  removeTitle: 'Dezactivați autentificarea cu doi factori',
  removeText:
    'Autentificarea va cere apoi doar parola, iar codurile dvs. de rezervă nu vor mai funcționa. Introduceți parola pentru a confirma că sunteți dvs.',
  removeRequired:
    'Acest server cere autentificarea cu doi factori: vi se va cere imediat să o configurați din nou.',
  removeButton: 'Dezactivați autentificarea cu doi factori',
  turnedOff: 'Autentificarea cu doi factori este dezactivată.',
};
