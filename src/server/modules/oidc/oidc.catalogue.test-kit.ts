// Sign-in through the institution's routes in the route catalogue (proof/route-catalogue.test-kit.ts).
import { noInput, route, type CatalogueRow } from '@server/proof/catalogue-row.test-kit';
import { signInAtProvider } from '@server/test/oidc-issuer';
import { startAt } from './oidc.test-kit';

export const oidcCatalogue: CatalogueRow[] = [
  route('GET', '/api/auth/oidc', 'public', noInput),
  route('POST', '/api/projects/:projectId/oidc/start', 'public', () => ({ payload: { door: 'admin' } })),
  // A sign-in at project A's organisers' door, started by the caller's browser and answered by the provider for
  // A's organiser; an app without a provider (or a proof without the app) gets an answer with no flow.
  route('POST', '/api/auth/oidc/login', 'public', async ({ app, db, world }) => {
    if (!app?.config.oidc) return { payload: { params: 'code=none&state=none' } };
    const { email } = await db
      .selectFrom('admins')
      .select('email')
      .where('id', '=', world.A.projectAdmin.id)
      .executeTakeFirstOrThrow();
    const started = await startAt(app, world.A.project.id, 'admin');
    const params = await signInAtProvider(started.url, email);
    return { payload: { params }, headers: { cookie: started.flowCookie } };
  }),
];
