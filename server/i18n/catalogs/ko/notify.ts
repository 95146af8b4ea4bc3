import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: '요청서',
  viewSubject: '“{name}” 푸시가 조회되었습니다',
  viewSentence: '“{name}” 푸시가 조회되었습니다.',
  viewedByCode: '{email}이(가) 열람 (메일 코드로 확인).',
  viewedBySignIn: '{email}이(가) 열람 (로그인).',
  failedPassphraseSubject: '“{name}” 푸시에 잘못된 암호 문구가 입력되었습니다',
  failedPassphraseSentence: '누군가 “{name}” 푸시에 잘못된 암호 문구를 입력했습니다.',
  expireSubject: '“{name}” 푸시가 만료되었습니다',
  expireSentence:
    '“{name}” 푸시가 만료되었습니다. 비밀 정보는 삭제되었으며 링크는 더 이상 작동하지 않습니다.',
  requestAnsweredSubject: '“{name}” 요청서에 답변이 도착했습니다',
  requestAnsweredSentence: '“{name}” 요청서에 답변이 도착했습니다.',
  testSubject: '테스트 알림',
  testSentence: '알림 페이지에서 보낸 테스트입니다. 푸시에 관한 알림은 이곳으로 전달됩니다.',
  facts: '종류: {kind}. 참조: {digest}. 시간: {time}.',
  webhookLine: '{sentence} ({kind}, 참조 {digest})',
  dashboardLink: '대시보드 열기',
  why: '이 이벤트를 알려 달라고 설정하셨기 때문에 이 메일을 받았습니다. 알림 페이지에서 설정을 바꿀 수 있습니다.',
};
