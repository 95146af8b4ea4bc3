import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: '拡張機能のサインイン',
  authorizeQuestion: '{name} の Secret Push 拡張機能に、アカウント {email} の使用を許可しますか？',
  authorizeWhat:
    'このブラウザー専用のトークンが発行され、拡張機能はそれを使ってプッシュの作成、一覧表示、失効を行います。このトークンは API トークンのページでいつでも取り消せます。',
  authorizeOnlyIfYou: '拡張機能で「サインイン」を選んだ直後の場合にのみ許可してください。',
  allow: '許可する',
  cancel: 'キャンセル',
  badRequestTitle: '無効なサインイン要求',
  badRequestText:
    '拡張機能からのサインイン要求が不完全か無効なため、拡張機能には何も返していません。拡張機能の設定からやり直してください。',

  browsersHeading: '拡張機能でサインインしているブラウザー',
  browsersIntro:
    'Secret Push 拡張機能でサインインしたブラウザーには、それぞれ専用のトークンがあります。トークンを取り消すと、そのブラウザーはサインアウトされます。API トークンとほかのブラウザーは引き続き使えます。',
  browsersNone:
    'サインインしているブラウザーはありません。追加するには、拡張機能の設定で「サインイン」を選んでください。',
  browserSignedIn: 'サインイン日時：{time}',
  browserLastUsed: '最終使用：{time}',
  browserNeverUsed: '未使用',
  revoke: '取り消す',
  revokeLabel: '取り消す（{name} のトークン）',
  revoked: 'ブラウザーのトークンを取り消しました。そのブラウザーの拡張機能はサインアウトされています。',
  unknownBrowserTitle: 'ブラウザーのトークンが見つかりません',
  unknownBrowserText: 'この ID のブラウザートークンはありません。すでに取り消された可能性があります。',
};
