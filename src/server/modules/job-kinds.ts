// Every job kind the app runs, one declaration each from its module's `<module>.jobs.ts`
// (docs/decisions/072-job-registry.md). buildApp registers them all on the app's runner, which refuses to start
// while a kind made anywhere has no declaration or the database holds waiting jobs of a kind declared nowhere.
import { type JobDeclaration, jobsPurge } from '@server/modules/jobs';
import { bookJobDeclaration } from '@server/modules/abstract-book';
import { loginAttemptsPurge, sessionsPurge } from '@server/modules/auth';
import { hallPlanJobDeclaration } from '@server/modules/hall';
import { imageFetchJobDeclaration } from '@server/modules/imports';
import { mailJobDeclaration } from '@server/modules/mail';
import { passwordResetJobDeclaration } from '@server/modules/participants';
import { imageSizesJobDeclaration } from '@server/modules/posters';
import { viewMarksSweep } from '@server/modules/stats';
import { renderJobDeclaration, tusUploadsSweep } from '@server/modules/submissions';

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
