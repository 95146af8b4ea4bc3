import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'パスワードをお忘れですか？',
  signUpLink: 'アカウントをお持ちでないですか？サインアップ',
  changeEmailLink: 'メールアドレスを変更',
  sendLink: 'リンクを送信',
  backToSignIn: 'サインインに戻る',
  tooManyRequests:
    'このアドレスへの、またはお使いのネットワークからのリクエストが多すぎます。1 時間待ってからもう一度お試しください。',
  checkMailTitle: 'メールを確認してください',
  noMailArrived: '届かない場合は、迷惑メールフォルダーを確認するか、数分後にもう一度リクエストしてください。',
  resetTitle: 'パスワードのリセット',
  resetIntro:
    'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  resetSent:
    '{email} のアカウントがある場合は、新しいパスワードを設定するためのリンクをお送りしています。リンクは 1 回だけ、{duration}以内に使えます。',
  resetNoMailTitle: 'パスワードのリセットは設定されていません',
  resetNoMail:
    'このサーバーはメールを送信しないため、リセット用のリンクを送れません。新しいパスワードの設定を管理者に依頼してください。管理者はサーバー上で、あなたのメールアドレスを指定して {command} を実行できます。',
  resetOffTitle: 'リセットするパスワードはありません',
  resetOff:
    'このサーバーではシングルサインオンでのみサインインするため、リセットするパスワードはありません。サインインできない場合は、管理者にお問い合わせください。',
  newPasswordTitle: '新しいパスワードの設定',
  newPasswordIntro:
    'アカウント {email} のパスワードです。保存すると、サインインしているすべての場所からサインアウトします。',
  saveNewPassword: '新しいパスワードを保存',
  resetDoneTitle: 'パスワードを変更しました',
  resetDone: '新しいパスワードでサインインしてください。他のすべての場所からサインアウトしました。',
  resetLinkGone:
    'このリセット用リンクは不明か、すでに使用されたか、発行から 1 時間以上経っています。また、新しくリクエストするたびに、それまでに送信したリンクは無効になります。',
  askAgain: '新しいリンクをリクエスト',
  signUpTitle: 'サインアップ',
  signUpIntro:
    'メールアドレスを入力してください。アドレスを確認してパスワードを設定するためのリンクをお送りします。',
  signUpAddressRefused:
    'このサーバーは一部のメールアドレスからのサインアップのみ受け付けており、このアドレスは対象外です。管理者に招待を依頼してください。',
  signUpSent:
    '{email} にメールを送信しました。続けるには、{duration}以内にメール内のリンクを開いてください。',
  signUpOffTitle: 'サインアップはできません',
  signUpOff: 'このサーバーでは、自分でサインアップすることはできません。管理者に招待を依頼してください。',
  signUpNoMail:
    'サインアップにはメールが必要ですが、このサーバーはメールを送信しません。管理者に招待を依頼してください。管理者は「管理」ページで招待を作成し、そのリンクを渡すことができます。',
  signUpConfirmTitle: 'パスワードの設定',
  signUpConfirmIntro:
    'メールアドレス {email} を確認しました。パスワードを決めて、アカウントを作成してください。',
  signUpTakenTitle: 'アカウントはすでにあります',
  signUpTaken:
    'このアドレスのアカウントはすでにあります。サインインするには、パスワードをリセットしてください。',
  signUpDoneTitle: 'アカウントの準備ができました',
  signUpDone: 'メールアドレスと、設定したパスワードでサインインしてください。',
  signUpLinkGone: 'このサインアップ用リンクは不明か、すでに使用されたか、発行から 1 日以上経っています。',
  signUpAgain: 'もう一度サインアップ',
  emailChangeTitle: 'メールアドレスの変更',
  emailChangeIntro:
    '現在のアドレスは {email} です。新しいアドレスにリンクを送信します。そのリンクを開くとアドレスが変更されます。',
  newEmail: '新しいメールアドレス',
  sameEmail: 'これはすでにあなたのアドレスです。',
  emailChangeSent: '{email} にリンクを送信しました。{duration}以内にリンクを開くと、アドレスが変更されます。',
  emailChangeSso:
    'シングルサインオンでサインインしているため、メールアドレスは ID プロバイダーが管理しています。そちらで変更してください。',
  emailChangeNoMail:
    'このサーバーはメールを送信しないため、新しいアドレスを確認できません。管理者にご相談ください。管理者は「管理」ページから、新しいアドレスを新しいアカウントとして招待できます。',
  emailConfirmTitle: '新しいメールアドレスの確認',
  emailConfirmIntro: 'アカウントのアドレスを {old} から {new} に変更しますか？',
  emailConfirmButton: 'アドレスを変更',
  emailTaken: '{email} はすでに別のアカウントで使われているため、アドレスは変更されませんでした。',
  emailChangedTitle: 'メールアドレスを変更しました',
  emailChanged: 'アカウントのアドレスは {email} になりました。今後はこのアドレスでサインインしてください。',
  emailLinkGone: 'この確認用リンクは不明か、すでに使用されたか、発行から 1 日以上経っています。',
  backToAccount: 'アカウントに戻る',
  inviteTextMailed:
    '招待は 1 人のためのリンクで、有効期間は {duration}です。このリンクからパスワードを設定してサインインできます。招待は相手のメールアドレスに送信されます。',
  sendInvitation: '招待を送信',
  invitationMailed: '{email} に招待を送信しています。',
  invitationMailedLink:
    'ご自身で渡したい場合のために、リンクもここに表示します。表示されるのはこの 1 回だけです。',
};
