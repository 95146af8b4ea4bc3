import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} 向您分享了秘密信息',
  heading: '{sender} 通过 {site} 向您发送了秘密信息。',
  findLinkBelow: '秘密链接见下方。',
  openLink: '打开秘密链接',
  expires: {
    other: '此链接将在{duration}后或查看 {count} 次后失效，以先到者为准。',
  },
  passphrase: '打开时需要输入密码短语：{sender} 会通过其他方式告诉您，绝不会写在这封邮件中。',
  deletable: '阅读后，您可以自行将其删除。',
  notExpected: '如果您并未预料到 {sender} 会给您发送秘密信息，请先通过其他方式向对方确认，再打开链接。',
};
