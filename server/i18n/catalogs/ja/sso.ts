import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: '{name} でサインイン',
  signInWithProvider: 'シングルサインオンでサインイン',
  refusedTitle: 'シングルサインオン',
  refusedHeading: 'サインインできませんでした',
  refusedDomain:
    '{domain} のアドレスではここにサインインできません。組織のアカウントでサインインするか、サインインできるアドレスを管理者に確認してください。',
  refusedUnverified:
    'ID プロバイダーがメールアドレスを確認していないため、ここのアカウントと照合できません。プロバイダーでアドレスを確認してから、もう一度お試しください。',
  refusedNoAccount: '{email} のアカウントはここにはありません。管理者に招待を依頼してください。',
  refusedState:
    'このサインインはこのブラウザーで開始されたものではないか、途中でリンクが変更されています。サインインページからやり直してください。',
  refusedReplayed:
    'このサインインはすでに使用されています。サインインできていない場合は、サインインページからやり直してください。',
  refusedExpired:
    'このサインインは 10 分以上かかったため、期限が切れました。サインインページからやり直してください。',
  refusedByProvider:
    'ID プロバイダーでサインインが完了しませんでした。プロバイダー側でキャンセルまたは拒否されています。',
  providerDown:
    '現在 ID プロバイダーに接続できません。数分後にもう一度お試しください。繰り返し発生する場合は、管理者に連絡してください。',
  providerError:
    'ID プロバイダーからの応答を検証できなかったため、サインインしていません。もう一度お試しください。繰り返し発生する場合は、管理者に連絡してください。',
  backToSignIn: 'サインインに戻る',
};
