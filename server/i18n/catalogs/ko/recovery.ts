import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: '비밀번호를 잊었나요?',
  signUpLink: '아직 계정이 없나요? 가입하기',
  changeEmailLink: '이메일 주소 변경',

  sendLink: '링크 보내기',
  backToSignIn: '로그인으로 돌아가기',
  tooManyRequests:
    '이 주소에 대한 요청이나 현재 네트워크에서 보낸 요청이 너무 많습니다. 1시간 후에 다시 시도하세요.',
  checkMailTitle: '메일을 확인하세요',
  noMailArrived: '메일이 오지 않았나요? 스팸 메일함을 확인하거나 몇 분 후에 다시 요청하세요.',

  resetTitle: '비밀번호 재설정',
  resetIntro: '계정의 이메일 주소를 입력하면 새 비밀번호를 정할 수 있는 링크를 보내 드립니다.',
  resetSent:
    '{email} 주소로 된 계정이 있으면 새 비밀번호를 정할 수 있는 링크를 보냈습니다. 이 링크는 {duration} 안에 한 번만 사용할 수 있습니다.',
  resetNoMailTitle: '비밀번호 재설정이 설정되지 않았습니다',
  resetNoMail:
    '이 서버는 이메일을 보내지 않으므로 재설정 링크를 보낼 수 없습니다. 관리자에게 새 비밀번호를 설정해 달라고 요청하세요. 관리자는 서버에서 이메일 주소와 함께 {command} 명령을 실행하면 됩니다.',
  resetOffTitle: '재설정할 비밀번호가 없습니다',
  resetOff:
    '이 서버는 싱글 사인온(SSO)으로만 로그인하므로 재설정할 비밀번호가 없습니다. 로그인할 수 없다면 관리자에게 문의하세요.',
  newPasswordTitle: '새 비밀번호 정하기',
  newPasswordIntro: '계정: {email}. 저장하면 로그인되어 있는 모든 곳에서 로그아웃됩니다.',
  saveNewPassword: '새 비밀번호 저장',
  resetDoneTitle: '비밀번호가 변경되었습니다',
  resetDone: '새 비밀번호로 로그인하세요. 다른 모든 곳에서는 로그아웃되었습니다.',
  resetLinkGone:
    '알 수 없는 재설정 링크이거나, 이미 사용되었거나, 1시간이 지난 링크입니다. 또한 새로 요청하면 그전에 보낸 링크는 모두 무효가 됩니다.',
  askAgain: '새 링크 요청',

  signUpTitle: '가입',
  signUpIntro: '이메일 주소를 입력하면 주소를 확인하고 비밀번호를 정할 수 있는 링크를 보내 드립니다.',
  signUpAddressRefused:
    '이 서버는 일부 이메일 주소로만 가입할 수 있으며, 이 주소는 해당하지 않습니다. 관리자에게 초대를 요청하세요.',
  signUpSent: '{email} 주소로 메일을 보냈습니다. 계속하려면 {duration} 안에 메일의 링크를 여세요.',
  signUpOffTitle: '가입할 수 없습니다',
  signUpOff: '이 서버에서는 직접 가입할 수 없습니다. 관리자에게 초대를 요청하세요.',
  signUpNoMail:
    '가입하려면 이메일이 필요하지만 이 서버는 이메일을 보내지 않습니다. 관리자에게 초대를 요청하세요. 관리자는 관리 페이지에서 초대를 만들어 링크를 전달해 줄 수 있습니다.',
  signUpConfirmTitle: '비밀번호 정하기',
  signUpConfirmIntro: '{email} 주소가 확인되었습니다. 비밀번호를 정해 계정을 만드세요.',
  signUpTakenTitle: '이미 계정이 있습니다',
  signUpTaken: '이 주소로 된 계정이 이미 있습니다. 로그인하려면 비밀번호를 재설정하세요.',
  signUpDoneTitle: '계정이 준비되었습니다',
  signUpDone: '이메일 주소와 정한 비밀번호로 로그인하세요.',
  signUpLinkGone: '알 수 없는 가입 링크이거나, 이미 사용되었거나, 하루가 지난 링크입니다.',
  signUpAgain: '다시 가입하기',

  emailChangeTitle: '이메일 주소 변경',
  emailChangeIntro: '현재 주소는 {email}입니다. 새 주소로 링크를 보내며, 그 링크를 열면 주소가 변경됩니다.',
  newEmail: '새 이메일 주소',
  sameEmail: '현재 주소와 같습니다.',
  emailChangeSent: '{email} 주소로 링크를 보냈습니다. {duration} 안에 링크를 열면 주소가 변경됩니다.',
  emailChangeSso:
    '싱글 사인온(SSO)으로 로그인하므로 이메일 주소는 ID 공급자가 관리합니다. 주소는 그곳에서 변경하세요.',
  emailChangeNoMail:
    '이 서버는 이메일을 보내지 않으므로 새 주소를 확인할 수 없습니다. 관리자에게 요청하세요. 관리자는 관리 페이지에서 새 주소를 새 계정으로 초대할 수 있습니다.',
  emailConfirmTitle: '새 이메일 주소 확인',
  emailConfirmIntro: '계정 주소를 {old}에서 {new}(으)로 변경할까요?',
  emailConfirmButton: '주소 변경',
  emailTaken: '다른 계정이 이미 {email} 주소를 사용하고 있어 주소를 변경하지 않았습니다.',
  emailChangedTitle: '이메일 주소가 변경되었습니다',
  emailChanged: '이제 계정 주소는 {email}입니다. 앞으로는 이 주소로 로그인하세요.',
  emailLinkGone: '알 수 없는 확인 링크이거나, 이미 사용되었거나, 하루가 지난 링크입니다.',
  backToAccount: '내 계정으로 돌아가기',

  inviteTextMailed:
    '초대는 한 사람을 위한 링크로, {duration} 동안 유효합니다. 이 링크로 비밀번호를 정하고 로그인할 수 있습니다. 초대는 상대방의 이메일 주소로 발송됩니다.',
  sendInvitation: '초대 보내기',
  invitationMailed: '{email} 주소로 초대를 보냈습니다.',
  invitationMailedLink: '직접 전달하고 싶다면 아래 링크를 사용하세요. 이 링크는 한 번만 표시됩니다.',
};
