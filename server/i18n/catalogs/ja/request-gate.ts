import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'このリクエストは特定の 1 人だけのものです',
  emailAsk:
    'メールアドレスを入力してください。依頼者が選んだアドレスであれば、リクエストを開くコードをお送りします。',
  codeSent:
    '{email} がこのリクエストに回答できる場合、コードを送信しました。コードは {duration} 以内に 1 回だけ使えます。',
  networkText: 'このリクエストには、依頼者が選んだネットワークからのみ回答できます。',
  codeSubject: '{site} のリクエスト用コード',
  codeMail: '{site} で届いたリクエストに回答するためのコード: {code}',
  legend: '回答できる人',
  emailsLabel: 'これらのアドレスまたは @ドメインのみ回答可',
  emailsHint: 'カンマ区切り。回答する人は、メールで届くコードでアドレスを証明します。',
  emailUnavailable:
    'このサーバーはメールを送信しないため、アドレスを確認できません。代わりにメンバーまたはアドレス範囲を選んでください。',
  notAccepted: '次の入力を確認してください: アドレス、@ドメイン、または 192.0.2.0/24 のようなアドレス範囲。',
  auditAnsweredCode: '{email} が回答 (メールのコードで確認済み)',
  auditAnsweredMember: '{email} が回答 (サインイン済み)',
  auditAnsweredNetwork: '許可されたネットワークから回答',
  answeredByCode: '{email} が回答しました (メールのコードで確認済み)。',
  answeredBySignIn: '{email} が回答しました (サインイン済み)。',
};
