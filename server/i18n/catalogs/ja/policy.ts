import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'このサーバーはサインインしたユーザーからのプッシュのみを受け付けます。プッシュするにはサインインしてください。',
  passphraseRequired: 'このサーバーではここにパスフレーズが必要です。最小の長さ: {min}。',
  sealedRequired:
    'このサーバーはこの種類のプッシュを封印済み（エンドツーエンド暗号化）のもののみ受け付けます。',
  optionRequired: 'このサーバーではこのオプションが必須です。',
  gateRequiredAny:
    'このサーバーではゲートが必須です。受信者のメールアドレスを指定するか、リンクをメンバーのみに限定するか、アドレス範囲を指定してください。',
  gateRequiredEmail:
    'このサーバーでは受信者のメールアドレスが必須です。リンクを開けるのはその受信者だけです。',
  gateRequiredMember:
    'このサーバーでは、サインインしたメンバーだけがリンクを開けるようにする必要があります。',
  lifeInHours: 'このサーバーで許可される有効期間（時間）: {min}〜{max}。',
  mailDomains: 'リンクをメールで送れるのは次のドメインのアドレスのみです: {domains}。',
  textAnswersOff: 'このサーバーではテキストのプッシュが無効になっているため、ファイルでのみ回答できます。',
};
