import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: '이 서버는 로그인한 사용자의 푸시만 받습니다. 푸시하려면 로그인하세요.',
  passphraseRequired: '이 서버는 여기에 암호 문구를 요구합니다. 최소 길이: {min}.',
  sealedRequired: '이 서버는 이 종류의 푸시를 봉인된(종단 간 암호화된) 것만 받습니다.',
  optionRequired: '이 서버는 이 옵션을 요구합니다.',
  gateRequiredAny:
    '이 서버는 게이트가 필요합니다: 받는 사람의 이메일 주소를 적거나, 링크를 회원만 열 수 있게 하거나, 주소 범위를 지정하세요.',
  gateRequiredEmail: '이 서버는 받는 사람의 이메일 주소가 필요합니다: 그 사람만 링크를 열 수 있습니다.',
  gateRequiredMember: '이 서버는 로그인한 회원만 링크를 열 수 있어야 합니다.',
  lifeInHours: '이 서버에서 허용되는 유효 기간(시간): {min}~{max}.',
  mailDomains: '링크는 다음 도메인의 주소로만 메일로 보낼 수 있습니다: {domains}.',
  textAnswersOff: '이 서버에서는 텍스트 푸시가 꺼져 있어 파일로만 답할 수 있습니다.',
};
