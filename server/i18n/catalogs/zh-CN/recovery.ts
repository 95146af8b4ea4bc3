import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: '忘记密码？',
  signUpLink: '还没有账户？注册',
  changeEmailLink: '更改电子邮箱地址',

  sendLink: '发送链接',
  backToSignIn: '返回登录',
  tooManyRequests: '针对此地址或来自您网络的请求过多。请等待一小时后重试。',
  checkMailTitle: '请查收邮件',
  noMailArrived: '没有收到？请查看垃圾邮件文件夹，或过几分钟后重新申请。',

  resetTitle: '重置密码',
  resetIntro: '输入您账户的电子邮箱地址，我们会向您发送一个用于设置新密码的链接。',
  resetSent:
    '如果 {email} 在此有账户，用于设置新密码的链接已在发送途中。该链接只能使用一次，有效期为 {duration}。',
  resetNoMailTitle: '未设置密码重置',
  resetNoMail:
    '此服务器不发送电子邮件，因此无法向您发送重置链接。请让管理员为您设置新密码：管理员可以在服务器上使用您的电子邮箱地址运行 {command}。',
  resetOffTitle: '没有可重置的密码',
  resetOff: '此服务器仅支持通过单点登录进行登录，因此这里没有可重置的密码。如果无法登录，请联系管理员。',
  newPasswordTitle: '设置新密码',
  newPasswordIntro: '用于账户 {email}。保存后，您将在所有已登录的地方退出登录。',
  saveNewPassword: '保存新密码',
  resetDoneTitle: '密码已更改',
  resetDone: '请使用新密码登录。您已在其他所有地方退出登录。',
  resetLinkGone: '此重置链接无法识别、已被使用或已超过一小时。此外，每次新的申请都会取代之前发送的链接。',
  askAgain: '重新申请链接',

  signUpTitle: '注册',
  signUpIntro: '输入您的电子邮箱地址，我们会向您发送一个链接，用于确认地址并设置密码。',
  signUpAddressRefused: '此服务器只接受部分电子邮箱地址注册，此地址不在其中。请向管理员索取邀请。',
  signUpSent: '我们已向 {email} 发送邮件。请在 {duration}内打开其中的链接以继续。',
  signUpOffTitle: '无法注册',
  signUpOff: '此服务器不允许用户自行注册。请向管理员索取邀请。',
  signUpNoMail:
    '注册需要电子邮件，但此服务器不发送电子邮件。请向管理员索取邀请：管理员可以在管理页面创建邀请，并把链接转交给您。',
  signUpConfirmTitle: '设置密码',
  signUpConfirmIntro: '您的地址 {email} 已确认。请设置密码以创建账户。',
  signUpTakenTitle: '您已有账户',
  signUpTaken: '已有使用此地址的账户。请重置其密码后登录。',
  signUpDoneTitle: '您的账户已就绪',
  signUpDone: '请使用您的电子邮箱地址和所设置的密码登录。',
  signUpLinkGone: '此注册链接无法识别、已被使用或已超过一天。',
  signUpAgain: '重新注册',

  emailChangeTitle: '更改电子邮箱地址',
  emailChangeIntro: '您的地址是 {email}。我们会向新地址发送一个链接；打开该链接后即完成更改。',
  newEmail: '新电子邮箱地址',
  sameEmail: '这已经是您的地址。',
  emailChangeSent: '我们已向 {email} 发送链接。请在 {duration}内打开该链接，您的地址随即更改。',
  emailChangeSso: '您通过单点登录进行登录，您的电子邮箱地址由身份提供商管理。请在那里更改。',
  emailChangeNoMail:
    '此服务器不发送电子邮件，因此无法确认新地址。请联系管理员：管理员可以在管理页面邀请新地址，作为新账户。',
  emailConfirmTitle: '确认新的电子邮箱地址',
  emailConfirmIntro: '要将账户地址从 {old} 更改为 {new} 吗？',
  emailConfirmButton: '更改地址',
  emailTaken: '另一个账户已在使用 {email}，因此地址未更改。',
  emailChangedTitle: '电子邮箱地址已更改',
  emailChanged: '您的账户地址现在是 {email}。今后请使用它登录。',
  emailLinkGone: '此确认链接无法识别、已被使用或已超过一天。',
  backToAccount: '返回您的账户',

  inviteTextMailed:
    '邀请是只供一个人使用的链接，有效期为 {duration}：对方可通过它设置密码并登录。邀请将发送到对方的电子邮件地址。',
  sendInvitation: '发送邀请',
  invitationMailed: '邀请正在发送至 {email}。',
  invitationMailedLink: '如果您想亲自转交，这里也附上链接。此链接只显示一次。',
};
