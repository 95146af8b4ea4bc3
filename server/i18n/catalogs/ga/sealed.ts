import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Rún séalaithe duit',
  revealHeading: 'Sheol duine éigin rún séalaithe chugat',
  revealNote:
    'Tá sé criptithe ó cheann ceann: ní osclaítear é ach sa bhrabhsálaí seo, leis an eochair atá i do nasc rúnda, eochair nach bhfeiceann an freastalaí riamh. Áirítear é a oscailt mar amharc.',
  openSecret: 'Oscail an rún',
  revealNoScript:
    'Tá JavaScript múchta, mar sin ní féidir leis an leathanach seo an rún a dhíchriptiú. Taispeánann an cnaipe séalaithe é ina ionad sin: chun é a léamh, greamaigh é, mar aon le heochair do naisc, isteach sa leathanach /open ar aon fhreastalaí Secret Push.',
  keyMissing:
    'Níl eochair sa nasc seo, mar sin ní féidir an rún a oscailt. Iarr an nasc rúnda iomlán ar an seoltóir, an chuid i ndiaidh an chomhartha # san áireamh.',
  keyMalformed:
    'Tá an eochair sa nasc seo neamhiomlán nó damáistithe, mar sin ní féidir an rún a oscailt. Iarr an nasc rúnda iomlán ar an seoltóir arís.',
  opening: 'Ag oscailt an rúin…',
  extensionOpens: 'Osclaíonn an breiseán Secret Push an rún seo sa leathanach seo.',
  requestFailed:
    'Níorbh fhéidir teagmháil a dhéanamh leis an bhfreastalaí. Seiceáil do cheangal agus bain triail eile as.',
  reasonBadKey:
    'Ní eochair bhailí í sin. Greamaigh an nasc rúnda iomlán, nó an 43 carachtar a thagann i ndiaidh k1= ann.',
  reasonWrongKey:
    'Ní osclaíonn an eochair seo an rún, nó rinneadh damáiste don rún. Seiceáil go bhfuil an nasc iomlán agat, díreach mar a seoladh é.',
  reasonNotSealed: 'Ní rún séalaithe é seo: ní thosaíonn aon cheann dá línte le SP-SEALED-.',
  reasonFileNotSealed: 'Ní comhad séalaithe é seo.',
  reasonUnsupported:
    'Séalaíodh an rún seo i bhformáid níos nuaí ná mar is féidir leis an leathanach seo a oscailt. Oscail é le freastalaí nó breiseán Secret Push atá cothrom le dáta.',
  reasonTruncated: 'Níl an rún séalaithe ar fad anseo: baineadh cuid de. Cóipeáil an t-iomlán arís.',
  reasonFileTruncated:
    'Tá an comhad neamhiomlán: críochnaíonn sé roimh a chuid dheireanach. Íoslódáil arís é.',
  reasonReordered: 'Tá codanna an chomhaid seo as ord, nó tá cuid acu ar iarraidh, mar sin diúltaíodh é.',
  fileNumber: 'Comhad {number}',
  fileProgress: 'Á dhíchriptiú: {percent}',
  fileSaved: 'Díchriptithe agus sábháilte i d’íoslódálacha.',
  fileFailed:
    'Theip ar an íoslódáil. Bain triail eile as; má tá a nasc imithe in éag, oscail an nasc rúnda arís chun ceann nua a fháil (má tá amharc fágtha air).',
  openTitle: 'Oscail rún séalaithe',
  openIntro:
    'Greamaigh rún séalaithe agus a nasc rúnda nó a eochair. Díchriptítear anseo é, i do bhrabhsálaí: ní sheolann an leathanach seo aon rud chuig aon fhreastalaí.',
  envelopeLabel: 'Téacs séalaithe',
  envelopeHint:
    'An téacs a thaispeántar in ionad an rúin, nó ar a laghad na línte de a thosaíonn le SP-SEALED-.',
  keyLabel: 'Nasc rúnda nó eochair',
  keyHint: 'An nasc rúnda iomlán, an chuid ó #k1= ar aghaidh, nó 43 carachtar na heochrach.',
  filesLabel: 'Comhaid shéalaithe (roghnach)',
  filesHint: 'Na comhaid a íoslódáladh ón nasc rúnda, darb ainm 1.sealed, 2.sealed agus mar sin de.',
  openNoScript:
    'Díchriptíonn an leathanach seo i do bhrabhsálaí agus tá JavaScript de dhíth air, ach tá sé múchta. Cas air é chun rún séalaithe a oscailt.',
  envelopeMissing: 'Greamaigh an téacs séalaithe, nó roghnaigh na comhaid shéalaithe.',
  keyNeeded: 'Greamaigh an nasc rúnda nó a eochair.',
  openedHeading: 'An rún oscailte',
};
