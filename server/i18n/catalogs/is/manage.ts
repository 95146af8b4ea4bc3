import type { AreaMessages } from '../../catalog.ts';

export const manage: AreaMessages<'manage'> = {
  editTitle: 'Breyta sendingu',
  editHeading: 'Breyta „{title}“',
  nameLabel: 'Heiti (aðeins þú sérð það)',
  nameHint: 'Hjálpar þér að þekkja sendingarnar þínar í sundur á listanum.',
  noteLabel: 'Athugasemd (aðeins þú sérð hana)',
  noteHint: 'Til minnis fyrir þig: fyrir hvern og hvers vegna.',
  passphraseLabel: 'Lykilfrasi (valfrjálst)',
  newPassphraseLabel: 'Nýr lykilfrasi (skildu eftir autt til að halda núverandi)',
  passphraseHint: 'Sendu viðtakandanum lykilfrasann eftir annarri leið en tengilinn.',
  removePassphrase: 'Fjarlægja lykilfrasann',
  durationHint: 'Talið frá því að hún var búin til; tímar sem eru þegar liðnir eru ekki í boði.',
  viewsHint: { one: '{count} skoðun notuð hingað til.', other: '{count} skoðanir notaðar hingað til.' },
  retrievalStep: 'Sóknarskref (forskoðun tengla notar ekki skoðun)',
  deletableByViewer: 'Viðtakandinn má eyða sendingunni eftir lestur',
  save: 'Vista breytingar',
  cancel: 'Hætta við',
  nameTooLong: 'Í mesta lagi {max} stafir.',
  noteTooLong: 'Í mesta lagi {max} stafir.',
  passphraseEmpty: 'Má ekki vera auður: láttu hann vera eins og hann er eða fjarlægðu hann.',
  viewsUsedMeanwhile:
    'Verður að vera hærra en fjöldi notaðra skoðana, en sumar þeirra voru notaðar rétt í þessu.',
  editExpired: 'Þessi sending er útrunnin og ekki er lengur hægt að breyta henni.',
  expireTitle: 'Ógilda þessa sendingu?',
  expireHeading: 'Ógilda „{title}“ núna?',
  expireText: {
    one: 'Leyndarmálinu er eytt strax og tengillinn hættir að virka, þótt hann eigi enn {count} skoðun eftir. Ekki er hægt að afturkalla þetta. Sendingin verður áfram á listanum yfir útrunnar sendingar, ásamt atvikaskránni.',
    other:
      'Leyndarmálinu er eytt strax og tengillinn hættir að virka, þótt hann eigi enn {count} skoðanir eftir. Ekki er hægt að afturkalla þetta. Sendingin verður áfram á listanum yfir útrunnar sendingar, ásamt atvikaskránni.',
  },
  expireConfirm: 'Ógilda núna',
  keepIt: 'Halda henni',
  alreadyExpiredTitle: 'Þegar útrunnin',
  alreadyExpiredHeading: '„{title}“ er þegar útrunnin',
  alreadyExpiredText: 'Leyndarmálið er horfið og tengillinn virkar ekki lengur.',
  seeExpired: 'Skoða útrunnar sendingar',
};
