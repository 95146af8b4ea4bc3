import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Fíordheimhniú dhá fhachtóir',
  stepIntro: 'Cuir isteach an cód sé dhigit a thaispeánann d’aip fíordheimhnithe don chuntas seo.',
  codeLabel: 'Cód',
  stepBackupHint: 'Níl do ghuthán in aice láimhe? Cuir isteach ceann de do chóid chúltaca ina ionad.',
  verifyButton: 'Fíoraigh agus sínigh isteach',
  wrongCode:
    'Níl an cód sin ceart, nó úsáideadh cheana é. Cuir isteach an cód atá á thaispeáint ag d’aip anois.',
  startOver: 'Sínigh isteach arís',
  stepExpired: 'Thóg do shíniú isteach rófhada. Cuir isteach do ríomhphost agus do phasfhocal arís.',
  sectionHeading: 'Fíordheimhniú dhá fhachtóir',
  offText:
    'Cosain do chuntas le dara céim ag síniú isteach: i ndiaidh do phasfhocail, cód ó aip fíordheimhnithe ar do ghuthán.',
  setUpLink: 'Socraigh fíordheimhniú dhá fhachtóir',
  onText:
    'Ar siúl ó {date}. Nuair a shíníonn tú isteach, iarrtar cód ó d’aip fíordheimhnithe i ndiaidh do phasfhocail.',
  backupLeft: {
    one: 'Tá {count} chód cúltaca nár úsáideadh fós agat.',
    two: 'Tá {count} chód cúltaca nár úsáideadh fós agat.',
    few: 'Tá {count} chód cúltaca nár úsáideadh fós agat.',
    many: 'Tá {count} gcód cúltaca nár úsáideadh fós agat.',
    other: 'Tá {count} cód cúltaca nár úsáideadh fós agat.',
  },
  ssoOnly:
    'Síníonn tú isteach le síniú isteach aonair: is iad seiceálacha do sholáthraí aitheantais féin a chosnaíonn do chuntas.',
  setupTitle: 'Socraigh fíordheimhniú dhá fhachtóir',
  setupText:
    'Beidh aip fíordheimhnithe ar do ghuthán ag teastáil uait. Ar dtús, cuir isteach do phasfhocal le deimhniú gur tusa atá ann.',
  required: 'Éilíonn an freastalaí seo fíordheimhniú dhá fhachtóir. Socraigh é chun leanúint ar aghaidh.',
  continueButton: 'Lean ar aghaidh',
  backToAccount: 'Ar ais chuig do chuntas',
  scanText: 'Scan an cód QR seo le d’aip fíordheimhnithe.',
  qrLabel: 'Cód QR chun an cuntas seo a chur le haip fíordheimhnithe',
  typeInstead: 'Ní féidir é a scanadh? Cuir an eochair seo isteach san aip ina ionad:',
  confirmLabel: 'Ansin cuir isteach an cód sé dhigit a thaispeánann an aip',
  confirmButton: 'Cuir fíordheimhniú dhá fhachtóir ar siúl',
  wrongSetupCode:
    'Ní mheaitseálann an cód sin. Seiceáil go bhfuil clog do ghutháin ceart, ansin cuir isteach an cód atá á thaispeáint ag an aip anois.',
  cancelSetup: 'Cealaigh',
  codesTitle: 'Do chóid chúltaca',
  turnedOn: 'Tá fíordheimhniú dhá fhachtóir ar siúl.',
  codesReplaced: 'Tá do chóid chúltaca nua réidh. Ní oibríonn na seanchóid a thuilleadh.',
  codesText:
    'Má chailleann tú do ghuthán, síneoidh gach ceann de na cóid seo isteach thú uair amháin in ionad cóid ón aip. Coinnigh in áit shábháilte iad, mar shampla i do bhainisteoir pasfhocal.',
  copyCodes: 'Cóipeáil na cóid',
  codesOnce:
    'Ní thaispeántar na cóid seo ach uair amháin. Má athlódálann tú an leathanach seo, ní thaispeánfar arís iad.',
  codesSaved: 'Shábháil mé mo chóid chúltaca',
  newCodesTitle: 'Déan cóid chúltaca nua',
  newCodesText:
    'Tiocfaidh cóid chúltaca nua in ionad do chóid reatha go léir. Cuir isteach do phasfhocal le deimhniú gur tusa atá ann.',
  newCodesButton: 'Déan cóid chúltaca nua',
  removeTitle: 'Múch fíordheimhniú dhá fhachtóir',
  removeText:
    'Ní iarrfar ach do phasfhocal ansin ag síniú isteach, agus stopfaidh do chóid chúltaca ag obair. Cuir isteach do phasfhocal le deimhniú gur tusa atá ann.',
  removeRequired:
    'Éilíonn an freastalaí seo fíordheimhniú dhá fhachtóir: iarrfar ort é a shocrú arís láithreach.',
  removeButton: 'Múch fíordheimhniú dhá fhachtóir',
  turnedOff: 'Tá fíordheimhniú dhá fhachtóir múchta.',
};
