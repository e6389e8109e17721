import { z } from 'zod';

/** GET /health/ready: whether this instance should be sent traffic, and which part is not ready. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    /** The database answers a query. */
    database: z.boolean(),
    /** This instance's job runner takes jobs (started and not closing). */
    jobs: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
