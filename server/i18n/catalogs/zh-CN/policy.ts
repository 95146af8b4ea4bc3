import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: '此服务器只接受已登录用户的推送。请登录后再推送。',
  passphraseRequired: '此服务器要求在此处填写密码短语。最短长度：{min}。',
  sealedRequired: '此服务器只接受此类已密封（端到端加密）的推送。',
  optionRequired: '此服务器要求启用此选项。',
  gateRequiredAny: '此服务器要求设置门禁：填写收件人的电子邮件地址、仅允许成员打开链接，或指定地址范围。',
  gateRequiredEmail: '此服务器要求填写收件人的电子邮件地址：只有他们能打开链接。',
  gateRequiredMember: '此服务器要求只有已登录的成员才能打开链接。',
  lifeInHours: '此服务器允许的有效期（小时）：{min} 至 {max}。',
  mailDomains: '链接只能通过邮件发送到以下域名的地址：{domains}。',
  textAnswersOff: '此服务器已停用文本分享，因此只能用文件回答。',
};
