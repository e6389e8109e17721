/** The page the institution's provider sends the browser back to, Korean and English. */
import { registerMessages } from '@web/i18n';

export const useSignInT = registerMessages('signIn', {
  ko: {
    title: '기관 계정으로 로그인',
    signingIn: '로그인하는 중입니다…',
    failed: '로그인하지 못했습니다',
    back: '로그인 화면으로 돌아가기',
  },
  en: {
    title: 'Sign in through your institution',
    signingIn: 'Signing you in…',
    failed: 'Could not sign you in',
    back: 'Back to the sign-in page',
  },
});
