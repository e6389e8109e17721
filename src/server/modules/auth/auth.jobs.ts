// The auth module's chores: expired sessions and login-throttle rows count for nothing, and without these they
// would pile up for good.
import { recurringJob } from '@server/modules/jobs';
import { purgeExpiredLoginAttempts } from './login-limiter';
import { purgeExpiredSessions } from './session.service';

export const sessionsPurge = recurringJob({
  name: 'sessions-purge',
  every: 5 * 60_000,
  handler: ({ db }) => purgeExpiredSessions(db),
});

export const loginAttemptsPurge = recurringJob({
  name: 'login-attempts-purge',
  every: 5 * 60_000,
  handler: ({ db }) => purgeExpiredLoginAttempts(db),
});
