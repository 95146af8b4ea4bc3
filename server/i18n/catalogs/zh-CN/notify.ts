import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: '请求',
  viewSubject: '您的分享“{name}”已被查看',
  viewSentence: '您的分享“{name}”已被查看。',
  viewedByCode: '由 {email} 打开，已通过邮件代码验证。',
  viewedBySignIn: '由 {email} 打开（已登录）。',
  failedPassphraseSubject: '有人为您的分享“{name}”输入了错误的密码短语',
  failedPassphraseSentence: '有人为您的分享“{name}”输入了错误的密码短语。',
  expireSubject: '您的分享“{name}”已失效',
  expireSentence: '您的分享“{name}”已失效：其秘密信息已删除，链接无法再打开。',
  requestAnsweredSubject: '您的请求“{name}”已收到回复',
  requestAnsweredSentence: '您的请求“{name}”已收到回复。',
  testSubject: '测试通知',
  testSentence: '这是从您的通知页面发送的测试：有关您分享的通知会发送到这里。',
  facts: '类型：{kind}。参考编号：{digest}。时间：{time}。',
  webhookLine: '{sentence}（{kind}，参考编号 {digest}）',
  dashboardLink: '打开仪表板',
  why: '您收到此邮件，是因为您要求在发生这些事件时通知您。您可以在通知页面更改此设置。',
};
