// Every job kind the app runs, one declaration each from its module's `<module>.jobs.ts`
// (docs/decisions/072-job-registry.md). buildApp registers them all on the app's runner, which refuses to start
// while a kind made anywhere has no declaration or the database holds waiting jobs of a kind declared nowhere.
import type { JobDeclaration } from './jobs/job-kind';
import { jobsPurge } from './jobs/job-purge';
import { bookJobDeclaration } from './abstract-book/abstract-book.jobs';
import { loginAttemptsPurge, sessionsPurge } from './auth/auth.jobs';
import { hallPlanJobDeclaration } from './hall/hall.jobs';
import { imageFetchJobDeclaration } from './imports/imports.jobs';
import { mailJobDeclaration } from './mail/mail.jobs';
import { passwordResetJobDeclaration } from './participants/participants.jobs';
import { imageSizesJobDeclaration } from './posters/posters.jobs';
import { viewMarksSweep } from './stats/stats.jobs';
import { renderJobDeclaration, tusUploadsSweep } from './submissions/submissions.jobs';

export const jobKinds: readonly JobDeclaration[] = [
  imageSizesJobDeclaration,
  imageFetchJobDeclaration,
  renderJobDeclaration,
  bookJobDeclaration,
  hallPlanJobDeclaration,
  mailJobDeclaration,
  passwordResetJobDeclaration,
  // Chores
  sessionsPurge,
  loginAttemptsPurge,
  viewMarksSweep,
  tusUploadsSweep,
  jobsPurge,
];
