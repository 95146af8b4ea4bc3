import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: '您的密码已更改',
  noticePassword: '您在 {site} 上的账户 {email} 的密码已于 {time} 更改。',
  noticeSecondFactorOnSubject: '已开启双因素身份验证',
  noticeSecondFactorOn:
    '您在 {site} 上的账户 {email} 已于 {time} 开启双因素身份验证。现在登录时，除密码外还需要输入身份验证器应用中的验证码。',
  noticeSecondFactorOffSubject: '已关闭双因素身份验证',
  noticeSecondFactorOff:
    '您在 {site} 上的账户 {email} 已于 {time} 关闭双因素身份验证。现在登录时只需输入密码。',
  noticeSecondFactorRemovedSubject: '管理员已关闭您的双因素身份验证',
  noticeSecondFactorRemoved:
    '{site} 的管理员已于 {time} 关闭您的账户 {email} 的双因素身份验证。现在登录时只需输入密码。',
  noticeSetUpAgain: '您可以在账户页面重新设置。',
  accountLinkLabel: '打开账户页面',
  noticeRemovedNotAsked: '如果这不是您要求的，请联系您的管理员。',
  noticeSecondFactorFailuresSubject: '您的账户收到了错误的双因素验证码',
  noticeSecondFactorFailures:
    '您在 {site} 上的账户 {email} 在输入正确密码后，多次输入了错误的双因素验证码，最后一次在 {time}。',
  noticeEmailSubject: '您的电子邮箱地址已更改',
  noticeEmail:
    '您在 {site} 上的账户 {email} 的电子邮箱地址已于 {time} 更改。此后与该账户相关的邮件将发送到新地址。',
  noticeNotYou: '如果这不是您本人的操作，可能有他人知道您的密码：请立即重置密码并告知您的管理员。',
  noticeEmailNotYou: '如果这不是您本人的操作，请立即告知您的管理员：此地址已无法再用于重置密码。',
  resetLinkLabel: '重置密码',
  linkWorksOnce: '此链接只能使用一次，有效期为 {duration}。',
  resetSubject: '重置您在 {site} 上的密码',
  resetIntro: '有人（可能是您本人）请求重置您在 {site} 上的账户 {email} 的密码。',
  resetButton: '设置新密码',
  resetNotYou: '如果您没有提出此请求，请忽略此邮件：您的密码将保持不变。',
  invitationSubject: '{inviter} 邀请您加入 {site} 上的 {name}',
  invitationIntro:
    '{inviter} 邀请您在 {site} 上创建账户 {email}。这是一个 Secret Push 服务器，可通过会过期的链接分享密码和其他机密信息。',
  invitationAdminIntro: '您将成为其管理员之一。',
  invitationButton: '接受邀请',
  invitationWorksUntil: '此链接只能使用一次，有效期至 {time}。',
  invitationNotYou: '如果您没有预料到此邀请，请忽略此邮件。',
  signupSubject: '确认您在 {site} 上的注册',
  signupIntro: '有人（可能是您本人）使用此地址申请了 {site} 上的账户。',
  signupButton: '确认并设置密码',
  signupNotYou: '如果这不是您本人的操作，请忽略此邮件：不会创建任何账户。',
  signupExistingSubject: '您已在 {site} 上拥有账户',
  signupExistingIntro:
    '有人（可能是您本人）尝试使用此地址在 {site} 上注册，但此地址已有账户。如果您忘记了密码，请重置密码后登录。',
  signInButton: '登录',
  signupExistingNotYou: '如果这不是您本人的操作，请忽略此邮件：您的账户没有任何变化。',
  emailChangeSubject: '确认您在 {site} 上的新电子邮箱地址',
  emailChangeIntro: '您已请求将您在 {site} 上的账户的电子邮箱地址从 {email} 更改为此地址。',
  emailChangeButton: '确认新地址',
  emailChangeNotYou: '如果您没有提出此请求，请忽略此邮件：地址将保持不变。',
};
