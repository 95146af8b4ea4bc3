import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Aizzīmogots noslēpums jums',
  revealHeading: 'Kāds jums ir nosūtījis aizzīmogotu noslēpumu',
  revealNote:
    'Tas ir pilnīgi šifrēts: to var atvērt tikai šajā pārlūkā ar atslēgu, kas ir jūsu slepenajā saitē un ko serveris nekad neredz. Atvēršana tiek ieskaitīta kā skatījums.',
  openSecret: 'Atvērt noslēpumu',
  revealNoScript:
    'JavaScript ir izslēgts, tāpēc šī lapa nevar atšifrēt noslēpumu. Tā vietā poga to parāda aizzīmogotu: lai to izlasītu, ielīmējiet to kopā ar saites atslēgu jebkura Secret Push servera lapā /open.',
  keyMissing:
    'Šajā saitē nav atslēgas, tāpēc noslēpumu nevar atvērt. Palūdziet sūtītājam visu slepeno saiti, ieskaitot daļu aiz zīmes #.',
  keyMalformed:
    'Atslēga šajā saitē ir nepilnīga vai bojāta, tāpēc noslēpumu nevar atvērt. Palūdziet sūtītājam vēlreiz visu slepeno saiti.',
  opening: 'Notiek noslēpuma atvēršana…',
  extensionOpens: 'Secret Push paplašinājums atver šo noslēpumu šajā lapā.',
  requestFailed: 'Neizdevās sazināties ar serveri. Pārbaudiet savienojumu un mēģiniet vēlreiz.',
  reasonBadKey:
    'Tā nav derīga atslēga. Ielīmējiet visu slepeno saiti vai 43 rakstzīmes, kas tajā seko aiz k1=.',
  reasonWrongKey:
    'Šī atslēga neatver noslēpumu, vai arī noslēpums ir bojāts. Pārbaudiet, vai jums ir visa saite tieši tāda, kāda tā tika nosūtīta.',
  reasonNotSealed: 'Tas nav aizzīmogots noslēpums: neviena tā rinda nesākas ar SP-SEALED-.',
  reasonFileNotSealed: 'Tas nav aizzīmogots fails.',
  reasonUnsupported:
    'Šis noslēpums ir aizzīmogots jaunākā formātā, nekā šī lapa spēj atvērt. Atveriet to ar atjauninātu Secret Push serveri vai paplašinājumu.',
  reasonTruncated: 'Daļa aizzīmogotā noslēpuma trūkst: tas ir nogriezts. Nokopējiet to visu vēlreiz.',
  reasonFileTruncated:
    'Fails ir nepilnīgs: tas beidzas pirms savas pēdējās daļas. Lejupielādējiet to vēlreiz.',
  reasonReordered: 'Šī faila daļas ir nepareizā secībā vai dažas trūkst, tāpēc tas tika noraidīts.',
  fileNumber: 'Fails {number}',
  fileProgress: 'Atšifrē: {percent}',
  fileSaved: 'Atšifrēts un saglabāts jūsu lejupielādēs.',
  fileFailed:
    'Lejupielāde neizdevās. Mēģiniet vēlreiz; ja lejupielādes saites derīgums ir beidzies, atveriet slepeno saiti vēlreiz, lai saņemtu jaunu (ja tai vēl ir atlikuši skatījumi).',
  openTitle: 'Atvērt aizzīmogotu noslēpumu',
  openIntro:
    'Ielīmējiet aizzīmogotu noslēpumu un tā slepeno saiti vai atslēgu. Tas tiek atšifrēts šeit, jūsu pārlūkā: šī lapa nevienam serverim neko nesūta.',
  envelopeLabel: 'Aizzīmogotais teksts',
  envelopeHint: 'Teksts, kas parādīts noslēpuma vietā, vai vismaz tā rindas, kas sākas ar SP-SEALED-.',
  keyLabel: 'Slepenā saite vai atslēga',
  keyHint: 'Visa slepenā saite, tās daļa, sākot no #k1=, vai atslēgas 43 rakstzīmes.',
  filesLabel: 'Aizzīmogotie faili (nav obligāti)',
  filesHint: 'No slepenās saites lejupielādētie faili ar nosaukumiem 1.sealed, 2.sealed un tā tālāk.',
  openNoScript:
    'Šī lapa atšifrē jūsu pārlūkā, un tai ir vajadzīgs JavaScript, kas ir izslēgts. Ieslēdziet to, lai atvērtu aizzīmogotu noslēpumu.',
  envelopeMissing: 'Ielīmējiet aizzīmogoto tekstu vai izvēlieties aizzīmogotos failus.',
  keyNeeded: 'Ielīmējiet slepeno saiti vai tās atslēgu.',
  openedHeading: 'Atvērtais noslēpums',
};
