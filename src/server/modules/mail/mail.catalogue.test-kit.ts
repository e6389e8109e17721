// The mail module's routes in the route catalogue (proof/route-catalogue.test-kit.ts): the log and a resend.
import { noInput, route, type CatalogueRow, type CallContext } from '@server/proof/catalogue-row.test-kit';
import * as fx from '@server/test/fixture-rows';

/** A sent message of project A (each call its own), or one of project B. */
const resend = {
  own: async (c: CallContext) => ({
    params: { id: (await fx.makeMailMessage(c.db, c.world.A.project.id)).id },
    payload: {},
  }),
  foreign: async (c: CallContext) => ({
    params: { id: (await fx.makeMailMessage(c.db, c.world.B.project.id)).id },
    payload: {},
  }),
};

export const mailCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/mail', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/mail/:id/resend', 'projectAdmin', resend),
];
