import type { LightMyRequestResponse } from 'fastify';
import type { Client, TestApp } from '../test/test-app';
import type { Call } from './catalogue-row.test-kit';
import { clientAs, type PrincipalName, type World } from './two-project-world.test-kit';

/**
 * Calls as the world's principals (of a test app and world filled in before the tests): one session each, kept
 * between calls, except for calls that end or replace the session (logins, logout, sign-up, an access link),
 * which get a fresh one. A stream is answered as far as its first chunk.
 */
export function callerIn(
  t: TestApp,
  world: World,
): (who: PrincipalName, c: Call) => Promise<LightMyRequestResponse> {
  const sessions = new Map<PrincipalName, Client | null>();
  return async (who, c) => {
    const fresh = c.method !== 'GET' && /\/(login|logout|register|access)(\?|$)/.test(c.url);
    let client = sessions.get(who);
    if (fresh || client === undefined) client = await clientAs(t.app, world, who);
    if (!fresh) sessions.set(who, client);
    const opts = {
      method: c.method as 'GET',
      url: c.url,
      headers: c.headers ?? {},
      ...(c.payload === undefined ? {} : { payload: c.payload as string }),
    };
    const inject = client ? client.inject : t.app.inject.bind(t.app);
    return c.stream ? firstChunk(inject({ ...opts, payloadAsStream: true })) : inject(opts);
  };
}

/** A stream's answer as far as its first chunk (a refusal is all of it), then let go. */
async function firstChunk(pending: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const res = await pending;
  const stream = res.stream();
  const chunk = await new Promise<string>((resolve) => {
    let text = '';
    stream.on('data', (d: Buffer) => {
      text += d.toString();
      if (res.statusCode < 300) resolve(text);
    });
    stream.on('end', () => resolve(text));
  });
  stream.destroy();
  return { ...res, body: chunk, json: () => JSON.parse(chunk) } as LightMyRequestResponse;
}
