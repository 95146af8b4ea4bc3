import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: 'サインイン',
  accountDeleted: 'アカウントとそのプッシュを削除しました。',
  signInIntro:
    'アカウントはこのサーバーの管理者が作成し、新しいユーザーそれぞれに招待リンクを送ります。アカウントをお持ちでない場合は、管理者に招待を依頼してください。',
  email: 'メールアドレス',
  password: 'パスワード',
  signInButton: 'サインイン',
  signInTooMany: 'サインインの試行回数が多すぎます。15 分待ってからもう一度お試しください。',
  signInNoMatch: 'このメールアドレスとパスワードに一致するアカウントはありません。',
  signInOr: 'または、メールアドレスとパスワードでサインイン：',
  passwordSignInOff: 'このサーバーではシングルサインオンでのみサインインできます。',
  tokenTitle: 'API トークン',
  tokenIntro:
    '{email} としてサインインしています。Secret Push 拡張機能や pwpush クライアントなどのツールは、API トークンを使ってあなたの名前でプッシュを作成します。',
  tokenReplaces:
    '新しいトークンを作成すると、現在のトークンは置き換えられます。古いトークンを使っているものはすべて動作しなくなります。',
  tokenCreate: '新しい API トークンを作成',
  tokenReplaceTitle: 'API トークンを置き換えますか？',
  tokenReplaceConfirm: 'はい、トークンを置き換えます',
  newTokenTitle: '新しい API トークン',
  newTokenOnce: 'このトークンは一度しか表示されません。今すぐコピーして、安全な場所に保管してください。',
  copyToken: 'トークンをコピー',
  newTokenAfter:
    '以前のトークンは使えなくなりました。このページを再読み込みしても、トークンは再表示されません。',
  accountTitle: 'アカウント',
  signedInAs: '{email} としてサインインしています。',
  yourApiToken: 'API トークン',
  passwordHeading: 'パスワードの変更',
  currentPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  passwordHint: {
    other: '{count} 文字以上にしてください。',
  },
  newPasswordAgain: '新しいパスワード（確認）',
  changePassword: 'パスワードを変更',
  languageHeading: '言語',
  languageText: 'サインインしている間は、どのコンピューターやブラウザーでもページがこの言語で表示されます。',
  languageLabel: 'ページの言語',
  followBrowser: 'ブラウザーの設定に従う',
  saveLanguage: '言語を保存',
  sessionsHeading: '他のセッション',
  sessionsText:
    'もう使っていない別のコンピューターやブラウザーでサインインしたままですか？ここ以外のすべての場所からサインアウトできます。',
  signOutOthers: '他のすべてのセッションからサインアウト',
  deleteHeading: 'アカウントの削除',
  deleteText:
    'アカウントと、作成した有効なプッシュがすべて削除され、それらのリンクはすぐに使えなくなります。API トークンも使えなくなります。この操作は元に戻せません。',
  confirmEmail: '確認のため、メールアドレスを入力してください',
  deleteButton: 'アカウントとプッシュを削除',
  passwordChanged: 'パスワードを変更しました。他のすべてのセッションからサインアウトしました。',
  sessionsEnded: '他のすべてのセッションからサインアウトしました。',
  languageSaved: '言語の設定を保存しました。',
  wrongPassword: '現在のパスワードが正しくありません。',
  tooManyAttempts: '試行回数が多すぎます。15 分待ってからもう一度お試しください。',
  newPasswordsDiffer: '2 つの新しいパスワードが一致しません。',
  wrongEmail: 'このアカウントのメールアドレスではありません。',
  lastAdmin:
    'あなたは唯一の管理者です。あなたがいなくなると、ユーザーを招待したり管理したりできる人がいなくなります。先に「管理」ページで別のユーザーを管理者にしてください。',
  unknownLanguage: '一覧から言語を選んでください。',
  passwordTooShort: {
    other: 'パスワードは {count} 文字以上にしてください。',
  },
  passwordTooLong: {
    other: 'パスワードは {count} 文字以内にしてください。',
  },
  setupTitle: 'Secret Push のセットアップ',
  setupIntro:
    'このサーバーにはまだユーザーがいません。最初の管理者を作成してください。その後、チームの他のメンバーを招待できます。',
  invitationTitle: 'アカウントの作成',
  invitationIntro:
    '{email} としてこのサーバーに招待されています。パスワードを決めて、アカウントを作成してください。',
  passwordAgain: 'パスワード（確認）',
  createAdmin: '管理者を作成',
  createAccount: 'アカウントを作成',
  badEmail: 'name@example.com のようなメールアドレスを入力してください。',
  passwordsDiffer: '2 つのパスワードが一致しません。',
  emailTaken: 'このメールアドレスのアカウントはすでにあります。そのアカウントでサインインしてください。',
  linkGoneTitle: '無効なリンク',
  linkGoneHeading: 'このリンクは無効です',
  linkGoneText:
    'すでに使用されたか、期限が切れたか、取り消された可能性があります。管理者に新しいリンクを依頼してください。',
};
