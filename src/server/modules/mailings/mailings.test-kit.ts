// What the organiser's batch tests share: a real SMTP server in this process, a project admin's world mailing to
// it, and the steps that read what arrived and follow its links as the person it was sent to.
import { expect } from 'vitest';
import { makePoster } from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { mailConfig, useSmtpSink, type Received } from '@server/test/smtp-sink';
import { anonymous, clientFrom, type Client } from '@server/test/test-app';

/** The sink and the world (made once per test file, at its top level), and the steps on them. */
export function useMailingsWorld() {
  const sink = useSmtpSink();
  const w = useProjectAdminWorld({ config: mailConfig(sink) });

  /** A project of its own for a test, its admin, and its API paths. */
  async function project() {
    const { id, client } = await w.freshProject();
    const row = await w.t.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      id,
      slug: row.slug,
      name: row.name,
      admin: client,
      post: (path: string, payload: object) =>
        client.inject({ method: 'POST', url: `/api/projects/${id}${path}`, payload }),
    };
  }

  const setEmail = (table: 'judges', id: number, email: string) =>
    w.t.db.updateTable(table).set({ email }).where('id', '=', id).execute();

  async function presenterPoster(projectId: number, email: string | null, name = '김발표') {
    const poster = await makePoster(w.t.db, projectId);
    await w.t.db
      .updateTable('posters')
      .set({ presenter_email: email, presenter_name: name })
      .where('id', '=', poster.id)
      .execute();
    return { ...poster, presenter_email: email };
  }

  /** Waits until the queue has sent everything due, then answers what arrived for each address. */
  async function delivered(): Promise<void> {
    await w.t.app.jobs.idle('mail-send');
  }
  const addressesOf = (mails: Received[]) => mails.flatMap((m) => m.to).sort();
  const only = (address: string): Received => {
    const mails = sink.to(address);
    expect(mails, address).toHaveLength(1);
    return mails[0]!;
  };

  /** Follows a judge's sign-in link from a mail: its token, to the API's sign-in. */
  const judgeSignIn = (projectId: number, url: string) =>
    anonymous(w.t.app).inject({
      method: 'POST',
      url: `/api/projects/${projectId}/judge/access`,
      payload: { token: url.split('/judge/link/')[1] },
    });

  async function presenterSignIn(projectId: number, url: string): Promise<Client> {
    const res = await anonymous(w.t.app).inject({
      method: 'POST',
      url: `/api/projects/${projectId}/presenter/access`,
      payload: { token: url.split('/presenter/link/')[1] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return clientFrom(w.t.app, res);
  }

  return {
    sink,
    w,
    project,
    setEmail,
    presenterPoster,
    delivered,
    addressesOf,
    only,
    judgeSignIn,
    presenterSignIn,
  };
}
