import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} からシークレットが届いています',
  heading: '{sender} から {site} 経由でシークレットが送られました。',
  findLinkBelow: 'シークレットリンクは下記のとおりです。',
  openLink: 'シークレットリンクを開く',
  expires: {
    other: 'このリンクは {duration}、または閲覧 {count} 回のいずれか早いほうで失効します。',
  },
  passphrase:
    'パスフレーズの入力を求められます。パスフレーズは {sender} から別の方法で伝えられ、このメールに記載されることはありません。',
  deletable: '読んだ後、ご自身で削除できます。',
  notExpected:
    '{sender} からのシークレットにお心当たりがない場合は、リンクを開く前に別の方法で確認してください。',
};
