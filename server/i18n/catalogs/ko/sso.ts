import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: '{name} 계정으로 로그인',
  signInWithProvider: '싱글 사인온으로 로그인',
  refusedTitle: '싱글 사인온',
  refusedHeading: '로그인하지 못했습니다',
  refusedDomain:
    '{domain} 주소로는 여기에 로그인할 수 없습니다. 조직 계정으로 로그인하거나, 어떤 주소로 로그인할 수 있는지 관리자에게 문의하세요.',
  refusedUnverified:
    'ID 공급자가 이메일 주소를 확인하지 않아 이곳의 계정과 연결할 수 없습니다. 공급자에서 주소를 확인한 후 다시 시도하세요.',
  refusedNoAccount: '이곳에는 {email} 계정이 없습니다. 관리자에게 초대를 요청하세요.',
  refusedState:
    '이 로그인은 이 브라우저에서 시작되지 않았거나, 도중에 링크가 변경되었습니다. 로그인 페이지에서 다시 시작하세요.',
  refusedReplayed: '이 로그인은 이미 사용되었습니다. 로그인되지 않았다면 로그인 페이지에서 다시 시작하세요.',
  refusedExpired: '이 로그인은 10분 넘게 걸려 만료되었습니다. 로그인 페이지에서 다시 시작하세요.',
  refusedByProvider: 'ID 공급자에서 로그인이 완료되지 않았습니다. 공급자 쪽에서 취소되었거나 거부되었습니다.',
  providerDown:
    '지금은 ID 공급자에 연결할 수 없습니다. 몇 분 후 다시 시도하세요. 계속 이런 일이 생기면 관리자에게 알려 주세요.',
  providerError:
    'ID 공급자의 응답을 확인할 수 없어 로그인되지 않았습니다. 다시 시도하세요. 계속 이런 일이 생기면 관리자에게 알려 주세요.',
  backToSignIn: '로그인으로 돌아가기',
};
