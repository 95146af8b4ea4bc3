import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: '확장 프로그램 로그인',
  authorizeQuestion: '{name}의 Secret Push 확장 프로그램이 {email} 계정을 사용하도록 허용할까요?',
  authorizeWhat:
    '이 브라우저에서만 쓰는 토큰을 받아 푸시를 만들고, 목록을 보고, 만료합니다. 이 토큰은 API 토큰 페이지에서 언제든지 취소할 수 있습니다.',
  authorizeOnlyIfYou: '방금 확장 프로그램에서 ‘로그인’을 선택한 경우에만 허용하세요.',
  allow: '허용',
  cancel: '취소',
  badRequestTitle: '올바르지 않은 로그인 요청',
  badRequestText:
    '확장 프로그램의 로그인 요청이 불완전하거나 올바르지 않아 확장 프로그램에 아무것도 보내지 않았습니다. 확장 프로그램 설정에서 다시 시작하세요.',

  browsersHeading: '확장 프로그램에 로그인한 브라우저',
  browsersIntro:
    'Secret Push 확장 프로그램에 로그인한 브라우저마다 자체 토큰이 있습니다. 토큰을 취소하면 해당 브라우저가 로그아웃됩니다. API 토큰과 다른 브라우저는 계속 작동합니다.',
  browsersNone: '로그인한 브라우저가 없습니다. 추가하려면 확장 프로그램 설정에서 ‘로그인’을 선택하세요.',
  browserSignedIn: '로그인: {time}',
  browserLastUsed: '마지막 사용: {time}',
  browserNeverUsed: '사용한 적 없음',
  revoke: '취소',
  revokeLabel: '취소({name} 토큰)',
  revoked: '브라우저의 토큰을 취소했습니다. 해당 브라우저의 확장 프로그램은 로그아웃되었습니다.',
  unknownBrowserTitle: '브라우저 토큰을 찾을 수 없음',
  unknownBrowserText: '이 ID의 브라우저 토큰이 없습니다. 이미 취소되었을 수 있습니다.',
};
