import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: '依頼',
  viewSubject: 'プッシュ「{name}」が閲覧されました',
  viewSentence: 'プッシュ「{name}」が閲覧されました。',
  viewedByCode: '{email} が開封（メールのコードで確認）。',
  viewedBySignIn: '{email} が開封（サインイン済み）。',
  failedPassphraseSubject: 'プッシュ「{name}」で誤ったパスフレーズが入力されました',
  failedPassphraseSentence: '誰かがプッシュ「{name}」で誤ったパスフレーズを入力しました。',
  expireSubject: 'プッシュ「{name}」は期限切れになりました',
  expireSentence:
    'プッシュ「{name}」は期限切れになりました。シークレットは削除され、リンクは使えなくなりました。',
  requestAnsweredSubject: '依頼「{name}」に回答がありました',
  requestAnsweredSentence: '依頼「{name}」に回答がありました。',
  testSubject: 'テスト通知',
  testSentence: 'これは通知ページから送信したテストです。プッシュに関する通知はここに届きます。',
  facts: '種類：{kind}。参照：{digest}。日時：{time}。',
  webhookLine: '{sentence}（{kind}、参照 {digest}）',
  dashboardLink: 'ダッシュボードを開く',
  why: 'これらのイベントの通知を希望されたため、このメールをお送りしています。設定は通知ページで変更できます。',
};
