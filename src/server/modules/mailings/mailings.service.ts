// The organiser's batches of mail: judges' invitations and reminders, presenters' upload requests and reminders.
// A batch is written in one transaction with what it needs (new sign-in links, missing presenter links); its
// preview is the same batch rolled back, so the count and the sample are what sending would write.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { allFound } from '@server/errors';
import { displayId } from '@shared/format';
import type { MailBatch, MailPreview, MailQueued } from '@shared/contracts/mail';
import type { Project } from '@shared/contracts/projects';
import { listJudges } from '@server/modules/judges';
import { accessUrl, replaceAccessLinkIn } from '@server/modules/judging';
import {
  assertMailOn,
  type MailSettings,
  mailTemplates,
  type Outgoing,
  queueMail,
} from '@server/modules/mail';
import { currentLinkUrls, issueMissingLinksIn } from '@server/modules/presenters';
import { getProjectById } from '@server/modules/projects';
import { readSubmissionSettings, selectPosterStatuses } from '@server/modules/submissions';

export const judgeBatches = ['judge-invitations', 'judge-reminders'] as const;
export const presenterBatches = ['presenter-requests', 'presenter-reminders'] as const;
type JudgeBatch = (typeof judgeBatches)[number];
type PresenterBatch = (typeof presenterBatches)[number];
export type BatchKind = JudgeBatch | PresenterBatch;

/** What the presenter still has to do: nothing sent yet, a fix asked for, or a file that could not be read. */
export const unfinishedStatuses = new Set(['not_started', 'needs_fix', 'failed']);

/** Where a batch's links point and the link secret of presenters' links. */
export type BatchContext = { settings: MailSettings; origin: string; secret: Buffer };

/** A batch's messages, each with the personal link it carries (the CSV's column), and those skipped. */
export type Written = { mails: (Outgoing & { link: string | null })[]; skipped: number };

const hasAddress = (email: string | null | undefined): email is string => Boolean(email && email.trim());

/**
 * Of `all`, those the batch is for: the ones `ids` names (each must be there) or, without ids, every one; and of
 * those, the ones `due` keeps.
 */
function chosen<T extends { id: number }>(
  what: string,
  all: T[],
  ids: number[] | undefined,
  due: (t: T) => boolean,
): T[] {
  const named = new Set(ids ?? []);
  if (ids) allFound(what, [...named], all);
  return all.filter((t) => (!ids || named.has(t.id)) && due(t));
}

/** A batch being written: its project, the people it names (none: every one due) and its key. */
type BatchRun = { project: Project; ids: number[] | undefined; batch: string };

/** Who a message of the batch goes to, and its kind and key (one per person and batch); mail in Korean. */
function addressed(
  kindName: string,
  run: BatchRun,
  person: { type: 'judge' | 'presenter'; id: number },
  to: string,
  toName: string | null,
) {
  return {
    kind: kindName,
    key: `${kindName}:${run.project.id}:${person.id}:${run.batch}`,
    to: to.trim(),
    toName,
    language: 'ko' as const,
    person,
  };
}

async function judgeMails(trx: Kysely<DB>, ctx: BatchContext, run: BatchRun, kind: JudgeBatch) {
  const { project, ids } = run;
  const judges = chosen(
    'Judge',
    await listJudges(trx, project.id),
    ids,
    (j) => kind === 'judge-invitations' || j.assigned_count > j.completed_count,
  );
  const mails: Written['mails'] = [];
  for (const j of judges.filter((j) => hasAddress(j.email))) {
    const link = await replaceAccessLinkIn(trx, project.id, j.id, project.judging_closes_at);
    const values = {
      project: project.name,
      zone: project.time_zone,
      name: j.full_name,
      url: accessUrl(ctx.origin, project.slug, link.token),
      expiresAt: link.expires_at,
      left: j.assigned_count - j.completed_count,
    };
    const kindName = kind === 'judge-invitations' ? 'judge-invitation' : 'judge-reminder';
    mails.push({
      ...addressed(kindName, run, { type: 'judge', id: j.id }, j.email, j.full_name),
      content:
        kind === 'judge-invitations'
          ? mailTemplates.judgeInvitation('ko', values)
          : mailTemplates.judgeReminder('ko', values),
      qrUrl: values.url,
      link: values.url,
    });
  }
  return { mails, skipped: judges.length - mails.length };
}

