/** The project admin login's messages, in Korean and English. */
import { registerMessages } from '@web/i18n';

export const useProjectAdminLoginT = registerMessages('projectAdminLogin', {
  ko: {
    title: '관리자 로그인',
    subtitle: '{{project}} 프로젝트 관리자',
    failed: '로그인에 실패했습니다. 관리자 계정을 확인하세요.',
    toParticipant: '참가자 페이지로',
    toProjects: '프로젝트 선택으로',
  },
  en: {
    title: 'Administrator login',
    subtitle: 'Administrator of {{project}}',
    failed: 'Login failed. Check the administrator account',
    toParticipant: 'Participant page',
    toProjects: 'Project selection',
  },
});
