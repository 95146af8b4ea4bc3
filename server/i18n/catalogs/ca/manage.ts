import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Edita l’enviament',
  editHeading: 'Edita «{title}»',
  nameLabel: 'Nom (només el veieu vós)',
  nameHint: 'Us permet distingir els enviaments a la vostra llista.',
  noteLabel: 'Nota (només la veieu vós)',
  noteHint: 'Per a la vostra referència: per a qui és i per què.',
  passphraseLabel: 'Frase de pas (opcional)',
  newPassphraseLabel: 'Frase de pas nova (deixeu-ho en blanc per conservar l’actual)',
  passphraseHint: 'Feu arribar la frase de pas al destinatari per una via diferent de l’enllaç.',
  removePassphrase: 'Treu la frase de pas',
  durationHint: 'Comptat des de la seva creació; no s’ofereixen els temps que ja han passat.',
  viewsHint: {
    one: '{count} visualització utilitzada fins ara.',
    many: '{count} de visualitzacions utilitzades fins ara.',
    other: '{count} visualitzacions utilitzades fins ara.',
  },
  retrievalStep: 'Pas de recuperació (les previsualitzacions d’enllaços no gasten cap visualització)',
  deletableByViewer: 'El destinatari el pot suprimir després de llegir-lo',
  save: 'Desa els canvis',
  cancel: 'Cancel·la',
  nameTooLong: 'Com a màxim {max} caràcters.',
  noteTooLong: 'Com a màxim {max} caràcters.',
  passphraseEmpty: 'No pot estar buida: deixeu-la com està o traieu-la.',
  viewsUsedMeanwhile:
    'Ha de superar les visualitzacions utilitzades, algunes de les quals s’acaben de produir.',
  editExpired: 'Aquest enviament ha caducat i ja no es pot editar.',
  expireTitle: 'Voleu fer caducar aquest enviament?',
  expireHeading: 'Voleu fer caducar «{title}» ara?',
  expireText: {
    one: 'El secret se suprimeix immediatament i l’enllaç deixa de funcionar, encara que li quedi {count} visualització. No es pot desfer. L’enviament es queda a la vostra llista de caducats amb el seu registre d’auditoria.',
    many: 'El secret se suprimeix immediatament i l’enllaç deixa de funcionar, encara que li quedin {count} de visualitzacions. No es pot desfer. L’enviament es queda a la vostra llista de caducats amb el seu registre d’auditoria.',
    other:
      'El secret se suprimeix immediatament i l’enllaç deixa de funcionar, encara que li quedin {count} visualitzacions. No es pot desfer. L’enviament es queda a la vostra llista de caducats amb el seu registre d’auditoria.',
  },
  expireConfirm: 'Fes-lo caducar ara',
  keepIt: 'Conserva’l',
  alreadyExpiredTitle: 'Ja ha caducat',
  alreadyExpiredHeading: '«{title}» ja ha caducat',
  alreadyExpiredText: 'El secret ja no existeix i l’enllaç ja no funciona.',
  seeExpired: 'Mostra els enviaments caducats',
};
