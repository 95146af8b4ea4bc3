import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: '使用 {name} 登录',
  signInWithProvider: '使用单点登录',
  refusedTitle: '单点登录',
  refusedHeading: '未能登录',
  refusedDomain: '{domain} 的地址无法在此登录。请使用您所在组织的账户登录，或询问管理员哪些地址可以登录。',
  refusedUnverified:
    '您的身份提供商未确认您的电子邮箱地址，因此无法将其与此处的账户匹配。请在身份提供商处确认该地址，然后重试。',
  refusedNoAccount: '此处没有 {email} 的账户。请让管理员邀请您。',
  refusedState: '此次登录不是在此浏览器中发起的，或其链接在传递途中被更改。请从登录页面重新开始。',
  refusedReplayed: '此次登录已被使用。如果您尚未登录，请从登录页面重新开始。',
  refusedExpired: '此次登录用时超过 10 分钟，已失效。请从登录页面重新开始。',
  refusedByProvider: '您的身份提供商未让您登录：登录在身份提供商处被取消或拒绝。',
  providerDown: '目前无法连接到您的身份提供商。请几分钟后重试；如果问题持续出现，请告知管理员。',
  providerError: '无法验证您的身份提供商返回的响应，因此您未能登录。请重试；如果问题持续出现，请告知管理员。',
  backToSignIn: '返回登录',
};
