import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as fx from '../test/fixtures';
import { png, wav } from '../test/fixture-files';
import { judgeSheet, multipart, participantSheet, posterSheet } from './upload-files';
import { routeKey } from './route-table';
import { hashToken } from '../modules/auth/session.service';
import type { World } from './world';

/**
 * A valid call for every route of the table, against project A. Calls that destroy or rename something get
 * a fresh record each time, so every principal's call meets the same world. `foreign` builds the same call
 * naming a record of project B (or one that does not exist) inside project A's path: allowed principals
 * must get 404.
 */
export type Call = {
  method: string;
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  /** A text/event-stream: the caller reads the first chunk and lets go (it never ends by itself). */
  stream?: true;
};
export type Ctx = { db: Kysely<DB>; world: World };
type Builder = { own: (c: Ctx) => Promise<Call>; foreign?: (c: Ctx) => Promise<Call> };

let seq = 0;
export const uniq = (p: string) => `${p}${Date.now().toString(36)}${(seq++).toString(36)}`;
const MISSING = 2_000_000_000;

const A = (c: Ctx) => c.world.A;
const B = (c: Ctx) => c.world.B;
const pa = (c: Ctx) => `/api/projects/${A(c).project.id}`;

export async function evaluationBody(db: Kysely<DB>, projectId: number, score = 1) {
  const criteria = await db
    .selectFrom('criteria')
    .select(['id', 'max_score'])
    .where('project_id', '=', projectId)
    .where('is_active', '=', 1)
    .execute();
  return {
    scores: criteria.map((k) => ({ criterion_id: k.id, score: Math.min(score, k.max_score) })),
    comment: 'Clear poster, sound method.',
  };
}

/** Opens the people's choice vote in project A (50 votes each); answers the context for chaining. */
async function openVote(c: Ctx): Promise<Ctx> {
  const values = { peoples_choice_enabled: 1 as const, votes_per_participant: 50 };
  await c.db
    .insertInto('result_settings')
    .values({ project_id: A(c).project.id, method: 'raw', updated_at: new Date().toISOString(), ...values })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .execute();
  return c;
}

const PNG = png(1, 1);
const WAV = wav();

const freshPoster = (c: Ctx, p = A(c)) => fx.makePoster(c.db, p.project.id);

/** A POST naming A's other judge and a poster (an assignment, a conflict): a fresh one, or one of B's. */
const judgeAndPoster = (path: string): Builder => ({
  own: async (c) => ({
    method: 'POST',
    url: `${pa(c)}/${path}`,
    payload: { judge_id: A(c).otherJudge.id, poster_id: (await freshPoster(c)).id },
  }),
  foreign: async (c) => ({
    method: 'POST',
    url: `${pa(c)}/${path}`,
    payload: { judge_id: A(c).otherJudge.id, poster_id: B(c).posters[2]!.id },
  }),
});

