import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'パスワードが変更されました',
  noticePassword: '{site} のアカウント {email} のパスワードが {time} に変更されました。',
  noticeSecondFactorOnSubject: '2 段階認証が有効になりました',
  noticeSecondFactorOn:
    '{site} のアカウント {email} で、{time} に 2 段階認証が有効になりました。今後のサインインでは、パスワードに加えて認証アプリのコードが求められます。',
  noticeSecondFactorOffSubject: '2 段階認証が無効になりました',
  noticeSecondFactorOff:
    '{site} のアカウント {email} で、{time} に 2 段階認証が無効になりました。今後のサインインでは、パスワードのみが求められます。',
  noticeSecondFactorRemovedSubject: '管理者が 2 段階認証を無効にしました',
  noticeSecondFactorRemoved:
    '{site} の管理者が、{time} にアカウント {email} の 2 段階認証を無効にしました。今後のサインインでは、パスワードのみが求められます。',
  noticeSetUpAgain: '2 段階認証はアカウントページから再度設定できます。',
  accountLinkLabel: 'アカウントページを開く',
  noticeRemovedNotAsked: 'ご自身で依頼したものでない場合は、管理者にお問い合わせください。',
  noticeSecondFactorFailuresSubject: 'アカウントで誤った 2 段階認証コードが入力されました',
  noticeSecondFactorFailures:
    '{site} のアカウント {email} で、正しいパスワードの後に誤った 2 段階認証コードが何度か入力されました（最後は {time}）。',
  noticeEmailSubject: 'メールアドレスが変更されました',
  noticeEmail:
    '{site} のアカウント {email} のメールアドレスが {time} に変更されました。今後、このアカウントに関するメールは新しいアドレスに届きます。',
  noticeNotYou:
    'お心当たりがない場合は、他の人があなたのパスワードを知っている可能性があります。今すぐパスワードをリセットし、管理者に知らせてください。',
  noticeEmailNotYou:
    'お心当たりがない場合は、今すぐ管理者に知らせてください。このアドレスではパスワードをリセットできなくなっています。',
  resetLinkLabel: 'パスワードをリセット',
  linkWorksOnce: 'このリンクは 1 回だけ、{duration}有効です。',
  resetSubject: '{site} のパスワードのリセット',
  resetIntro:
    'どなたか（おそらくご本人）が、{site} のアカウント {email} のパスワードのリセットをリクエストしました。',
  resetButton: '新しいパスワードを設定',
  resetNotYou: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  invitationSubject: '{inviter} さんから {site} の {name} への招待',
  invitationIntro:
    '{inviter} さんから、期限付きのリンクでパスワードなどのシークレットを共有できる Secret Push サーバー、{site} でアカウント {email} を作成するよう招待されています。',
  invitationAdminIntro: 'あなたはこのサーバーの管理者の 1 人になります。',
  invitationButton: '招待を承諾',
  invitationWorksUntil: 'このリンクは 1 回だけ、{time} まで有効です。',
  invitationNotYou: 'この招待にお心当たりがない場合は、このメールを無視してください。',
  signupSubject: '{site} への登録の確認',
  signupIntro: 'どなたか（おそらくご本人）が、このアドレスで {site} のアカウントをリクエストしました。',
  signupButton: '確認してパスワードを設定',
  signupNotYou: 'お心当たりがない場合は、このメールを無視してください。アカウントは作成されません。',
  signupExistingSubject: '{site} のアカウントはすでにあります',
  signupExistingIntro:
    'どなたか（おそらくご本人）が、このアドレスで {site} に登録しようとしましたが、このアドレスのアカウントはすでにあります。パスワードがわからない場合は、リセットしてからサインインしてください。',
  signInButton: 'サインイン',
  signupExistingNotYou:
    'お心当たりがない場合は、このメールを無視してください。アカウントには何も変更はありません。',
  emailChangeSubject: '{site} の新しいメールアドレスの確認',
  emailChangeIntro:
    '{site} のアカウントのメールアドレスを、{email} からこのアドレスに変更するリクエストを受け付けました。',
  emailChangeButton: '新しいアドレスを確認',
  emailChangeNotYou: 'お心当たりがない場合は、このメールを無視してください。アドレスは変更されません。',
};
