import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender}님이 푸시를 보냈습니다',
  heading: '{sender}님이 {site}에서 비밀 정보를 보냈습니다.',
  findLinkBelow: '아래에서 비밀 링크를 확인하세요.',
  openLink: '비밀 링크 열기',
  expires: {
    other: '이 링크는 {duration}이 지나거나 {count}회 조회되면, 둘 중 먼저 오는 시점에 만료됩니다.',
  },
  passphrase:
    '링크를 열면 암호 문구를 묻습니다. 암호 문구는 {sender}님이 이 이메일이 아닌 다른 방법으로 알려 드립니다.',
  deletable: '읽은 후에는 직접 삭제할 수 있습니다.',
  notExpected:
    '{sender}님에게서 비밀 정보를 받을 예정이 없었다면, 링크를 열기 전에 다른 방법으로 {sender}님에게 확인하세요.',
};
