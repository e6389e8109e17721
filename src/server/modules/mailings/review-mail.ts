// The presenter's mail about a review of their file: the organiser's "needs a fix" note with their link, or the
// approval. Written in the review's transaction (submissions' ReviewMail, handed to its routes by app.ts).
import crypto from 'node:crypto';
import { findRowInProject } from '@server/db/project-rows';
import { displayId } from '@shared/format';
import { mailIsOn, type MailSettings, mailTemplates, queueMail } from '@server/modules/mail';
import { currentLinkUrls, issueMissingLinksIn } from '@server/modules/presenters';
import { getProjectById } from '@server/modules/projects';
import { readSubmissionSettings, type ReviewMail } from '@server/modules/submissions';

/** Mail off, or a poster without a presenter's address: nothing is written. */
export function reviewMail(settings: MailSettings, secret: () => Buffer): ReviewMail {
  return async (trx, projectId, posterId, review) => {
    if (!mailIsOn(settings)) return;
    const poster = await findRowInProject(trx, 'posters', projectId, posterId);
    const to = poster?.presenter_email?.trim();
    if (!poster || !to) return;
    const project = await getProjectById(trx, projectId);
    let url: string | null = null;
    if (review.status === 'needs_fix') {
      await issueMissingLinksIn(trx, secret(), projectId, [posterId]);
      const urls = await currentLinkUrls(trx, { secret: secret(), origin: settings.publicUrl }, projectId);
      url = urls.get(posterId) ?? null;
    }
    const { deadline } = await readSubmissionSettings(trx, projectId);
    const values = {
      project: project.name,
      zone: project.time_zone,
      name: poster.presenter_name,
      poster: displayId('P', poster.number),
      title: poster.title,
      url,
      deadline,
      note: review.note,
    };
    const kind = review.status === 'approved' ? 'presenter-approved' : 'presenter-needs-fix';
    await queueMail(trx, projectId, settings.publicUrl, [
      {
        kind,
        key: `${kind}:${projectId}:${posterId}:${crypto.randomUUID()}`,
        to,
        toName: poster.presenter_name,
        language: 'ko',
        content:
          review.status === 'approved'
            ? mailTemplates.presenterApproved('ko', values)
            : mailTemplates.presenterNeedsFix('ko', values),
        person: { type: 'presenter', id: posterId },
      },
    ]);
  };
}
