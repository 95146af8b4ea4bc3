import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: '봉인된 비밀 정보가 도착했습니다',
  revealHeading: '누군가 봉인된 비밀 정보를 보냈습니다',
  revealNote:
    '종단 간 암호화되어 있습니다. 비밀 링크에 담긴 키로 이 브라우저에서만 열리며, 서버는 이 키를 볼 수 없습니다. 열면 조회 횟수가 1회 차감됩니다.',
  openSecret: '비밀 정보 열기',
  revealNoScript:
    'JavaScript가 꺼져 있어 이 페이지에서 비밀 정보를 복호화할 수 없습니다. 대신 버튼을 누르면 봉인된 상태로 표시됩니다. 내용을 읽으려면 이를 링크의 키와 함께 아무 Secret Push 서버의 /open 페이지에 붙여 넣으세요.',
  keyMissing:
    '이 링크에는 키가 없어 비밀 정보를 열 수 없습니다. 보낸 사람에게 # 기호 뒷부분까지 포함된 전체 비밀 링크를 요청하세요.',
  keyMalformed:
    '이 링크의 키가 불완전하거나 손상되어 비밀 정보를 열 수 없습니다. 보낸 사람에게 전체 비밀 링크를 다시 요청하세요.',
  opening: '비밀 정보를 여는 중…',
  extensionOpens: 'Secret Push 확장 프로그램이 이 페이지에서 비밀 정보를 엽니다.',
  requestFailed: '서버에 연결할 수 없습니다. 네트워크 연결을 확인하고 다시 시도하세요.',
  reasonBadKey: '올바른 키가 아닙니다. 전체 비밀 링크 또는 링크에서 k1= 뒤에 오는 43자를 붙여 넣으세요.',
  reasonWrongKey:
    '이 키로는 비밀 정보를 열 수 없거나 비밀 정보가 손상되었습니다. 받은 그대로의 전체 링크인지 확인하세요.',
  reasonNotSealed: '봉인된 비밀 정보가 아닙니다. SP-SEALED-로 시작하는 줄이 하나도 없습니다.',
  reasonFileNotSealed: '봉인된 파일이 아닙니다.',
  reasonUnsupported:
    '이 비밀 정보는 이 페이지가 열 수 있는 것보다 새로운 형식으로 봉인되었습니다. 최신 Secret Push 서버나 확장 프로그램으로 여세요.',
  reasonTruncated: '봉인된 비밀 정보의 일부가 잘려 나갔습니다. 전체를 다시 복사하세요.',
  reasonFileTruncated: '파일이 불완전합니다. 마지막 부분에 이르기 전에 끝납니다. 다시 다운로드하세요.',
  reasonReordered: '이 파일의 부분들이 순서가 뒤바뀌었거나 일부가 빠져 있어 거부되었습니다.',
  fileNumber: '파일 {number}',
  fileProgress: '복호화 중: {percent}',
  fileSaved: '복호화하여 다운로드 폴더에 저장했습니다.',
  fileFailed:
    '다운로드하지 못했습니다. 다시 시도하세요. 다운로드 링크가 만료되었다면 비밀 링크를 다시 열어 새 링크를 받으세요(조회 횟수가 남아 있는 경우).',
  openTitle: '봉인된 비밀 정보 열기',
  openIntro:
    '봉인된 비밀 정보와 그 비밀 링크 또는 키를 붙여 넣으세요. 복호화는 여기, 사용 중인 브라우저에서 이루어지며 이 페이지는 어떤 서버에도 아무것도 보내지 않습니다.',
  envelopeLabel: '봉인된 텍스트',
  envelopeHint: '비밀 정보 대신 표시된 텍스트 전체 또는 적어도 그중 SP-SEALED-로 시작하는 줄입니다.',
  keyLabel: '비밀 링크 또는 키',
  keyHint: '전체 비밀 링크, #k1=부터 시작하는 부분 또는 키 43자입니다.',
  filesLabel: '봉인된 파일(선택 사항)',
  filesHint: '비밀 링크에서 다운로드한 파일로, 이름은 1.sealed, 2.sealed 등입니다.',
  openNoScript:
    '이 페이지는 브라우저에서 복호화하므로 JavaScript가 필요하지만 현재 꺼져 있습니다. 봉인된 비밀 정보를 열려면 JavaScript를 켜세요.',
  envelopeMissing: '봉인된 텍스트를 붙여 넣거나 봉인된 파일을 선택하세요.',
  keyNeeded: '비밀 링크 또는 그 키를 붙여 넣으세요.',
  openedHeading: '열린 비밀 정보',
};