async function presenterMails(trx: Kysely<DB>, ctx: BatchContext, run: BatchRun, kind: PresenterBatch) {
  const { project, ids } = run;
  const posters = chosen(
    'Poster',
    await selectPosterStatuses(trx, project.id),
    ids,
    (p) => kind === 'presenter-requests' || unfinishedStatuses.has(p.status),
  );
  const withAddress = posters.filter((p) => hasAddress(p.presenter_email));
  await issueMissingLinksIn(
    trx,
    ctx.secret,
    project.id,
    withAddress.map((p) => p.id),
  );
  const urls = await currentLinkUrls(trx, { secret: ctx.secret, origin: ctx.origin }, project.id);
  const { deadline } = await readSubmissionSettings(trx, project.id);
  const kindName = kind === 'presenter-requests' ? 'presenter-request' : 'presenter-reminder';
  const mails = withAddress.map((p): Written['mails'][number] => {
    const values = {
      project: project.name,
      zone: project.time_zone,
      name: p.presenter_name,
      poster: displayId('P', p.number),
      title: p.title,
      url: urls.get(p.id) ?? null,
      deadline,
    };
    return {
      ...addressed(kindName, run, { type: 'presenter', id: p.id }, p.presenter_email!, p.presenter_name),
      content:
        kind === 'presenter-requests'
          ? mailTemplates.presenterRequest('ko', values)
          : mailTemplates.presenterReminder('ko', values),
      link: values.url,
    };
  });
  return { mails, skipped: posters.length - mails.length };
}

/**
 * The batch's messages, with what they need written in `trx` (judges' new sign-in links, presenters' missing
 * links); `batch` makes their keys unique to this batch.
 */
export async function buildBatch(
  trx: Kysely<DB>,
  ctx: BatchContext,
  projectId: number,
  kind: BatchKind,
  ids: number[] | undefined,
  batch: string,
): Promise<Written> {
  const run: BatchRun = { project: await getProjectById(trx, projectId), ids, batch };
  return kind === 'judge-invitations' || kind === 'judge-reminders'
    ? judgeMails(trx, ctx, run, kind)
    : presenterMails(trx, ctx, run, kind);
}

/** Thrown to roll a preview's transaction back, carrying what it would have written. */
class Preview {
  constructor(readonly written: Written) {}
}

/**
 * A batch: with dry_run, what it would write (count and the first message), rolled back; without, the messages
 * and their jobs written in one transaction with the links they carry (409 MAIL_OFF while mail is off).
 */
export async function sendBatch(
  db: Kysely<DB>,
  ctx: BatchContext,
  projectId: number,
  kind: BatchKind,
  input: MailBatch,
): Promise<{ preview: MailPreview } | { queued: MailQueued }> {
  if (!input.dry_run) assertMailOn(ctx.settings);
  const batch = crypto.randomUUID();
  try {
    return await db.transaction().execute(async (trx) => {
      const written = await buildBatch(trx, ctx, projectId, kind, input.ids, batch);
      if (input.dry_run) throw new Preview(written);
      const queued = await queueMail(trx, projectId, ctx.settings.publicUrl!, written.mails);
      return { queued: { queued: queued.length, skipped_no_email: written.skipped } };
    });
  } catch (err) {
    if (!(err instanceof Preview)) throw err;
    const first = err.written.mails[0];
    return {
      preview: {
        mail_on: Boolean(ctx.settings.smtpUrl),
        recipients: err.written.mails.length,
        skipped_no_email: err.written.skipped,
        sample: first ? { to: first.to, ...first.content } : null,
      },
    };
  }
}
