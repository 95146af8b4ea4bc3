import type { AreaMessages } from '../../catalog.ts';

export const account: AreaMessages<'account'> = {
  signInTitle: '로그인',
  accountDeleted: '계정과 계정의 푸시가 삭제되었습니다.',
  signInIntro:
    '계정은 이 서버의 관리자가 만들며, 관리자가 새 사용자마다 초대 링크를 보냅니다. 아직 계정이 없나요? 관리자에게 초대를 요청하세요.',
  email: '이메일',
  password: '비밀번호',
  signInButton: '로그인',
  signInTooMany: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도하세요.',
  signInNoMatch: '이 이메일과 비밀번호에 일치하는 계정이 없습니다.',
  tokenTitle: 'API 토큰',
  tokenIntro:
    '로그인한 계정: {email}. Secret Push 확장 프로그램과 pwpush 클라이언트 같은 도구는 API 토큰을 사용해 사용자를 대신해 푸시를 만듭니다.',
  tokenReplaces:
    '새 토큰을 만들면 현재 토큰이 대체됩니다. 이전 토큰을 아직 사용하는 것은 모두 작동하지 않게 됩니다.',
  tokenCreate: '새 API 토큰 만들기',
  newTokenTitle: '새 API 토큰',
  newTokenOnce: '이 토큰은 한 번만 표시됩니다. 지금 복사해서 안전한 곳에 보관하세요.',
  copyToken: '토큰 복사',
  newTokenAfter:
    '이전 토큰은 더 이상 작동하지 않습니다. 이 페이지를 새로 고쳐도 토큰은 다시 표시되지 않습니다.',
  accountTitle: '내 계정',
  signedInAs: '로그인한 계정: {email}.',
  yourApiToken: '내 API 토큰',
  passwordHeading: '비밀번호 변경',
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  passwordHint: {
    other: '{count}자 이상이어야 합니다.',
  },
  newPasswordAgain: '새 비밀번호 확인',
  changePassword: '비밀번호 변경',
  languageHeading: '언어',
  languageText: '로그인한 동안에는 어느 컴퓨터나 브라우저에서든 페이지가 이 언어로 표시됩니다.',
  languageLabel: '페이지 언어',
  followBrowser: '브라우저 설정 따르기',
  saveLanguage: '언어 저장',
  sessionsHeading: '다른 세션',
  sessionsText:
    '더 이상 사용하지 않는 다른 컴퓨터나 브라우저에 로그인되어 있나요? 여기를 제외한 모든 곳에서 로그아웃하세요.',
  signOutOthers: '다른 모든 세션 로그아웃',
  deleteHeading: '계정 삭제',
  deleteText:
    '계정과 내가 만든 활성 푸시가 모두 삭제되며, 해당 링크는 즉시 작동하지 않게 됩니다. API 토큰도 더 이상 작동하지 않습니다. 이 작업은 되돌릴 수 없습니다.',
  confirmEmail: '확인을 위해 이메일 주소를 입력하세요',
  deleteButton: '내 계정과 푸시 삭제',
  passwordChanged: '비밀번호가 변경되었습니다. 다른 모든 세션에서 로그아웃되었습니다.',
  sessionsEnded: '다른 모든 세션에서 로그아웃되었습니다.',
  languageSaved: '언어 설정이 저장되었습니다.',
  wrongPassword: '현재 비밀번호가 아닙니다.',
  tooManyAttempts: '시도가 너무 많습니다. 15분 후에 다시 시도하세요.',
  newPasswordsDiffer: '새 비밀번호 두 개가 일치하지 않습니다.',
  wrongEmail: '이 계정의 이메일 주소가 아닙니다.',
  lastAdmin:
    '유일한 관리자입니다. 다른 관리자가 없으면 아무도 사용자를 초대하거나 관리할 수 없습니다. 먼저 관리 페이지에서 다른 사용자를 관리자로 지정하세요.',
  unknownLanguage: '목록에서 언어를 선택하세요.',
  passwordTooShort: {
    other: '비밀번호는 {count}자 이상이어야 합니다.',
  },
  passwordTooLong: {
    other: '비밀번호는 {count}자 이하여야 합니다.',
  },
  setupTitle: 'Secret Push 설정',
  setupIntro:
    '이 서버에는 아직 사용자가 없습니다. 첫 번째 관리자를 만드세요. 그런 다음 나머지 팀원을 초대할 수 있습니다.',
  invitationTitle: '계정 만들기',
  invitationIntro: '{email} 주소로 이 서버에 초대되었습니다. 비밀번호를 정해 계정을 만드세요.',
  passwordAgain: '비밀번호 확인',
  createAdmin: '관리자 만들기',
  createAccount: '내 계정 만들기',
  badEmail: 'name@example.com 같은 이메일 주소를 입력하세요.',
  passwordsDiffer: '두 비밀번호가 일치하지 않습니다.',
  emailTaken: '이 이메일 주소로 된 계정이 이미 있습니다. 해당 계정으로 로그인하세요.',
  linkGoneTitle: '유효하지 않은 링크',
  linkGoneHeading: '이 링크는 유효하지 않습니다',
  linkGoneText: '이미 사용되었거나 만료되었거나 취소되었을 수 있습니다. 관리자에게 새 링크를 요청하세요.',
};
