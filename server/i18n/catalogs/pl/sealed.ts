import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Zapieczętowany sekret dla Ciebie',
  revealHeading: 'Ktoś przesłał Ci zapieczętowany sekret',
  revealNote:
    'Jest zaszyfrowany end-to-end: otworzy się tylko w tej przeglądarce, za pomocą klucza zawartego w Twoim tajnym linku. Serwer nigdy tego klucza nie widzi. Otwarcie liczy się jako wyświetlenie.',
  openSecret: 'Otwórz sekret',
  revealNoScript:
    'JavaScript jest wyłączony, więc ta strona nie może odszyfrować sekretu. Zamiast tego przycisk pokaże go w postaci zapieczętowanej: aby go odczytać, wklej go razem z kluczem z linku na stronie /open dowolnego serwera Secret Push.',
  keyMissing:
    'Ten link nie zawiera klucza, więc nie można otworzyć sekretu. Poproś nadawcę o cały tajny link, łącznie z częścią po znaku #.',
  keyMalformed:
    'Klucz w tym linku jest niekompletny lub uszkodzony, więc nie można otworzyć sekretu. Poproś nadawcę ponownie o cały tajny link.',
  opening: 'Otwieranie sekretu…',
  extensionOpens: 'Rozszerzenie Secret Push otwiera ten sekret na tej stronie.',
  requestFailed: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  reasonBadKey:
    'To nie jest prawidłowy klucz. Wklej cały tajny link albo 43 znaki, które następują w nim po k1=.',
  reasonWrongKey:
    'Ten klucz nie otwiera sekretu albo sekret został uszkodzony. Sprawdź, czy masz cały link, dokładnie w takiej postaci, w jakiej został wysłany.',
  reasonNotSealed: 'To nie jest zapieczętowany sekret: żaden z jego wierszy nie zaczyna się od SP-SEALED-.',
  reasonFileNotSealed: 'To nie jest zapieczętowany plik.',
  reasonUnsupported:
    'Ten sekret zapieczętowano w nowszym formacie, niż potrafi otworzyć ta strona. Otwórz go za pomocą aktualnego serwera lub rozszerzenia Secret Push.',
  reasonTruncated: 'Brakuje części zapieczętowanego sekretu: został ucięty. Skopiuj go ponownie w całości.',
  reasonFileTruncated:
    'Plik jest niekompletny: kończy się przed swoją ostatnią częścią. Pobierz go ponownie.',
  reasonReordered: 'Części tego pliku są w złej kolejności lub niektórych brakuje, więc został odrzucony.',
  fileNumber: 'Plik {number}',
  fileProgress: 'Odszyfrowywanie: {percent}',
  fileSaved: 'Odszyfrowano i zapisano w pobranych plikach.',
  fileFailed:
    'Pobieranie nie powiodło się. Spróbuj ponownie; jeśli link do pobrania wygasł, otwórz ponownie tajny link, aby dostać nowy (jeśli zostały wyświetlenia).',
  openTitle: 'Otwórz zapieczętowany sekret',
  openIntro:
    'Wklej zapieczętowany sekret i jego tajny link lub klucz. Zostanie odszyfrowany tutaj, w Twojej przeglądarce: ta strona nie wysyła niczego do żadnego serwera.',
  envelopeLabel: 'Zapieczętowany tekst',
  envelopeHint:
    'Tekst pokazany zamiast sekretu albo przynajmniej jego wiersze zaczynające się od SP-SEALED-.',
  keyLabel: 'Tajny link lub klucz',
  keyHint: 'Cały tajny link, jego część od #k1= albo 43 znaki klucza.',
  filesLabel: 'Zapieczętowane pliki (opcjonalnie)',
  filesHint: 'Pliki pobrane z tajnego linku, o nazwach 1.sealed, 2.sealed i tak dalej.',
  openNoScript:
    'Ta strona odszyfrowuje w przeglądarce i wymaga obsługi JavaScript, która jest wyłączona. Włącz ją, aby otworzyć zapieczętowany sekret.',
  envelopeMissing: 'Wklej zapieczętowany tekst albo wybierz zapieczętowane pliki.',
  keyNeeded: 'Wklej tajny link lub jego klucz.',
  openedHeading: 'Otwarty sekret',
};
