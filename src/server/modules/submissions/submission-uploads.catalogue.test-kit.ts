// The uploads' routes in the route catalogue (proof/route-catalogue.test-kit.ts): the organiser's multipart
// upload for a presenter and the presenter's own; the tus routes (POST/HEAD/PATCH/DELETE .../uploads) are outside the OpenAPI document
// and tested in tus-uploads.api.test.ts.
import { route } from '@server/proof/catalogue-row.test-kit';
import type { CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { newPoster, onFresh } from '@server/proof/record-kinds.test-kit';
import { multipart } from '@server/proof/upload-files.test-kit';
import { png } from '@server/test/fixture-files';

const uploadFor = onFresh(newPoster, (posterId) => ({
  params: { posterId },
  ...multipart({ filename: 'poster.png', content: png(40, 60), contentType: 'image/png' }),
}));

const ownFile = () => multipart({ filename: 'poster.png', content: png(40, 60), contentType: 'image/png' });

export const submissionUploadsCatalogue: CatalogueRow[] = [
  route('POST', '/api/projects/:projectId/presenter/poster/file', 'presenter', ownFile),
  route('POST', '/api/projects/:projectId/posters/:posterId/submission/file', 'projectAdmin', uploadFor),
];
