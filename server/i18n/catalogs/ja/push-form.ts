import type { AreaMessages } from '../../catalog.ts';

export const pushForm: AreaMessages<'pushForm'> = {
  title: 'シークレットを共有',
  titleRefused: 'フォームを確認してください · シークレットを共有',
  titleFiles: 'ファイルを共有',
  heading: '有効期限付きのリンクでシークレットを共有できます',
  refused: 'プッシュされませんでした。下の印の付いた項目を確認してください。',
  filesNeedSignIn:
    'ファイルをプッシュできるのはサインインしたユーザーだけです。ファイルをプッシュするには{link}。',
  filesSignInLink: 'サインインしてください',
  createNeedsSignIn:
    'このサーバーでシークレットリンクを作成できるのは、このサーバーのユーザーだけです。作成するには{link}。',
  createSignInLink: 'サインインしてください',
  openLinkInstead: 'シークレットリンクを受け取った場合は、そのリンクを開いてください。',
  kindNav: '種類',
  urlLabel: 'URL',
  qrLabel: 'QR コードにするテキスト',
  messageLabel: 'メッセージ（任意）',
  secretLabel: 'シークレット',
  filesLabel: 'ファイル',
  filesHint: { other: '最大 {count} 個、1 ファイルあたり {size} まで。' },
  dropHint: 'またはここにファイルをドロップしてください。',
  filesAgain:
    'ファイルをもう一度選んでください。フォームが受け付けられなかった場合、ブラウザーはファイルを保持できません。',
  uploading: 'アップロード中',
  expireAfter: '有効期間',
  orViews: 'または閲覧回数',
  expiryHint: {
    other:
      'リンクは、この期間が過ぎるか、閲覧回数（{min}～{count} 回）に達するか、どちらか早いほうで無効になります。',
  },
  minutes: { other: '{count} 分' },
  hours: { other: '{count} 時間' },
  days: { other: '{count} 日' },
  weeks: { other: '{count} 週間' },
  months: { other: '{count} か月' },
  passphraseLabel: 'パスフレーズ（任意）',
  generate: '生成',
  passphraseHint: 'パスフレーズはリンクとは別の経路で送ってください。',
  retrievalStep: '取得ステップ（リンクのプレビューで閲覧回数を消費しません）',
  deletable: '受信者が読んだ後に削除できる',
  moreOptions: 'その他のオプション',
  nameLabel: '名前（自分にだけ表示）',
  noteLabel: 'メモ（自分にだけ表示）',
  recipientLanguage: '受信者の言語',
  recipientBrowserLanguage: '受信者のブラウザーの言語',
  recipientLanguageHint: 'シークレットリンクはこの言語で開きます。',
  linkMailLabel: 'リンクをメールで送信（任意）',
  linkMailHint: {
    other:
      'アドレスは最大 {count} 件、カンマ区切りで入力します。各アドレスに個別のメールでリンクだけが届きます。言語は下で選んだ受信者の言語、選ばない場合はご自分の言語です。',
  },
  linkMailCommas: 'アドレスはカンマ 1 つずつで区切り、最後はアドレスで終えてください。',
  linkMailDuplicates: '同じアドレスが 2 回入力されています。',
  linkMailTooMany: {
    other: 'リンクをメールで送信できるのは最大 {count} 件のアドレスまでです。',
  },
  linkMailInvalid: 'アドレスを確認してください。各アドレスは name@example.com の形式である必要があります。',
  linkMailUnavailable:
    'このサーバーはリンクをメールで送信しません。アドレスを削除すれば、メールなしでプッシュできます。',
  linkMailSignIn: 'リンクをメールで送信するにはサインインしてください。',
  linkMailSealed:
    '封印したプッシュのリンクにはキーが含まれています。このサーバーはそのキーを目にしないため、リンクをメールで送信できません。リンクはご自身で送るか、封印せずにプッシュしてください。',
  linkMailDailyCap:
    '本日は、このサーバーで許可されている件数のリンクをすでにメールで送信しました。このリンクはご自身で送るか、明日もう一度お試しください。',
  linkMailSent: {
    other: 'シークレットリンクを {count} 件のアドレスにメールで送信しました。',
  },
  sealedLabel: '封印（エンドツーエンド暗号化）',
  sealedHint:
    '送信前にこのブラウザーで暗号化します。サーバーがシークレットを目にすることはなく、そのキーはシークレットリンクの中にしかありません。',
  sealedHintFiles:
    '何かを送信する前に、このブラウザーで暗号化します。サーバーがメッセージ、ファイル、ファイル名を目にすることはなく、キーはシークレットリンクの中にしかありません。',
  sealedNotForQr:
    'QR コードのプッシュは封印できません。コードを描くために、サーバーがテキストを読む必要があるためです。',
  sealedNotForUrl:
    'URL のプッシュは封印できません。その URL へ転送するために、サーバーが URL を読む必要があるためです。',
  sealedNeedsScript:
    '封印するプッシュはこのページのスクリプトが封印しますが、スクリプトが実行されませんでした。プッシュされていません。ページを再読み込みして、もう一度プッシュしてください。',
  submit: 'プッシュ',
  sizeKb: '{size} KB',
  sizeMb: '{size} MB',
  viewsBetween: '閲覧回数は {min}～{max} の範囲で指定してください。',
  chooseOfferedTime: '表示されている期間から選んでください。',
  longestTime: '表示されている期間から選んでください（最長 {time}）。',
  enterUrl: 'プッシュする URL を入力してください。',
  urlNotHttp: 'URL のプッシュには http:// または https:// で始まるアドレスが必要です。',
  urlControlCharacters: 'URL に制御文字（改行など）を含めることはできません。',
  enterQrText: 'QR コードにするテキストを入力してください。',
  enterSecret: 'プッシュするシークレットを入力してください。',
  qrTooManyCharacters: '長すぎます。QR コードのプッシュに入れられるのは最大 {max} 文字です。',
  qrNotUnicode: 'QR コードにするには、テキストが有効な Unicode である必要があります。',
  qrTooManyBytes:
    'QR コードには長すぎます。上限は UTF-8 で {max} バイトですが、このテキストは {count} バイトです。',
  secretTooLarge: 'シークレットが大きすぎます。上限は {max} 文字です。',
  kindDisabled: '「{kind}」のプッシュは無効になっています。',
  tooManyFiles: { other: '1 回のプッシュに添付できるファイルは最大 {count} 個です。' },
  fileTooLarge: '{name} は大きすぎます。1 ファイルの上限は {size} です。',
  filesOnlyForFilePushes: 'ファイルを添付できるのはファイルのプッシュだけです。',
  filesOff: 'このサーバーではファイルをプッシュできません。',
  filesNotStored:
    '現在ファイルを保存できなかったため、何も送信されていません。ファイルを選び直して、数分後にもう一度お試しください。',
  chooseFile: 'ファイルを 1 つ以上選んでください。',
  notAccepted: 'この値は受け付けられません。',
  tooLargeTitle: 'サイズ超過',
  tooLargeText: '送信された内容が大きすぎます。',
  tooManyFields: { other: 'フォームの項目数が {count} を超えています。' },
  notUnderstoodTitle: '読み取れません',
  notUnderstoodText: '送信された内容を読み取れませんでした。',
  scriptTooManyFiles: {
    other: '1 回のプッシュで送れるファイルは最大 {max} 個ですが、{count} 個選ばれています。',
  },
  scriptFileTooLarge: '{name} は {size} です。1 ファイルの上限は {max} です。',
  scriptFileChosen: '{name}（{size}）',
  scriptProgress: '{loaded} / {total} · {percent}',
  scriptUploadFailed: 'アップロードに失敗しました。接続を確認して、もう一度プッシュしてください。',
  scriptSealing: '封印中',
  scriptSealedTooLong:
    '長すぎて封印できません。封印するとこのテキストは {count} 文字になりますが、1 回のプッシュに入れられるのは最大 {max} 文字です。',
  scriptSealedFileTooLarge:
    '{name} は {size} で、封印すると {sealed} になります。1 ファイルの上限は {max} です。',
  scriptSealFailed: 'このブラウザーで封印できませんでした。何も送信されていません。',
};
