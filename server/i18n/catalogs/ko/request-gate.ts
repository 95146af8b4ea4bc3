import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: '이 요청은 한 사람만을 위한 것입니다',
  emailAsk: '이메일 주소를 입력하세요. 요청자가 선택한 주소라면 요청을 여는 코드를 보내 드립니다.',
  codeSent:
    '{email}이(가) 이 요청에 답할 수 있다면 코드가 발송되었습니다. 코드는 {duration} 이내에 한 번만 사용할 수 있습니다.',
  networkText: '이 요청에는 요청자가 선택한 네트워크에서만 답할 수 있습니다.',
  codeSubject: '{site}의 요청에 대한 코드',
  codeMail: '{site}에서 받은 요청에 답하기 위한 코드: {code}',
  legend: '답할 수 있는 사람',
  emailsLabel: '이 주소 또는 @도메인만 답할 수 있음',
  emailsHint: '쉼표로 구분합니다. 답하는 사람은 메일로 받은 코드로 주소를 증명합니다.',
  emailUnavailable:
    '이 서버는 메일을 보내지 않으므로 주소를 확인할 수 없습니다. 대신 회원 또는 주소 범위를 선택하세요.',
  notAccepted: '다음 항목을 확인하세요: 주소, @도메인 또는 192.0.2.0/24 같은 주소 범위.',
  auditAnsweredCode: '{email}이(가) 답함, 메일로 받은 코드로 확인됨',
  auditAnsweredMember: '{email}이(가) 답함 (로그인함)',
  auditAnsweredNetwork: '허용된 네트워크에서 답함',
  answeredByCode: '{email}이(가) 답했습니다. 메일로 받은 코드로 확인되었습니다.',
  answeredBySignIn: '{email}이(가) 답했습니다 (로그인함).',
};
