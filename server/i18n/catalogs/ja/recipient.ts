import type { AreaMessages } from '../../catalog.ts';

export const recipient: AreaMessages<'recipient'> = {
  revealTitle: 'あなたへのシークレット',
  revealHeading: 'シークレットが届いています',
  revealNote: 'シークレットは表示を求めたときにだけ表示され、閲覧するたびに上限回数に数えられます。',
  showSecret: 'シークレットを表示',
  viewableFor: { other: 'このシークレットは{time}、あと {count} 回閲覧できます。' },
  moreMinutes: { other: 'この先 {count} 分間' },
  moreHours: { other: 'この先 {count} 時間' },
  moreDays: { other: 'この先 {count} 日間' },
  passphraseTitle: 'パスフレーズが必要です',
  passphraseHeading: 'このシークレットはパスフレーズで保護されています',
  passphraseAsk: '送信者から伝えられたパスフレーズを入力してください。',
  passphraseLabel: 'パスフレーズ',
  wrongPassphrase: 'パスフレーズが正しくありません。',
  tooManyAttemptsTitle: '試行回数が多すぎます',
  tooManyAttemptsText: 'パスフレーズの試行回数が多すぎます。1 分後にもう一度お試しください。',
  secretTitle: 'シークレット',
  secretLabel: 'シークレットの内容',
  copySecret: 'クリップボードにコピー',
  qrImageLabel: 'シークレットの QR コード',
  qrHoldsText: 'この QR コードには次のテキストが含まれています：',
  qrTextLabel: 'QR コードのテキスト',
  copyQrText: 'テキストをコピー',
  filesHeading: 'ファイル',
  downloadLinksNote:
    'ダウンロードリンクは数分間だけ有効です。新しいリンクが必要な場合は、このリンクをもう一度開いてください（閲覧回数が残っている場合）。',
  expiresAfter: {
    other:
      'このシークレットリンクは、あと {count} 回閲覧されるか、{time}が経過するか、いずれか早いほうで期限切れになります。',
  },
  withinMinutes: { other: '{count} 分' },
  withinHours: { other: '{count} 時間' },
  withinDays: { other: '{count} 日' },
  lastView: 'これが最後の閲覧でした。このシークレットはサーバーから削除されました。',
  deleteNow: 'このシークレットを今すぐ削除',
  goneTitle: 'シークレットを表示できません',
  goneHeading: 'このシークレットリンクは期限切れか、存在しません',
  goneText:
    'シークレットリンクは、閲覧回数か日数を使い切ったとき、または削除されたときに使えなくなります。まだ必要な場合は、送信者に新しいリンクを依頼してください。',
  formExpiredTitle: 'もう一度お試しください',
  formExpiredText:
    'このフォームは有効期限が切れています。前のページに戻り、ページを再読み込みしてからもう一度お試しください。',
  deleteTitle: 'このシークレットを削除しますか？',
  deleteText:
    '削除すると、シークレットはサーバーから消去されます。このリンクは誰も使えなくなり、元に戻すことはできません。',
  deleteConfirm: 'はい、シークレットを削除します',
  deleteKeep: '残しておく場合は、このページを閉じてください。まだ何も削除されていません。',
  deletedTitle: 'シークレットを削除しました',
  deletedText: 'シークレットを削除しました。このリンクはもう使えません。',
  notDeletedTitle: '削除されていません',
  notDeletedText: 'このシークレットは受信者が削除することはできません。',
};
