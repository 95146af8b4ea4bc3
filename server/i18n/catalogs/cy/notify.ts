import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Cais am gyfrinach',
  viewSubject: 'Mae rhywun wedi edrych ar eich gwthiad “{name}”',
  viewSentence: 'Mae rhywun wedi edrych ar eich gwthiad “{name}”.',
  viewedByCode: 'Agorwyd gan {email}, wedi’i wirio gan god a anfonwyd.',
  viewedBySignIn: 'Agorwyd gan {email} (wedi mewngofnodi).',
  failedPassphraseSubject: 'Rhoddwyd cyfrinymadrodd anghywir ar gyfer eich gwthiad “{name}”',
  failedPassphraseSentence: 'Mae rhywun wedi rhoi cyfrinymadrodd anghywir ar gyfer eich gwthiad “{name}”.',
  expireSubject: 'Mae eich gwthiad “{name}” wedi dod i ben',
  expireSentence:
    'Mae eich gwthiad “{name}” wedi dod i ben: mae ei gyfrinach wedi’i dileu ac nid yw ei ddolen yn gweithio mwyach.',
  requestAnsweredSubject: 'Mae rhywun wedi ateb eich cais “{name}”',
  requestAnsweredSentence: 'Mae rhywun wedi ateb eich cais “{name}”.',
  testSubject: 'Hysbysiad prawf',
  testSentence:
    'Prawf o’ch tudalen hysbysiadau yw hwn: bydd hysbysiadau am eich gwthiadau’n eich cyrraedd yma.',
  facts: 'Math: {kind}. Cyfeirnod: {digest}. Amser: {time}.',
  webhookLine: '{sentence} ({kind}, cyfeirnod {digest})',
  dashboardLink: 'Agor eich dangosfwrdd',
  why: 'Rydych yn cael y neges hon am eich bod wedi gofyn am gael gwybod am y digwyddiadau hyn. Gallwch newid hynny ar eich tudalen hysbysiadau.',
};
