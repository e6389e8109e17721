// The stats module's chore: past hours' view marks (one a visitor and poster, to count a view once an hour)
// count for nothing once their hour is over.
import { recurringJob } from '@server/modules/jobs';
import { sweepViewMarks } from './views.service';

export const viewMarksSweep = recurringJob({
  name: 'view-marks-sweep',
  every: 5 * 60_000,
  handler: ({ db }) => sweepViewMarks(db),
});
