import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Kétlépcsős azonosítás',
  stepIntro: 'Írja be a hatjegyű kódot, amelyet a hitelesítő alkalmazása ehhez a fiókhoz mutat.',
  codeLabel: 'Kód',
  stepBackupHint: 'Nincs kéznél a telefonja? Írja be helyette az egyik tartalékkódját.',
  verifyButton: 'Ellenőrzés és bejelentkezés',
  wrongCode:
    'Ez a kód nem jó, vagy már felhasználták. Írja be azt a kódot, amelyet az alkalmazás most mutat.',
  startOver: 'Bejelentkezés újra',
  stepExpired: 'A bejelentkezés túl sokáig tartott. Adja meg újra az e-mail-címét és a jelszavát.',
  sectionHeading: 'Kétlépcsős azonosítás',
  offText:
    'Védje fiókját egy második lépéssel a bejelentkezéskor: a jelszó után egy kóddal a telefonján lévő hitelesítő alkalmazásból.',
  setUpLink: 'Kétlépcsős azonosítás beállítása',
  onText:
    'Bekapcsolva {date} óta. Bejelentkezéskor a jelszó után a hitelesítő alkalmazás kódját is meg kell adnia.',
  backupLeft: {
    one: '{count} fel nem használt tartalékkód maradt.',
    other: '{count} fel nem használt tartalékkód maradt.',
  },
  ssoOnly: 'Ön egyszeri bejelentkezéssel lép be: fiókját a szolgáltatója saját ellenőrzései védik.',
  setupTitle: 'Kétlépcsős azonosítás beállítása',
  setupText:
    'Szüksége lesz egy hitelesítő alkalmazásra a telefonján. Először adja meg a jelszavát, hogy megerősítse: valóban Ön az.',
  required: 'Ez a szerver megköveteli a kétlépcsős azonosítást. A folytatáshoz állítsa be.',
  continueButton: 'Tovább',
  backToAccount: 'Vissza a fiókjához',
  scanText: 'Olvassa be ezt a QR-kódot a hitelesítő alkalmazással.',
  qrLabel: 'QR-kód, amellyel ez a fiók hozzáadható egy hitelesítő alkalmazáshoz',
  typeInstead: 'Nem sikerül beolvasni? Írja be helyette ezt a kulcsot az alkalmazásba:',
  confirmLabel: 'Ezután írja be az alkalmazás által mutatott hatjegyű kódot',
  confirmButton: 'Kétlépcsős azonosítás bekapcsolása',
  wrongSetupCode:
    'Ez a kód nem egyezik. Ellenőrizze, hogy pontos-e a telefonja órája, majd írja be azt a kódot, amelyet az alkalmazás most mutat.',
  cancelSetup: 'Mégse',
  codesTitle: 'Az Ön tartalékkódjai',
  turnedOn: 'A kétlépcsős azonosítás be van kapcsolva.',
  codesReplaced: 'Elkészültek az új tartalékkódjai. A korábbiak már nem működnek.',
  codesText:
    'Ha elveszíti a telefonját, ezekkel a kódokkal az alkalmazás kódja helyett jelentkezhet be, mindegyikkel egyszer. Tartsa őket biztonságos helyen, például a jelszókezelőjében.',
  copyCodes: 'Kódok másolása',
  codesOnce: 'Ezek a kódok csak egyszer jelennek meg. Ha újratölti ezt az oldalt, nem jelennek meg újra.',
  codesSaved: 'Elmentettem a tartalékkódjaimat',
  newCodesTitle: 'Új tartalékkódok készítése',
  newCodesText:
    'Az új tartalékkódok az összes jelenlegit lecserélik. Adja meg a jelszavát, hogy megerősítse: valóban Ön az.',
  newCodesButton: 'Új tartalékkódok készítése',
  removeTitle: 'Kétlépcsős azonosítás kikapcsolása',
  removeText:
    'Ezután a bejelentkezés csak a jelszavát kéri, a tartalékkódjai pedig nem működnek tovább. Adja meg a jelszavát, hogy megerősítse: valóban Ön az.',
  removeRequired: 'Ez a szerver megköveteli a kétlépcsős azonosítást: azonnal újra be kell majd állítania.',
  removeButton: 'Kétlépcsős azonosítás kikapcsolása',
  turnedOff: 'A kétlépcsős azonosítás ki van kapcsolva.',
};
