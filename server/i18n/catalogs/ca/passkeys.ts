import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Claus d’accés',
  sectionText:
    'Una clau d’accés us permet iniciar la sessió amb el bloqueig de pantalla del dispositiu o una clau de seguretat, sense escriure cap contrasenya ni codi. Aquest servidor només en desa la clau pública.',
  none: 'Encara no teniu cap clau d’accés.',
  listCaption: 'Les vostres claus d’accés',
  columnName: 'Nom',
  columnAdded: 'Afegida',
  columnLastUsed: 'Darrer ús',
  columnActions: 'Accions',
  neverUsed: 'Mai',
  renameLabel: 'Nom nou per a {name}',
  renameButton: 'Canvia el nom',
  renameButtonFor: 'Canvia el nom de {name}',
  removeButton: 'Elimina',
  removeButtonFor: 'Elimina {name}',
  nameLabel: 'Nom de la clau d’accés nova',
  nameHint: 'Per exemple, «Portàtil de la feina» o «Clau de seguretat blava».',
  defaultName: 'Clau d’accés',
  addButton: 'Afegeix una clau d’accés',
  needsScript:
    'Per afegir o fer servir una clau d’accés cal un navegador compatible, amb JavaScript activat.',
  waiting: 'Seguiu les indicacions del navegador…',
  addFailed: 'No s’ha afegit cap clau d’accés. Torneu-ho a provar quan estigueu a punt.',
  added: 'Clau d’accés afegida. A partir d’ara podeu iniciar la sessió amb ella.',
  renamed: 'S’ha canviat el nom de la clau d’accés.',
  removed: 'Clau d’accés eliminada: ja no inicia la sessió aquí.',
  addRefused:
    'No s’ha afegit la clau d’accés: el dispositiu no us ha verificat o la sol·licitud ha caducat. Torneu-ho a provar.',
  taken: 'Aquesta clau d’accés ja està afegida.',
  nameMissing: 'Poseu un nom a la clau d’accés.',
  signInButton: 'Inicia la sessió amb una clau d’accés',
  signInFailed:
    'No s’ha fet servir cap clau d’accés. Torneu-ho a provar o inicieu la sessió amb la contrasenya.',
  signInRefused:
    'Aquesta clau d’accés no us ha iniciat la sessió. Potser s’ha eliminat, o el dispositiu no us ha verificat.',
  stepTitle: 'Confirmeu amb una clau d’accés',
  stepIntro: 'La contrasenya era correcta. Confirmeu que sou vós amb una de les vostres claus d’accés.',
  stepButton: 'Fes servir una clau d’accés',
  useCodeInstead: 'Escriu un codi en lloc d’això',
  usePasskeyInstead: 'Fes servir una clau d’accés en lloc d’això',
  setUpInstead: 'O afegiu una clau d’accés en lloc d’això',
};
