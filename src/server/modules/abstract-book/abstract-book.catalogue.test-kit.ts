// The abstract book's routes in the route catalogue (proof/route-catalogue.test-kit.ts).
import { route, type CallContext, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { findBookRow } from './abstract-book.repository';
import { BOOK_JOB, requestAbstractBook, setAbstractBookPublished } from './abstract-book.service';
import { bookJobHandler } from './book-job';

/** Project A's book built and published (once: later calls find it so), as the organiser would leave it. */
async function publishedBook(c: CallContext) {
  const projectId = c.world.A.project.id;
  const row = await findBookRow(c.db, projectId);
  if (!row?.file_stamp || row.published !== 1) {
    const origin = 'http://localhost';
    await requestAbstractBook(c.db, projectId, origin);
    const { build } = (await findBookRow(c.db, projectId))!;
    await bookJobHandler({ db: c.db, uploadsDir: c.uploadsDir })({
      id: 0,
      kind: BOOK_JOB,
      projectId,
      payload: { build, origin },
      key: null,
      attempt: 1,
    });
    await setAbstractBookPublished(c.db, projectId, true);
  }
  return {};
}

export const abstractBookCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/abstract-book', 'member', publishedBook),
  route('POST', '/api/projects/:projectId/abstract-book', 'projectAdmin', () => ({ payload: {} })),
  route('PUT', '/api/projects/:projectId/abstract-book', 'projectAdmin', () => ({
    payload: { published: true },
  })),
  route('GET', '/api/projects/:projectId/abstract-book.pdf', 'member', publishedBook),
  route('GET', '/api/projects/:projectId/abstract-book.xlsx', 'member', publishedBook),
];
