// What buildApp decorates the Fastify instance with (the request's scope is declared in http/project-scope.ts).
import type { Database } from './db/database';
import type { Config } from './config';
import type { AppMetrics } from './http/metrics';
import type { ImageWork } from '@server/modules/posters';
import type { JobRunner } from '@server/modules/jobs';
import type { MailTransport } from '@server/modules/mail';
import type { ReviewMail } from '@server/modules/submissions';

declare module './modules/jobs/job-kind' {
  /** What the modules' job handlers are given besides the database, the settings and the log. */
  interface JobContext {
    images: ImageWork;
    /** The SMTP client while mail is on (SMTP_URL), else null: the mail kinds run only then. */
    mail: MailTransport | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** The queue that makes poster images' derived sizes (modules/posters/image-work.ts). */
    images: ImageWork;
    /** This process's job runner (modules/jobs/job-runner.ts). */
    jobs: JobRunner;
    /** What the modules count for `/metrics` (http/metrics.ts). */
    metrics: AppMetrics;
    /** Writes the presenter's mail about a review in the review's transaction (modules/mailings/review-mail.ts). */
    reviewMail: ReviewMail;
  }
}
