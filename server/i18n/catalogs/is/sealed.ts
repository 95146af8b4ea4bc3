import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Innsiglað leyndarmál til þín',
  revealHeading: 'Einhver sendi þér innsiglað leyndarmál',
  revealNote:
    'Það er dulkóðað enda á milli: það opnast aðeins í þessum vafra, með lyklinum í leynitenglinum þínum, sem þjónninn sér aldrei. Að opna það telst sem skoðun.',
  openSecret: 'Opna leyndarmálið',
  revealNoScript:
    'Slökkt er á JavaScript, svo þessi síða getur ekki afkóðað leyndarmálið. Í staðinn sýnir hnappurinn það innsiglað: til að lesa það skaltu líma það, ásamt lyklinum úr tenglinum þínum, inn á síðuna /open á hvaða Secret Push-þjóni sem er.',
  keyMissing:
    'Þessi tengill inniheldur engan lykil, svo ekki er hægt að opna leyndarmálið. Biddu sendandann um allan leynitengilinn, líka hlutann á eftir merkinu #.',
  keyMalformed:
    'Lykillinn í þessum tengli er ófullkominn eða skemmdur, svo ekki er hægt að opna leyndarmálið. Biddu sendandann aftur um allan leynitengilinn.',
  opening: 'Opnar leyndarmálið…',
  extensionOpens: 'Secret Push-viðbótin opnar þetta leyndarmál á þessari síðu.',
  requestFailed: 'Ekki náðist samband við þjóninn. Athugaðu tenginguna og reyndu aftur.',
  reasonBadKey:
    'Þetta er ekki gildur lykill. Límdu inn allan leynitengilinn, eða stafina 43 sem koma á eftir k1= í honum.',
  reasonWrongKey:
    'Þessi lykill opnar ekki leyndarmálið, eða leyndarmálið hefur skemmst. Gakktu úr skugga um að þú sért með allan tengilinn, nákvæmlega eins og hann var sendur.',
  reasonNotSealed: 'Þetta er ekki innsiglað leyndarmál: engin lína þess byrjar á SP-SEALED-.',
  reasonFileNotSealed: 'Þetta er ekki innsigluð skrá.',
  reasonUnsupported:
    'Þetta leyndarmál var innsiglað á nýrra sniði en þessi síða getur opnað. Opnaðu það með uppfærðum Secret Push-þjóni eða -viðbót.',
  reasonTruncated:
    'Hluta af innsiglaða leyndarmálinu vantar: aftan af því hefur verið skorið. Afritaðu það allt aftur.',
  reasonFileTruncated: 'Skráin er ófullkomin: hún endar á undan síðasta hluta sínum. Sæktu hana aftur.',
  reasonReordered: 'Hlutar þessarar skrár eru í rangri röð, eða suma vantar, svo henni var hafnað.',
  fileNumber: 'Skrá {number}',
  fileProgress: 'Afkóðar: {percent}',
  fileSaved: 'Afkóðuð og vistuð í niðurhalsmöppunni þinni.',
  fileFailed:
    'Niðurhalið mistókst. Reyndu aftur; ef tengill hennar er útrunninn skaltu opna leynitengilinn aftur til að fá nýjan (ef hann á skoðanir eftir).',
  openTitle: 'Opna innsiglað leyndarmál',
  openIntro:
    'Límdu inn innsiglað leyndarmál og leynitengil þess eða lykil. Það er afkóðað hér, í vafranum þínum: þessi síða sendir ekkert á neinn þjón.',
  envelopeLabel: 'Innsiglaður texti',
  envelopeHint:
    'Textinn sem birtist í stað leyndarmálsins, eða að minnsta kosti þær línur hans sem byrja á SP-SEALED-.',
  keyLabel: 'Leynitengill eða lykill',
  keyHint: 'Allur leynitengillinn, hlutinn frá #k1= og áfram, eða 43 stafir lykilsins.',
  filesLabel: 'Innsiglaðar skrár (valfrjálst)',
  filesHint: 'Skrárnar sem voru sóttar af leynitenglinum, nefndar 1.sealed, 2.sealed og svo framvegis.',
  openNoScript:
    'Þessi síða afkóðar í vafranum þínum og þarf JavaScript, sem er óvirkt. Kveiktu á því til að opna innsiglað leyndarmál.',
  envelopeMissing: 'Límdu inn innsiglaða textann, eða veldu innsigluðu skrárnar.',
  keyNeeded: 'Límdu inn leynitengilinn eða lykil hans.',
  openedHeading: 'Opnaða leyndarmálið',
};
