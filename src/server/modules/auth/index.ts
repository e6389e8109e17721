// The auth module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as authRoutes } from './auth.routes';
export { loginAttemptsPurge, sessionsPurge } from './auth.jobs';
export {
  type Login,
  type LoginAttempt,
  type LoginResult,
  type LoginSettings,
  performLogin,
} from './login.service';
export { passwordSignIn, projectLoginRoute } from './login-route';
export { endOtherSessions, endSessionsOf, findPrincipal, hashToken, startSession } from './session.service';
export {
  clearAccountThrottle,
  countLimitedRequest,
  loginScope,
  throttledTokenUse,
  tokenSignIn,
} from './login-limiter';
export { hashPassword, hashPasswords, hashSlots, setHashConcurrency } from './password';
