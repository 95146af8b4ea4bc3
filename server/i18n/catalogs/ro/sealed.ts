import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Un secret sigilat pentru dvs.',
  revealHeading: 'Cineva v-a trimis un secret sigilat',
  revealNote:
    'Este criptat integral: se deschide doar în acest browser, cu cheia din linkul dvs. secret, pe care serverul nu o vede niciodată. Deschiderea lui se socotește drept o vizualizare.',
  openSecret: 'Deschideți secretul',
  revealNoScript:
    'JavaScript este dezactivat, așa că această pagină nu poate decripta secretul. În schimb, butonul îl afișează sigilat: pentru a-l citi, lipiți-l împreună cu cheia din link în pagina /open a oricărui server Secret Push.',
  keyMissing:
    'Acest link nu are cheie, așa că secretul nu poate fi deschis. Cereți expeditorului linkul secret complet, inclusiv partea de după semnul #.',
  keyMalformed:
    'Cheia din acest link este incompletă sau deteriorată, așa că secretul nu poate fi deschis. Cereți-i din nou expeditorului linkul secret complet.',
  opening: 'Se deschide secretul…',
  extensionOpens: 'Extensia Secret Push deschide acest secret în această pagină.',
  requestFailed: 'Serverul nu a putut fi contactat. Verificați conexiunea și încercați din nou.',
  reasonBadKey:
    'Aceasta nu este o cheie validă. Lipiți linkul secret complet sau cele 43 de caractere care urmează în el după k1=.',
  reasonWrongKey:
    'Această cheie nu deschide secretul sau secretul a fost deteriorat. Verificați dacă aveți linkul complet, exact așa cum a fost trimis.',
  reasonNotSealed:
    'Acesta nu este un secret sigilat: niciunul dintre rândurile sale nu începe cu SP-SEALED-.',
  reasonFileNotSealed: 'Acesta nu este un fișier sigilat.',
  reasonUnsupported:
    'Acest secret a fost sigilat într-un format mai nou decât poate deschide această pagină. Deschideți-l cu un server sau o extensie Secret Push actualizată.',
  reasonTruncated: 'Lipsește o parte din secretul sigilat: a fost trunchiat. Copiați-l din nou în întregime.',
  reasonFileTruncated:
    'Fișierul este incomplet: se termină înainte de ultima sa parte. Descărcați-l din nou.',
  reasonReordered: 'Părțile acestui fișier nu sunt în ordine sau unele lipsesc, așa că a fost refuzat.',
  fileNumber: 'Fișierul {number}',
  fileProgress: 'Se decriptează: {percent}',
  fileSaved: 'Decriptat și salvat în descărcări.',
  fileFailed:
    'Descărcarea a eșuat. Încercați din nou; dacă linkul de descărcare a expirat, deschideți din nou linkul secret pentru a obține unul nou (dacă mai are vizualizări).',
  openTitle: 'Deschideți un secret sigilat',
  openIntro:
    'Lipiți un secret sigilat și linkul său secret sau cheia sa. Este decriptat aici, în browserul dvs.: această pagină nu trimite nimic niciunui server.',
  envelopeLabel: 'Text sigilat',
  envelopeHint: 'Textul afișat în locul secretului sau măcar rândurile sale care încep cu SP-SEALED-.',
  keyLabel: 'Link secret sau cheie',
  keyHint: 'Linkul secret complet, partea de la #k1= încolo sau cele 43 de caractere ale cheii.',
  filesLabel: 'Fișiere sigilate (opțional)',
  filesHint: 'Fișierele descărcate de la linkul secret, numite 1.sealed, 2.sealed și așa mai departe.',
  openNoScript:
    'Această pagină decriptează în browser și are nevoie de JavaScript, care este dezactivat. Activați-l pentru a deschide un secret sigilat.',
  envelopeMissing: 'Lipiți textul sigilat sau alegeți fișierele sigilate.',
  keyNeeded: 'Lipiți linkul secret sau cheia sa.',
  openedHeading: 'Secretul deschis',
};
