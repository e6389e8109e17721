/**
 * The codes of sign-in through the institution (OpenID Connect; docs/decisions/090-institution-sign-in.md) said
 * in Korean and English. error-messages.ts registers them with the other codes (namespace `errors`), so
 * `codeMessage` says them.
 */
import type { ErrorCode } from '@shared/errors';

type Said = readonly [ko: string, en: string];

export type OidcCode = Extract<ErrorCode, `OIDC_${string}`>;

export const oidcCodeMessages: Record<OidcCode, Said> = {
  OIDC_NO_FLOW: [
    '기관 계정 로그인이 시작되지 않았거나 10분이 지났습니다. 로그인 화면에서 다시 시작하세요.',
    'This sign-in through the institution was not started here or took over 10 minutes. Start again from the sign-in page.',
  ],
  OIDC_STATE: [
    '이 브라우저에서 시작한 기관 계정 로그인의 응답이 아닙니다. 다시 시작하세요.',
    'This answer is not for the sign-in started in this browser. Start again.',
  ],
  OIDC_REFUSED: [
    '기관이 로그인을 거절했습니다(코드가 만료되었거나 이미 쓰였습니다). 다시 시작하세요.',
    'The institution refused the sign-in (its code expired or was used already). Start again.',
  ],
  OIDC_TOKEN_INVALID: [
    '기관이 보낸 신원 정보를 확인하지 못했습니다(다른 서비스용이거나 만료되었습니다).',
    "The institution's identity token did not check out (meant for another service, or expired).",
  ],
  OIDC_EMAIL_UNVERIFIED: [
    '기관 계정에 확인된 이메일이 없습니다. 기관에서 이메일을 확인한 뒤 다시 시도하세요.',
    'The institution account has no verified email. Verify it there, then try again.',
  ],
  OIDC_NO_ACCOUNT: [
    '이 이메일({{email}})로 등록된 계정이 없습니다. 주최 측에 문의하세요.',
    'No account here has this email ({{email}}). Ask the organisers.',
  ],
  OIDC_AMBIGUOUS: [
    '이 이메일({{email}})을 쓰는 계정이 여럿입니다. 아이디와 비밀번호로 로그인하세요.',
    'Several accounts have this email ({{email}}). Sign in with a username and password.',
  ],
  OIDC_OFF: [
    '이 사이트는 기관 계정 로그인을 쓰지 않습니다.',
    'This site does not sign in through an institution.',
  ],
  OIDC_UNAVAILABLE: [
    '기관 로그인 서버에 연결하지 못했습니다. 잠시 후 다시 시도하세요.',
    "The institution's sign-in server could not be reached. Try again shortly.",
  ],
};
