import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: '本人確認',
  emailHeading: 'このシークレットは受信者専用です',
  emailAsk:
    'メールアドレスを入力してください。送信者が指定したアドレスであれば、シークレットを開くコードをお送りします。',
  emailLabel: 'メールアドレス',
  sendCode: 'コードを送信',
  codeHeading: 'メールに届いたコードを入力',
  codeSent:
    '{email} がこのシークレットを開けるアドレスであれば、コードを送信しています。コードは {duration} 以内に一度だけ使えます。',
  codeLabel: 'コード',
  openWithCode: '続ける',
  wrongCode: 'コードが間違っているか、期限切れです。',
  otherAddress: '別のアドレスを使う',
  tooManyTitle: '試行回数が多すぎます',
  tooManyText: 'コードの要求または入力が多すぎます。しばらくしてからもう一度お試しください。',
  networkTitle: 'ここからは利用できません',
  networkText: 'このシークレットは、送信者が指定したネットワークからのみ開けます。',
  codeSubject: '{site} のシークレット用コード',
  codeMail: '{site} で共有されたシークレットを開くコード: {code}',
  codeMailWorks: '{duration} 以内に一度だけ使えます。',
  codeMailNotYou: '心当たりがない場合は、このメールを無視してください。',
  legend: '受信者',
  emailsLabel: 'これらのアドレスまたは @ドメインのみ開封可能',
  emailsHint: 'カンマ区切り。受信者は送られたコードでアドレスを証明します。',
  mailLinkLabel: 'これらのアドレスにシークレットリンクもメールで送る',
  mailLinkHint:
    '上の完全なアドレス（@ドメインを除く）それぞれに、受信者の言語で個別のメールでリンクが届きます。',
  mailLinkNoAddress:
    'リンクをメールで送るには、上に完全なアドレス（name@example.com）を少なくとも 1 件入力してください。@ドメインにはメールボックスがありません。',
  membersLabel: 'このサーバーにサインインしたメンバーのみ',
  networksLabel: 'これらのアドレス範囲からのみ',
  networksHint: '192.0.2.0/24 のような IPv4 または IPv6 の CIDR 範囲をカンマ区切りで。',
  burnLabel: 'この回数だけコードやパスフレーズを間違えたら失効させる',
  auditPassedCode: '{email} が開封（メールのコードで確認）',
  auditPassedMember: '{email} が開封（サインイン済み）',
  auditPassedNetwork: '許可されたネットワークから開封',
  auditRefused: 'アクセス制限により拒否',
  memberText: 'このサーバーのメンバーのみ開けます。サインインすると、ここに戻ります。',
};
