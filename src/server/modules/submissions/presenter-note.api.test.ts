// The presenter's note to the reviewer (docs/decisions/071-poster-day-finishing.md): sent with the file (the
// multipart field or the tus metadata `note`), stored with that submission, shown in the organiser's review read
// and on the presenter's page; past 500 characters refused with TOO_LONG before anything is kept.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePoster } from '@server/test/fixture-rows';
import { png } from '@server/test/fixture-files';
import { multipart } from '@server/proof/upload-files.test-kit';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { presenterClient, storedSubmission } from './uploads.test-kit';

const w = useProjectAdminWorld();
const projectApi = () => `/api/projects/${w.projectId}`;
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const leftBehind = () =>
  [path.join(w.t.config.dataDir, 'incoming'), path.join(w.t.config.uploadsDir, '.incoming')].flatMap((d) =>
    fs.existsSync(d) ? fs.readdirSync(d) : [],
  );

async function presenter() {
  const poster = await makePoster(w.t.db, w.projectId);
  const client = await presenterClient(w.t.app, poster.id, w.projectId);
  const send = (note: string | null, content = png(400, 566)) =>
    client.inject({
      method: 'POST',
      url: `${projectApi()}/presenter/poster/file`,
      ...multipart(
        { filename: 'poster.png', content, contentType: 'image/png' },
        note === null ? {} : { note },
      ),
    });
  const review = async () => {
    const res = await w.projectAdmin.inject({
      url: w.withAdmin(`${projectApi()}/posters/${poster.id}/submission`),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().submission as { id: number; presenter_note: string | null };
  };
  return { poster, client, send, review };
}

describe("the presenter's note to the reviewer", () => {
  it('comes with the file, is stored with that version and read in the review loop and on the page', async () => {
    const p = await presenter();
    const note = '  1쪽의 QR 코드는 일부러 작게 넣었습니다.\n학회 규정 확인 부탁드립니다.  ';
    const sent = await p.send(note);
    expect(sent.statusCode, sent.body).toBe(202);
    const said = '1쪽의 QR 코드는 일부러 작게 넣었습니다.\n학회 규정 확인 부탁드립니다.';
    expect(sent.json().presenter_note).toBe(said);
    expect((await storedSubmission(w.t.db, sent.json().id)).presenter_note).toBe(said);
    expect(await p.review()).toMatchObject({ id: sent.json().id, presenter_note: said });
    const page = await p.client.inject({ url: `${projectApi()}/presenter/poster` });
    expect(page.json().submission).toMatchObject({ id: sent.json().id, presenter_note: said });
  });

  it('is none when left blank or not sent; a new file starts without the old note', async () => {
    const p = await presenter();
    const first = await p.send('첫 파일에 대한 메모');
    expect(first.statusCode, first.body).toBe(202);
    await w.t.db
      .updateTable('submissions')
      .set({ status: 'submitted' })
      .where('id', '=', first.json().id)
      .execute();
    const blank = await p.send('   ');
    expect(blank.statusCode, blank.body).toBe(202);
    expect(blank.json().presenter_note).toBeNull();
    expect(await p.review()).toMatchObject({ id: blank.json().id, presenter_note: null });
    // The first version keeps its own.
    expect((await storedSubmission(w.t.db, first.json().id)).presenter_note).toBe('첫 파일에 대한 메모');
  });

  it('takes 500 characters; 501 are refused with TOO_LONG and nothing is kept', async () => {
    const p = await presenter();
    const tooLong = await p.send('가'.repeat(501));
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'TOO_LONG', field: 'note', params: { max: 500 } });
    expect(
      await w.t.db.selectFrom('submissions').select('id').where('poster_id', '=', p.poster.id).execute(),
    ).toEqual([]);
    expect(leftBehind()).toEqual([]);
    const full = await p.send('가'.repeat(500));
    expect(full.statusCode, full.body).toBe(202);
    expect(full.json().presenter_note).toHaveLength(500);
  });

  it('comes as tus metadata with a resumable upload; too long is refused at creation', async () => {
    const p = await presenter();
    const file = png(400, 566);
    const create = (note: string) =>
      p.client.inject({
        method: 'POST',
        url: `${projectApi()}/presenter/uploads`,
        headers: {
          ...TUS,
          'upload-length': String(file.length),
          'upload-metadata': `filename ${b64('poster.png')},note ${b64(note)}`,
        },
      });
    const refused = await create('나'.repeat(501));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TOO_LONG', field: 'note' });

    const created = await create('리뷰어께: 2판입니다');
    expect(created.statusCode, created.body).toBe(201);
    const done = await p.client.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: file,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(JSON.parse(done.body).presenter_note).toBe('리뷰어께: 2판입니다');
    expect(await p.review()).toMatchObject({ presenter_note: '리뷰어께: 2판입니다' });
  });
});
