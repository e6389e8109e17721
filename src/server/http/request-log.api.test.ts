import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { anonymous, createTestApp, type TestApp } from '@server/test/test-app';
import { redactUrl } from './request-log';

/** Every line the server's request log writes, kept for the test to read. */
function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('the request log', () => {
  const log = capture();
  let t: TestApp;
  afterAll(() => t?.close());

  it('keeps no token of a link page or a sign-in, however it is reached', async () => {
    t = await createTestApp({ logLevel: 'info' }, { log: log.stream });
    const project = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
    const organiser = await fx.sessionFor(t.app, 'admin', admin.id);
    const poster = await fx.makePoster(t.db, project.id);
    const judge = await fx.makeJudge(t.db, project.id);
    const participant = await fx.makeParticipant(t.db, project.id);
    const api = `/api/projects/${project.id}`;
    const issue = async (url: string, payload?: object) => {
      const res = await organiser.inject({
        method: 'POST',
        url: `${api}${url}`,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return new URL((res.json() as { url: string }).url);
    };
    const links = [
      await issue(`/posters/${poster.id}/presenter-link`),
      await issue(`/judges/${judge.id}/access-link`),
      await issue('/screens', { name: '로비' }),
    ];
    const reset = await fx.makePasswordReset(t.db, project.id, participant.id);
    const tokens = [...links.map((u) => u.pathname.split('/').pop()!), reset];
    expect(tokens.every((x) => x.length >= 20)).toBe(true);

    const anon = anonymous(t.app);
    const pages = [...links.map((u) => u.pathname), `/projects/${project.slug}/user/password-reset/${reset}`];
    for (const page of pages) await anon.inject({ method: 'GET', url: `${page}?from=mail` });
    const [presenter, judgeLink, screen] = tokens;
    for (const [url, token] of [
      ['/presenter/access', presenter],
      ['/judge/access', judgeLink],
      ['/kiosk/access', screen],
    ] as const)
      expect(
        (await anon.inject({ method: 'POST', url: `${api}${url}`, payload: { token } })).statusCode,
      ).toBe(200);

    const text = log.text();
    // The log did see the requests: each page's path is there, its token replaced.
    for (const page of pages) expect(text).toContain(`"url":"${page.replace(/\/[^/]+$/, '/[token]')}"`);
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain('from=mail');
  });

  it('replaces the token of each link page and drops the query string', () => {
    expect(redactUrl('/projects/ksc/presenter/link/abc.DEF-123?x=1')).toBe(
      '/projects/ksc/presenter/link/[token]',
    );
    expect(redactUrl('/projects/ksc/kiosk/pair/tok')).toBe('/projects/ksc/kiosk/pair/[token]');
    expect(redactUrl('/projects/ksc/user/password-reset/tok/')).toBe(
      '/projects/ksc/user/password-reset/[token]/',
    );
    expect(redactUrl('/api/projects/3/posters?q=secret')).toBe('/api/projects/3/posters');
  });
});
