import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import type { Client } from '@server/test/test-app';

/**
 * Sign-ins by a link's token are throttled per client like password logins: a burst of wrong tokens from one
 * client, sent at once, gets 429 with Retry-After past the limit (LOGIN_FAILURES_PER_CLIENT), at every token door,
 * while the link's owner signs in from another client. Both databases.
 */
const LIMIT = 12;
const w = useProjectAdminWorld({ config: { loginFailuresPerClient: LIMIT } });

/** A caller from one address: the throttle counts by it. */
const from = (address: string): Client => ({
  cookie: '',
  inject: (opts) => w.t.app.inject({ ...opts, remoteAddress: address }),
});

describe('sign-ins by token', () => {
  it('answer 429 past the limit to a client sending wrong tokens, at every door; the owner still signs in elsewhere', async () => {
    const { id, client: organiser } = await w.freshProject();
    const poster = await fx.makePoster(w.t.db, id);
    const judge = await fx.makeJudge(w.t.db, id);
    const participant = await fx.makeParticipant(w.t.db, id);
    const issue = async (url: string, payload?: object) => {
      const res = await organiser.inject({
        method: 'POST',
        url: `/api/projects/${id}${url}`,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return (res.json() as { url: string }).url.split('/').pop()!;
    };
    const doors = [
      {
        path: '/presenter/access',
        token: await issue(`/posters/${poster.id}/presenter-link`),
        body: (token: string) => ({ token }),
      },
      {
        path: '/judge/access',
        token: await issue(`/judges/${judge.id}/access-link`),
        body: (token: string) => ({ token }),
      },
      {
        path: '/kiosk/access',
        token: await issue('/screens', { name: '로비' }),
        body: (token: string) => ({ token }),
      },
      {
        path: '/users/password-reset/confirm',
        token: await fx.makePasswordReset(w.t.db, id, participant.id),
        body: (token: string) => ({ token, password: 'a-new-password-1' }),
      },
    ];

    for (const [n, door] of doors.entries()) {
      const guesser = from(`10.9.${n}.1`);
      const send = (c: Client, token: string) =>
        c.inject({ method: 'POST', url: `/api/projects/${id}${door.path}`, payload: door.body(token) });
      const burst = await Promise.all(
        Array.from({ length: LIMIT + 6 }, (_, i) => send(guesser, `wrong-token-${n}-${i}-${'x'.repeat(30)}`)),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 429),
        door.path,
      ).toHaveLength(6);
      expect(
        codes.filter((c) => c === 400 || c === 410),
        door.path,
      ).toHaveLength(LIMIT);
      const refused = burst.find((r) => r.statusCode === 429)!;
      expect(refused.json().code).toBe('TOO_MANY');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The right token from the throttled client waits too (else the limit would only slow guessing down)...
      expect((await send(guesser, door.token)).statusCode, door.path).toBe(429);
      // ...and from the owner's own client it signs in.
      const owner = await send(from(`10.8.${n}.1`), door.token);
      expect(owner.statusCode, `${door.path}: ${owner.body}`).toBe(200);
    }
  });
});
