// The posters module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): poster reads,
// edits, deletes, images, audio and QR codes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { inEachProject, noInput, route } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CallParts, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { idsInBody, newPoster, onFresh } from '@server/proof/record-kinds.test-kit';
import { multipart } from '@server/proof/upload-files.test-kit';
import * as fx from '@server/test/fixture-rows';
import { originalPath } from '../submissions/page-urls';
import { png, wav } from '@server/test/fixture-files';

const judgedPoster = inEachProject((p) => ({ params: { id: p.judgedPoster.id } }));
/** A new poster of A in the path (B's unassigned one for `foreign`), and what else the call sends. */
const newPosterWith = (more: () => CallParts = () => ({})) =>
  onFresh(newPoster, (id) => ({ params: { id }, ...more() }));
const newPosterInPath = newPosterWith();
const editTitle = newPosterWith(() => ({ payload: { title: 'Edited title' } }));
const uploadImage = newPosterWith(() =>
  multipart({ filename: 'p.png', content: png(1, 1), contentType: 'image/png' }),
);
const uploadAudio = newPosterWith(() =>
  multipart({ filename: 'a.wav', content: wav(), contentType: 'audio/wav' }),
);
const removeImage = {
  own: async (c: CallContext) => {
    const url = 'https://example.org/a.png';
    const p = await fx.makePoster(c.db, c.world.A.project.id, { images: [url] });
    return { params: { id: p.id }, query: { url } };
  },
  foreign: (c: CallContext) => ({
    params: { id: c.world.B.unassignedPoster.id },
    query: { url: '/uploads/p.png' },
  }),
};
const judgedPosterInBody = inEachProject((p) => ({ payload: { ids: [p.judgedPoster.id] } }));
const newPosterInBody = idsInBody(newPoster);

/** Project A's consent: downloads allowed, posters readable by their link (decision 055). */
async function consentInA(c: CallContext): Promise<void> {
  const values = { allow_download: 1 as const, public_links: 1 as const };
  await c.db
    .insertInto('submission_settings')
    .values({
      project_id: c.world.A.project.id,
      auto_approve: 0,
      poster_format: 'a0-portrait',
      updated_at: new Date().toISOString(),
      ...values,
    })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .execute();
}

/** A new poster of A with an approved file on disk, downloads allowed; `foreign`: B's poster. */
const approvedFile = {
  own: async (c: CallContext) => {
    await consentInA(c);
    const projectId = c.world.A.project.id;
    const poster = await fx.makePoster(c.db, projectId);
    const submission = await fx.makeSubmission(c.db, projectId, poster.id, { status: 'approved' });
    const file = originalPath(c.uploadsDir, submission.folder, 'pdf');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, '%PDF-1.4 a poster');
    return { params: { id: poster.id } };
  },
  foreign: (c: CallContext) => ({ params: { id: c.world.B.unassignedPoster.id } }),
};
const publicPoster = {
  own: async (c: CallContext) => {
    await consentInA(c);
    return { params: { id: c.world.A.judgedPoster.id } };
  },
  foreign: (c: CallContext) => ({ params: { id: c.world.B.judgedPoster.id } }),
};

export const postersCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/posters', 'member', noInput),
  route('GET', '/api/projects/:projectId/posters/:id', 'member', judgedPoster),
  route('PUT', '/api/projects/:projectId/posters/:id', 'projectAdmin', editTitle),
  route('DELETE', '/api/projects/:projectId/posters/:id', 'projectAdmin', newPosterInPath),
  route('GET', '/api/projects/:projectId/posters/:id/delete-preview', 'projectAdmin', judgedPoster),
  route('POST', '/api/projects/:projectId/posters/bulk-delete-preview', 'projectAdmin', judgedPosterInBody),
  route('POST', '/api/projects/:projectId/posters/bulk-delete', 'projectAdmin', newPosterInBody),
  route('POST', '/api/projects/:projectId/posters/:id/images', 'projectAdmin', uploadImage),
  route('DELETE', '/api/projects/:projectId/posters/:id/images', 'projectAdmin', removeImage),
  route('POST', '/api/projects/:projectId/posters/:id/audio', 'projectAdmin', uploadAudio),
  route('GET', '/api/projects/:projectId/posters/:id/qr.svg', 'projectAdmin', judgedPoster),
  route('GET', '/api/projects/:projectId/posters/:id/qr.png', 'projectAdmin', judgedPoster),
  route('GET', '/api/projects/:projectId/posters/:id/file', 'member', approvedFile),
  route('GET', '/api/projects/:projectId/public-posters/:id', 'public', publicPoster),
  route('GET', '/api/projects/:projectId/posters/:id/text', 'member', judgedPoster),
  route('GET', '/api/projects/:projectId/kiosk/posters/:id/text', 'kiosk', judgedPoster),
  route('GET', '/api/projects/:projectId/public-posters/:id/text', 'public', publicPoster),
];
