// The spreadsheet imports and their templates in the route catalogue (proof/route-catalogue.test-kit.ts).
import { noInput, route, uniq } from '@server/proof/catalogue-row.test-kit';
import type { CallContext, CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import type { ProjectWorld } from '@server/proof/two-project-world.test-kit';
import { judgeSheet, multipart, participantSheet, posterSheet } from '@server/proof/upload-files.test-kit';

const posters = () => multipart({ filename: 'posters.xlsx', content: posterSheet(2, uniq('M')) });
const judges = () => multipart({ filename: 'judges.xlsx', content: judgeSheet(1) });
const participants = () => multipart({ filename: 'users.xlsx', content: participantSheet(1) });

/** An image still to fetch on the project's poster (its retry queues a fetch of a host that does not exist). */
async function unfetchedOf(c: CallContext, p: ProjectWorld) {
  const at = new Date().toISOString();
  const row = await c.db
    .insertInto('image_fetches')
    .values({
      project_id: p.project.id,
      poster_id: p.unassignedPoster.id,
      source_url: `https://images.example.invalid/${uniq('i')}.png`,
      position: 0,
      status: 'failed',
      attempts: 1,
      error: 'the host was not found',
      next_try_at: null,
      job_key: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { params: { id: row.id } };
}

export const importsCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/posters/download-template', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/posters/upload-excel', 'projectAdmin', posters),
  route('GET', '/api/projects/:projectId/judges/download-template', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/judges/upload-excel', 'projectAdmin', judges),
  route('GET', '/api/projects/:projectId/users/download-template', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/users/upload-excel', 'projectAdmin', participants),
  route('GET', '/api/projects/:projectId/image-fetches', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/image-fetches/:id/retry', 'projectAdmin', {
    own: (c) => unfetchedOf(c, c.world.A),
    foreign: (c) => unfetchedOf(c, c.world.B),
  }),
  route('POST', '/api/projects/:projectId/image-fetches/retry', 'projectAdmin', noInput),
];
