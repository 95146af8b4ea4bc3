import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Eochracha rochtana',
  sectionText:
    'Síníonn eochair rochtana isteach thú le glas scáileáin do ghléis nó le heochair shlándála, gan focal faire ná cód le clóscríobh. Ní choinníonn an freastalaí seo ach a heochair phoiblí.',
  none: 'Níl aon eochair rochtana agat fós.',
  listCaption: 'Do chuid eochracha rochtana',
  columnName: 'Ainm',
  columnAdded: 'Curtha leis',
  columnLastUsed: 'Úsáidte go deireanach',
  columnActions: 'Gníomhartha',
  neverUsed: 'Riamh',
  renameLabel: 'Ainm nua ar {name}',
  renameButton: 'Athainmnigh',
  renameButtonFor: 'Athainmnigh {name}',
  removeButton: 'Bain',
  removeButtonFor: 'Bain {name}',
  nameLabel: 'Ainm na heochrach rochtana nua',
  nameHint: 'Mar shampla “Ríomhaire glúine oibre” nó “Eochair shlándála ghorm”.',
  defaultName: 'Eochair rochtana',
  addButton: 'Cuir eochair rochtana leis',
  needsScript:
    'Chun eochair rochtana a chur leis nó a úsáid, teastaíonn brabhsálaí a thacaíonn leo, le JavaScript air.',
  waiting: 'Lean treoracha do bhrabhsálaí…',
  addFailed: 'Níor cuireadh aon eochair rochtana leis. Bain triail eile as nuair a bheidh tú réidh.',
  added: 'Cuireadh an eochair rochtana leis. Is féidir leat síniú isteach léi as seo amach.',
  renamed: 'Athainmníodh an eochair rochtana.',
  removed: 'Baineadh an eochair rochtana: ní shíníonn sí isteach anseo a thuilleadh.',
  addRefused:
    'Níor cuireadh an eochair rochtana leis: níor fhíoraigh do ghléas thú, nó chuaigh an t-iarratas in éag. Bain triail eile as.',
  taken: 'Tá an eochair rochtana seo curtha leis cheana.',
  nameMissing: 'Tabhair ainm don eochair rochtana.',
  signInButton: 'Sínigh isteach le heochair rochtana',
  signInFailed:
    'Níor úsáideadh aon eochair rochtana. Bain triail eile as, nó sínigh isteach le d’fhocal faire.',
  signInRefused:
    'Níor shínigh an eochair rochtana sin isteach thú. B’fhéidir gur baineadh í, nó nár fhíoraigh do ghléas thú.',
  stepTitle: 'Deimhnigh le heochair rochtana',
  stepIntro: 'Bhí d’fhocal faire ceart. Deimhnigh gur tusa atá ann le ceann de d’eochracha rochtana.',
  stepButton: 'Úsáid eochair rochtana',
  useCodeInstead: 'Cuir isteach cód ina ionad sin',
  usePasskeyInstead: 'Úsáid eochair rochtana ina ionad sin',
  setUpInstead: 'Nó cuir eochair rochtana leis ina ionad sin',
};
