import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: '此请求仅限一人回答',
  emailAsk: '请输入您的电子邮件地址。如果请求者选择了该地址，我们会向您发送打开请求的验证码。',
  codeSent: '如果 {email} 可以回答此请求，验证码已在发送途中。验证码只能使用一次，须在 {duration} 内使用。',
  networkText: '此请求只能从请求者选择的网络回答。',
  codeSubject: '您在 {site} 上的请求验证码',
  codeMail: '用于回答 {site} 上发给您的请求的验证码：{code}',
  legend: '谁可以回答',
  emailsLabel: '仅限这些地址或 @域名回答',
  emailsHint: '用逗号分隔。回答者通过邮件收到的验证码证明其地址。',
  emailUnavailable: '此服务器不发送邮件，因此无法验证地址：请改为选择成员或地址范围。',
  notAccepted: '请检查这些条目：地址、@域名或类似 192.0.2.0/24 的地址范围。',
  auditAnsweredCode: '由 {email} 回答，已通过邮件验证码验证',
  auditAnsweredMember: '由 {email} 回答（已登录）',
  auditAnsweredNetwork: '从允许的网络回答',
  answeredByCode: '由 {email} 回答，已通过邮件验证码验证。',
  answeredBySignIn: '由 {email} 回答（已登录）。',
};
