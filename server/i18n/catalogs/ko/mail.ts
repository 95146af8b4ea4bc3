import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: '비밀번호가 변경되었습니다',
  noticePassword: '{site}의 {email} 계정 비밀번호가 {time}에 변경되었습니다.',
  noticeSecondFactorOnSubject: '2단계 인증이 사용 설정되었습니다',
  noticeSecondFactorOn:
    '{site}의 {email} 계정에서 {time}에 2단계 인증이 사용 설정되었습니다. 이제 로그인할 때 비밀번호와 함께 인증 앱의 코드도 입력해야 합니다.',
  noticeSecondFactorOffSubject: '2단계 인증이 사용 중지되었습니다',
  noticeSecondFactorOff:
    '{site}의 {email} 계정에서 {time}에 2단계 인증이 사용 중지되었습니다. 이제 로그인할 때 비밀번호만 입력하면 됩니다.',
  noticeSecondFactorRemovedSubject: '관리자가 2단계 인증을 사용 중지했습니다',
  noticeSecondFactorRemoved:
    '{site}의 관리자가 {time}에 {email} 계정의 2단계 인증을 사용 중지했습니다. 이제 로그인할 때 비밀번호만 입력하면 됩니다.',
  noticeSetUpAgain: '계정 페이지에서 2단계 인증을 다시 설정할 수 있습니다.',
  accountLinkLabel: '계정 페이지 열기',
  noticeRemovedNotAsked: '직접 요청하지 않았다면 관리자에게 문의하세요.',
  noticeSecondFactorFailuresSubject: '계정에 잘못된 2단계 인증 코드가 입력되었습니다',
  noticeSecondFactorFailures:
    '{site}의 {email} 계정에 올바른 비밀번호가 입력된 후 잘못된 2단계 인증 코드가 여러 번 입력되었습니다. 마지막 입력: {time}.',
  noticeEmailSubject: '이메일 주소가 변경되었습니다',
  noticeEmail:
    '{site}의 {email} 계정 이메일 주소가 {time}에 변경되었습니다. 이제 계정 관련 메일은 새 주소로 전송됩니다.',
  noticeNotYou:
    '본인이 변경하지 않았다면 다른 사람이 비밀번호를 알고 있을 수 있습니다. 지금 비밀번호를 재설정하고 관리자에게 알리세요.',
  noticeEmailNotYou:
    '본인이 변경하지 않았다면 지금 관리자에게 알리세요. 이 주소로는 더 이상 비밀번호를 재설정할 수 없습니다.',
  resetLinkLabel: '비밀번호 재설정',
  linkWorksOnce: '이 링크는 {duration} 안에 한 번만 사용할 수 있습니다.',
  resetSubject: '{site} 비밀번호 재설정',
  resetIntro: '누군가(아마도 본인)가 {site}의 {email} 계정 비밀번호 재설정을 요청했습니다.',
  resetButton: '새 비밀번호 정하기',
  resetNotYou: '요청한 적이 없다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
  invitationSubject: '{inviter} 님이 {site}의 {name}에 초대했습니다',
  invitationIntro:
    '{inviter} 님이 {site}에서 {email} 계정을 만들도록 초대했습니다. 이곳은 만료되는 링크로 비밀번호와 기타 비밀 정보를 공유하는 Secret Push 서버입니다.',
  invitationAdminIntro: '이 서버의 관리자 중 한 명이 됩니다.',
  invitationButton: '초대 수락',
  invitationWorksUntil: '이 링크는 {time}까지 한 번만 사용할 수 있습니다.',
  invitationNotYou: '예상하지 못한 초대라면 이 메일을 무시하세요.',
  signupSubject: '{site} 가입 확인',
  signupIntro: '누군가(아마도 본인)가 이 주소로 {site} 계정을 요청했습니다.',
  signupButton: '확인하고 비밀번호 정하기',
  signupNotYou: '본인이 요청하지 않았다면 이 메일을 무시하세요. 계정은 만들어지지 않습니다.',
  signupExistingSubject: '이미 {site} 계정이 있습니다',
  signupExistingIntro:
    '누군가(아마도 본인)가 이 주소로 {site}에 가입하려 했지만, 이 주소로 된 계정이 이미 있습니다. 비밀번호가 기억나지 않으면 비밀번호를 재설정한 뒤 로그인하세요.',
  signInButton: '로그인',
  signupExistingNotYou: '본인이 아니라면 이 메일을 무시하세요. 계정에는 아무것도 변경되지 않았습니다.',
  emailChangeSubject: '{site}의 새 이메일 주소 확인',
  emailChangeIntro: '{site} 계정의 이메일 주소를 {email}에서 이 주소로 변경하도록 요청하셨습니다.',
  emailChangeButton: '새 주소 확인',
  emailChangeNotYou: '요청한 적이 없다면 이 메일을 무시하세요. 주소는 그대로 유지됩니다.',
};