export const builders: Record<string, Builder> = {
  'GET /api/health': { own: async () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/auth/me': { own: async () => ({ method: 'GET', url: '/api/auth/me' }) },
  'POST /api/auth/logout': { own: async () => ({ method: 'POST', url: '/api/auth/logout' }) },

  'GET /api/projects': { own: async () => ({ method: 'GET', url: '/api/projects' }) },
  'GET /api/projects/{}': {
    own: async (c) => ({ method: 'GET', url: `/api/projects/${A(c).project.slug}` }),
    foreign: async () => ({ method: 'GET', url: '/api/projects/no-such-conference' }),
  },
  'GET /api/projects/id/{}': {
    own: async (c) => ({ method: 'GET', url: `/api/projects/id/${A(c).project.id}` }),
    foreign: async () => ({ method: 'GET', url: `/api/projects/id/${MISSING}` }),
  },

  'POST /api/super-admin/login': {
    own: async (c) => ({
      method: 'POST',
      url: '/api/super-admin/login',
      payload: { username: c.world.superAdmin.username, password: fx.PASSWORD },
    }),
  },
  'GET /api/super-admin/dashboard': {
    own: async () => ({ method: 'GET', url: '/api/super-admin/dashboard' }),
  },
  'GET /api/super-admin/projects': { own: async () => ({ method: 'GET', url: '/api/super-admin/projects' }) },
  'POST /api/super-admin/projects': {
    own: async () => ({
      method: 'POST',
      url: '/api/super-admin/projects',
      payload: { name: 'New Conference', slug: uniq('new-conf-') },
    }),
  },
  'GET /api/super-admin/projects/{}': {
    own: async (c) => ({ method: 'GET', url: `/api/super-admin/projects/${A(c).project.id}` }),
    foreign: async () => ({ method: 'GET', url: `/api/super-admin/projects/${MISSING}` }),
  },
  'PUT /api/super-admin/projects/{}': {
    own: async (c) => ({
      method: 'PUT',
      url: `/api/super-admin/projects/${(await fx.makeProject(c.db)).id}`,
      payload: { name: 'Renamed Conference' },
    }),
    foreign: async () => ({
      method: 'PUT',
      url: `/api/super-admin/projects/${MISSING}`,
      payload: { name: 'Renamed Conference' },
    }),
  },
  'DELETE /api/super-admin/projects/{}': {
    own: async (c) => {
      const p = await fx.makeProject(c.db);
      return {
        method: 'DELETE',
        url: `/api/super-admin/projects/${p.id}?confirm=${encodeURIComponent(p.name)}`,
      };
    },
    foreign: async () => ({ method: 'DELETE', url: `/api/super-admin/projects/${MISSING}?confirm=x` }),
  },
  'GET /api/super-admin/projects/{}/delete-preview': {
    own: async (c) => ({ method: 'GET', url: `/api/super-admin/projects/${A(c).project.id}/delete-preview` }),
    foreign: async () => ({ method: 'GET', url: `/api/super-admin/projects/${MISSING}/delete-preview` }),
  },
  'GET /api/super-admin/projects/{}/admins': {
    own: async (c) => ({ method: 'GET', url: `/api/super-admin/projects/${A(c).project.id}/admins` }),
    foreign: async () => ({ method: 'GET', url: `/api/super-admin/projects/${MISSING}/admins` }),
  },
  'POST /api/super-admin/projects/{}/admins': {
    own: async (c) => ({
      method: 'POST',
      url: `/api/super-admin/projects/${(await fx.makeProject(c.db)).id}/admins`,
      payload: { admin_id: (await fx.makeAdmin(c.db)).id },
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `/api/super-admin/projects/${MISSING}/admins`,
      payload: { admin_id: (await fx.makeAdmin(c.db)).id },
    }),
  },
  'DELETE /api/super-admin/projects/{}/admins/{}': {
    own: async (c) => {
      const p = await fx.makeProject(c.db);
      const a = await fx.makeAdmin(c.db, { projectIds: [p.id] });
      return { method: 'DELETE', url: `/api/super-admin/projects/${p.id}/admins/${a.id}` };
    },
    foreign: async (c) => ({
      method: 'DELETE',
      url: `/api/super-admin/projects/${MISSING}/admins/${(await fx.makeAdmin(c.db)).id}`,
    }),
  },
  'GET /api/super-admin/admins': { own: async () => ({ method: 'GET', url: '/api/super-admin/admins' }) },
  'POST /api/super-admin/admins': {
    own: async () => {
      const u = uniq('newadmin');
      return {
        method: 'POST',
        url: '/api/super-admin/admins',
        payload: {
          username: u,
          password: 'secret123',
          email: `${u}@example.org`,
          full_name: 'New Admin',
          is_super_admin: false,
        },
      };
    },
  },
  'PUT /api/super-admin/admins/{}': {
    own: async (c) => ({
      method: 'PUT',
      url: `/api/super-admin/admins/${(await fx.makeAdmin(c.db)).id}`,
      payload: { full_name: 'Renamed Admin' },
    }),
    foreign: async () => ({
      method: 'PUT',
      url: `/api/super-admin/admins/${MISSING}`,
      payload: { full_name: 'Renamed Admin' },
    }),
  },
  'DELETE /api/super-admin/admins/{}': {
    own: async (c) => ({ method: 'DELETE', url: `/api/super-admin/admins/${(await fx.makeAdmin(c.db)).id}` }),
    foreign: async () => ({ method: 'DELETE', url: `/api/super-admin/admins/${MISSING}` }),
  },

  'POST /api/projects/{}/login': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/login`,
      payload: { username: A(c).admin.username, password: fx.PASSWORD },
    }),
  },
  'GET /api/projects/{}/dashboard': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/dashboard` }) },
  'GET /api/projects/{}/statistics': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/statistics` }) },
  'GET /api/projects/{}/results': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/results` }) },
  'GET /api/projects/{}/results/evaluations': {
    own: async (c) => ({
      method: 'GET',
      url: `${pa(c)}/results/evaluations?poster_id=${A(c).posters[0]!.id}`,
    }),
  },
  'GET /api/projects/{}/results/settings': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/results/settings` }),
  },
  // Opening the people's choice (as the vote calls need it) changes nothing the other calls depend on.
  'PUT /api/projects/{}/results/settings': {
    own: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/results/settings`,
      payload: { peoples_choice: { enabled: true, votes_per_participant: 50 } },
    }),
  },
  'GET /api/projects/{}/results/export': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/results/export?format=xlsx` }),
  },
  'GET /api/projects/{}/results/peoples-choice': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/results/peoples-choice` }),
  },
  'GET /api/projects/{}/events': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/events`, stream: true }),
  },
  'GET /api/projects/{}/progress': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/progress` }) },
  'GET /api/projects/{}/audit': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/audit?judge_id=${A(c).judge.id}&page=1` }),
  },

  'GET /api/projects/{}/posters': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/posters` }) },
  'GET /api/projects/{}/posters/{}': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/${A(c).posters[0]!.id}` }),
    foreign: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/${B(c).posters[0]!.id}` }),
  },
  'PUT /api/projects/{}/posters/{}': {
    own: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/posters/${(await freshPoster(c)).id}`,
      payload: { title: 'Edited title' },
    }),
    foreign: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/posters/${B(c).posters[2]!.id}`,
      payload: { title: 'Edited title' },
    }),
  },
  'GET /api/projects/{}/posters/{}/delete-preview': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/${A(c).posters[0]!.id}/delete-preview` }),
    foreign: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/${B(c).posters[0]!.id}/delete-preview` }),
  },
  'POST /api/projects/{}/posters/bulk-delete-preview': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/bulk-delete-preview`,
      payload: { ids: [A(c).posters[0]!.id] },
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/bulk-delete-preview`,
      payload: { ids: [B(c).posters[0]!.id] },
    }),
  },
  'POST /api/projects/{}/posters/bulk-delete': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/bulk-delete`,
      payload: { ids: [(await freshPoster(c)).id] },
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/bulk-delete`,
      payload: { ids: [B(c).posters[2]!.id] },
    }),
  },
  'DELETE /api/projects/{}/posters/{}': {
    own: async (c) => ({ method: 'DELETE', url: `${pa(c)}/posters/${(await freshPoster(c)).id}` }),
    foreign: async (c) => ({ method: 'DELETE', url: `${pa(c)}/posters/${B(c).posters[2]!.id}` }),
  },
  'POST /api/projects/{}/posters/upload-excel': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/upload-excel`,
      ...multipart({ filename: 'posters.xlsx', content: posterSheet(2, uniq('M')) }),
    }),
  },
  'POST /api/projects/{}/posters/{}/images': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/${(await freshPoster(c)).id}/images`,
      ...multipart({ filename: 'p.png', content: PNG, contentType: 'image/png' }),
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/${B(c).posters[2]!.id}/images`,
      ...multipart({ filename: 'p.png', content: PNG, contentType: 'image/png' }),
    }),
  },
  'DELETE /api/projects/{}/posters/{}/images': {
    own: async (c) => {
      const p = await fx.makePoster(c.db, A(c).project.id, { images: ['https://example.org/a.png'] });
      return {
        method: 'DELETE',
        url: `${pa(c)}/posters/${p.id}/images?url=${encodeURIComponent('https://example.org/a.png')}`,
      };
    },
    foreign: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/posters/${B(c).posters[2]!.id}/images?url=${encodeURIComponent('/uploads/p.png')}`,
    }),
  },
  'POST /api/projects/{}/posters/{}/audio': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/${(await freshPoster(c)).id}/audio`,
      ...multipart({ filename: 'a.wav', content: WAV, contentType: 'audio/wav' }),
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/posters/${B(c).posters[2]!.id}/audio`,
      ...multipart({ filename: 'a.wav', content: WAV, contentType: 'audio/wav' }),
    }),
  },
  'GET /api/projects/{}/posters/download-template': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/download-template` }),
  },

  'GET /api/projects/{}/judges': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/judges` }) },
  'POST /api/projects/{}/judges': {
    own: async (c) => {
      const u = uniq('newjudge');
      return {
        method: 'POST',
        url: `${pa(c)}/judges`,
        payload: {
          username: u,
          password: 'secret123',
          full_name: 'New Judge',
          email: `${u}@example.org`,
          affiliation: 'KAIST',
          specialty: 'Chemistry',
        },
      };
    },
  },
  'PUT /api/projects/{}/judges/{}': {
    own: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/judges/${(await fx.makeJudge(c.db, A(c).project.id)).id}`,
      payload: { full_name: 'Renamed Judge' },
    }),
    foreign: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/judges/${B(c).otherJudge.id}`,
      payload: { full_name: 'Renamed Judge' },
    }),
  },
  'GET /api/projects/{}/judges/{}/delete-preview': {
    own: async (c) => ({
      method: 'GET',
      url: `${pa(c)}/judges/${(await fx.makeJudge(c.db, A(c).project.id)).id}/delete-preview`,
    }),
    foreign: async (c) => ({ method: 'GET', url: `${pa(c)}/judges/${B(c).otherJudge.id}/delete-preview` }),
  },
  'POST /api/projects/{}/judges/bulk-delete-preview': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/judges/bulk-delete-preview`,
      payload: { ids: [(await fx.makeJudge(c.db, A(c).project.id)).id] },
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/judges/bulk-delete-preview`,
      payload: { ids: [B(c).otherJudge.id] },
    }),
  },
  'POST /api/projects/{}/judges/bulk-delete': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/judges/bulk-delete`,
      payload: { ids: [(await fx.makeJudge(c.db, A(c).project.id)).id] },
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/judges/bulk-delete`,
      payload: { ids: [B(c).otherJudge.id] },
    }),
  },
  'DELETE /api/projects/{}/judges/{}': {
    own: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/judges/${(await fx.makeJudge(c.db, A(c).project.id)).id}`,
    }),
    foreign: async (c) => ({ method: 'DELETE', url: `${pa(c)}/judges/${B(c).otherJudge.id}` }),
  },
  'GET /api/projects/{}/judges/download-template': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/judges/download-template` }),
  },
  'POST /api/projects/{}/judges/upload-excel': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/judges/upload-excel`,
      ...multipart({ filename: 'judges.xlsx', content: judgeSheet(1) }),
    }),
  },

  'GET /api/projects/{}/users': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/users` }) },
  'POST /api/projects/{}/users': {
    own: async (c) => {
      const u = uniq('newuser');
      return {
        method: 'POST',
        url: `${pa(c)}/users`,
        payload: { username: u, password: 'secret123', email: `${u}@example.org`, full_name: 'New User' },
      };
    },
  },
  'DELETE /api/projects/{}/users/{}': {
    own: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/users/${(await fx.makeParticipant(c.db, A(c).project.id)).id}`,
    }),
    foreign: async (c) => ({ method: 'DELETE', url: `${pa(c)}/users/${B(c).otherUser.id}` }),
  },
  'POST /api/projects/{}/users/bulk-delete': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/users/bulk-delete`,
      payload: { ids: [(await fx.makeParticipant(c.db, A(c).project.id)).id] },
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/users/bulk-delete`,
      payload: { ids: [B(c).otherUser.id] },
    }),
  },
  'GET /api/projects/{}/users/download-template': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/users/download-template` }),
  },
  'POST /api/projects/{}/users/upload-excel': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/users/upload-excel`,
      ...multipart({ filename: 'users.xlsx', content: participantSheet(1) }),
    }),
  },

  'GET /api/projects/{}/evaluation-criteria': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/evaluation-criteria` }),
  },
  'POST /api/projects/{}/evaluation-criteria': {
    // Created inactive so later evaluation calls keep needing only the seeded criteria.
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/evaluation-criteria`,
      payload: {
        name: uniq('Clarity '),
        max_score: 10,
        order_number: 5,
        description: 'How clear',
        is_active: false,
      },
    }),
  },
  'PUT /api/projects/{}/evaluation-criteria/{}': {
    own: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/evaluation-criteria/${(await fx.makeCriterion(c.db, A(c).project.id, { is_active: 0 })).id}`,
      payload: { name: 'Renamed criterion' },
    }),
    foreign: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/evaluation-criteria/${B(c).criteria[2]!.id}`,
      payload: { name: 'Renamed criterion' },
    }),
  },
  'DELETE /api/projects/{}/evaluation-criteria/{}': {
    own: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/evaluation-criteria/${(await fx.makeCriterion(c.db, A(c).project.id, { is_active: 0 })).id}`,
    }),
    foreign: async (c) => ({ method: 'DELETE', url: `${pa(c)}/evaluation-criteria/${B(c).criteria[2]!.id}` }),
  },

  'GET /api/projects/{}/assignments': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/assignments` }) },
  'POST /api/projects/{}/assignments': judgeAndPoster('assignments'),
  'DELETE /api/projects/{}/assignments/{}': {
    own: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/assignments/${(await fx.makeAssignment(c.db, A(c).project.id, A(c).otherJudge.id, (await freshPoster(c)).id)).id}`,
    }),
    foreign: async (c) => ({ method: 'DELETE', url: `${pa(c)}/assignments/${B(c).assignments[2]!.id}` }),
  },
  'POST /api/projects/{}/assignments/plan': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/assignments/plan`,
      payload: { judges_per_poster: 2 },
    }),
  },
  'POST /api/projects/{}/assignments/bulk': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/assignments/bulk`,
      payload: { judge_id: A(c).otherJudge.id, poster_ids: [(await freshPoster(c)).id] },
    }),
    foreign: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/assignments/bulk`,
      payload: { judge_id: A(c).otherJudge.id, poster_ids: [B(c).posters[2]!.id] },
    }),
  },
  'DELETE /api/projects/{}/assignments': {
    own: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/assignments`,
      payload: {
        ids: [
          (await fx.makeAssignment(c.db, A(c).project.id, A(c).otherJudge.id, (await freshPoster(c)).id)).id,
        ],
      },
    }),
    foreign: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/assignments`,
      payload: { ids: [B(c).assignments[2]!.id] },
    }),
  },
  'GET /api/projects/{}/conflicts': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/conflicts` }) },
  'POST /api/projects/{}/conflicts': judgeAndPoster('conflicts'),
  'DELETE /api/projects/{}/conflicts/{}': {
    own: async (c) => {
      const poster = await freshPoster(c);
      const row = await c.db
        .insertInto('conflicts')
        .values({
          project_id: A(c).project.id,
          judge_id: A(c).otherJudge.id,
          poster_id: poster.id,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'DELETE', url: `${pa(c)}/conflicts/${row.id}` };
    },
    foreign: async (c) => ({ method: 'DELETE', url: `${pa(c)}/conflicts/${MISSING}` }),
  },
  'GET /api/projects/{}/posters/{}/qr.svg': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/${A(c).posters[0]!.id}/qr.svg` }),
    foreign: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/${B(c).posters[0]!.id}/qr.svg` }),
  },
  'GET /api/projects/{}/posters/{}/qr.png': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/${A(c).posters[0]!.id}/qr.png` }),
    foreign: async (c) => ({ method: 'GET', url: `${pa(c)}/posters/${B(c).posters[0]!.id}/qr.png` }),
  },
  'POST /api/projects/{}/judges/{}/access-link': {
    own: async (c) => ({ method: 'POST', url: `${pa(c)}/judges/${A(c).otherJudge.id}/access-link` }),
    foreign: async (c) => ({ method: 'POST', url: `${pa(c)}/judges/${B(c).judge.id}/access-link` }),
  },
  // A fresh link each time (a link signs in once): a judge of A without a session of its own in the matrix.
  'POST /api/projects/{}/judge/access': {
    own: async (c) => {
      const judge = await fx.makeJudge(c.db, A(c).project.id);
      const token = uniq('link-token-');
      await c.db
        .insertInto('judge_access_links')
        .values({
          project_id: A(c).project.id,
          judge_id: judge.id,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { method: 'POST', url: `${pa(c)}/judge/access`, payload: { token } };
    },
  },
  'GET /api/projects/{}/phase': { own: async (c) => ({ method: 'GET', url: `${pa(c)}/phase` }) },
  // The same phase and no closing time: allowed callers change nothing the other calls depend on.
  'PUT /api/projects/{}/phase': {
    own: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/phase`,
      payload: { phase: 'open', judging_closes_at: null },
    }),
  },
  // A project of its own, published: the route is public, and project A stays open for the judges' calls.
  'GET /api/projects/{}/published-results': {
    own: async (c) => ({
      method: 'GET',
      url: `/api/projects/${(await fx.makeProject(c.db, { phase: 'published' })).id}/published-results`,
    }),
  },

  // The people's choice, open in project A (as an organiser opens it); B's poster in A's path is 404.
  'PUT /api/projects/{}/posters/{}/vote': {
    own: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/posters/${A(await openVote(c)).posters[1]!.id}/vote`,
    }),
    foreign: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/posters/${B(await openVote(c)).posters[1]!.id}/vote`,
    }),
  },
  'DELETE /api/projects/{}/posters/{}/vote': {
    own: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/posters/${A(await openVote(c)).posters[2]!.id}/vote`,
    }),
    foreign: async (c) => ({
      method: 'DELETE',
      url: `${pa(c)}/posters/${B(await openVote(c)).posters[2]!.id}/vote`,
    }),
  },
  'GET /api/projects/{}/peoples-choice/me': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/peoples-choice/me` }),
  },

  'POST /api/projects/{}/judge/login': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/judge/login`,
      payload: { username: A(c).judge.username, password: fx.PASSWORD },
    }),
  },
  'GET /api/projects/{}/judge/posters': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/judge/posters` }),
  },
  'GET /api/projects/{}/judge/progress': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/judge/progress` }),
  },
  'GET /api/projects/{}/judge/posters/{}': {
    own: async (c) => ({ method: 'GET', url: `${pa(c)}/judge/posters/${A(c).posters[0]!.id}` }),
    foreign: async (c) => ({ method: 'GET', url: `${pa(c)}/judge/posters/${B(c).posters[0]!.id}` }),
  },
  'PUT /api/projects/{}/judge/posters/{}/evaluation': {
    own: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/judge/posters/${A(c).posters[1]!.id}/evaluation`,
      payload: await evaluationBody(c.db, A(c).project.id),
    }),
    foreign: async (c) => ({
      method: 'PUT',
      url: `${pa(c)}/judge/posters/${B(c).posters[0]!.id}/evaluation`,
      payload: await evaluationBody(c.db, A(c).project.id),
    }),
  },

  'POST /api/projects/{}/users/register': {
    own: async (c) => {
      const u = uniq('signup');
      return {
        method: 'POST',
        url: `${pa(c)}/users/register`,
        payload: { username: u, email: `${u}@example.org`, password: 'secret123', full_name: 'Signed Up' },
      };
    },
  },
  'POST /api/projects/{}/users/login': {
    own: async (c) => ({
      method: 'POST',
      url: `${pa(c)}/users/login`,
      payload: { username: A(c).user.username, password: fx.PASSWORD },
    }),
  },
};

export function builderFor(method: string, path: string): Builder {
  const b = builders[routeKey(method, path)];
  if (!b) throw new Error(`no call builder for ${routeKey(method, path)}`);
  return b;
}

/** The routes the app registered (from its OpenAPI description), as route keys. */
export function registeredRoutes(app: { swagger: () => unknown }): Set<string> {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const keys = new Set<string>();
  for (const [p, ops] of Object.entries(doc.paths ?? {})) {
    if (p.startsWith('/api/docs')) continue;
    for (const m of Object.keys(ops))
      if (['get', 'post', 'put', 'delete', 'patch'].includes(m)) keys.add(routeKey(m, p));
  }
  return keys;
}
