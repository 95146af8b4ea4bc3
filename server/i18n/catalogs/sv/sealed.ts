import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'En förseglad hemlighet till dig',
  revealHeading: 'Någon har skickat en förseglad hemlighet till dig',
  revealNote:
    'Den är end-to-end-krypterad: den går bara att öppna i den här webbläsaren, med nyckeln i din hemliga länk, som servern aldrig ser. Att öppna den räknas som en visning.',
  openSecret: 'Öppna hemligheten',
  revealNoScript:
    'JavaScript är avstängt, så den här sidan kan inte dekryptera hemligheten. Knappen visar den i stället förseglad: för att läsa den klistrar du in den tillsammans med länkens nyckel på sidan /open på valfri Secret Push-server.',
  keyMissing:
    'Den här länken saknar nyckel, så hemligheten går inte att öppna. Be avsändaren om hela den hemliga länken, inklusive delen efter tecknet #.',
  keyMalformed:
    'Nyckeln i den här länken är ofullständig eller skadad, så hemligheten går inte att öppna. Be avsändaren om hela den hemliga länken igen.',
  opening: 'Öppnar hemligheten…',
  extensionOpens: 'Tillägget Secret Push öppnar hemligheten på den här sidan.',
  requestFailed: 'Det gick inte att nå servern. Kontrollera anslutningen och försök igen.',
  reasonBadKey:
    'Det är ingen giltig nyckel. Klistra in hela den hemliga länken, eller de 43 tecken som följer efter k1= i den.',
  reasonWrongKey:
    'Den här nyckeln öppnar inte hemligheten, eller så har hemligheten skadats. Kontrollera att du har hela länken, exakt som den skickades.',
  reasonNotSealed: 'Det här är ingen förseglad hemlighet: ingen av dess rader börjar med SP-SEALED-.',
  reasonFileNotSealed: 'Det här är ingen förseglad fil.',
  reasonUnsupported:
    'Hemligheten förseglades i ett nyare format än den här sidan kan öppna. Öppna den med en uppdaterad Secret Push-server eller ett uppdaterat Secret Push-tillägg.',
  reasonTruncated: 'En del av den förseglade hemligheten saknas: den har klippts av. Kopiera hela igen.',
  reasonFileTruncated: 'Filen är ofullständig: den tar slut före sin sista del. Ladda ned den igen.',
  reasonReordered: 'Delarna i den här filen ligger i fel ordning eller så saknas några, så den avvisades.',
  fileNumber: 'Fil {number}',
  fileProgress: 'Dekrypterar: {percent}',
  fileSaved: 'Dekrypterad och sparad bland dina nedladdningar.',
  fileFailed:
    'Nedladdningen misslyckades. Försök igen; om nedladdningslänken har gått ut öppnar du den hemliga länken igen för att få en ny (om det finns visningar kvar).',
  openTitle: 'Öppna en förseglad hemlighet',
  openIntro:
    'Klistra in en förseglad hemlighet och dess hemliga länk eller nyckel. Den dekrypteras här, i din webbläsare: sidan skickar ingenting till någon server.',
  envelopeLabel: 'Förseglad text',
  envelopeHint:
    'Texten som visas i stället för hemligheten, eller åtminstone de rader i den som börjar med SP-SEALED-.',
  keyLabel: 'Hemlig länk eller nyckel',
  keyHint: 'Hela den hemliga länken, delen från och med #k1= eller nyckelns 43 tecken.',
  filesLabel: 'Förseglade filer (valfritt)',
  filesHint:
    'Filerna som har laddats ned från den hemliga länken, med namnen 1.sealed, 2.sealed och så vidare.',
  openNoScript:
    'Den här sidan dekrypterar i din webbläsare och behöver JavaScript, som är avstängt. Slå på det för att öppna en förseglad hemlighet.',
  envelopeMissing: 'Klistra in den förseglade texten eller välj de förseglade filerna.',
  keyNeeded: 'Klistra in den hemliga länken eller dess nyckel.',
  openedHeading: 'Den öppnade hemligheten',
};
