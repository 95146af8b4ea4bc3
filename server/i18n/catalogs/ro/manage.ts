import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Editați secretul',
  editHeading: 'Editați „{title}”',
  nameLabel: 'Nume (vizibil doar pentru dvs.)',
  nameHint: 'Vă ajută să deosebiți secretele din listă.',
  noteLabel: 'Notă (vizibilă doar pentru dvs.)',
  noteHint: 'Pentru evidența dvs.: pentru cine este și de ce.',
  passphraseLabel: 'Frază de acces (opțional)',
  newPassphraseLabel: 'Frază de acces nouă (lăsați gol pentru a o păstra pe cea actuală)',
  passphraseHint: 'Trimiteți fraza de acces destinatarului pe alt canal decât linkul.',
  removePassphrase: 'Eliminați fraza de acces',
  durationHint: 'Numărat de la creare; duratele deja trecute nu sunt oferite.',
  viewsHint: {
    one: '{count} vizualizare folosită până acum.',
    few: '{count} vizualizări folosite până acum.',
    other: '{count} de vizualizări folosite până acum.',
  },
  retrievalStep: 'Pas de preluare (previzualizările linkurilor nu consumă vizualizări)',
  deletableByViewer: 'Destinatarul poate șterge secretul după ce îl citește',
  save: 'Salvați modificările',
  cancel: 'Anulați',
  nameTooLong: 'Cel mult {max} de caractere.',
  noteTooLong: 'Cel mult {max} de caractere.',
  passphraseEmpty: 'Nu poate fi goală: lăsați-o așa cum este sau eliminați-o.',
  viewsUsedMeanwhile:
    'Trebuie să depășească vizualizările folosite, dintre care unele au fost folosite chiar acum.',
  editExpired: 'Acest secret a expirat și nu mai poate fi editat.',
  expireTitle: 'Revocați acest secret?',
  expireHeading: 'Revocați acum „{title}”?',
  expireText: {
    one: 'Conținutul său este șters imediat și linkul nu mai funcționează, deși mai are {count} vizualizare. Acțiunea nu poate fi anulată. Secretul rămâne în lista celor expirate, împreună cu jurnalul de audit.',
    few: 'Conținutul său este șters imediat și linkul nu mai funcționează, deși mai are {count} vizualizări. Acțiunea nu poate fi anulată. Secretul rămâne în lista celor expirate, împreună cu jurnalul de audit.',
    other:
      'Conținutul său este șters imediat și linkul nu mai funcționează, deși mai are {count} de vizualizări. Acțiunea nu poate fi anulată. Secretul rămâne în lista celor expirate, împreună cu jurnalul de audit.',
  },
  expireConfirm: 'Revocați acum',
  keepIt: 'Păstrați-l',
  alreadyExpiredTitle: 'A expirat deja',
  alreadyExpiredHeading: '„{title}” a expirat deja',
  alreadyExpiredText: 'Conținutul său nu mai există, iar linkul nu mai funcționează.',
  seeExpired: 'Vedeți secretele expirate',
};
