import { z } from 'zod';

/**
 * What this machine has for poster files: the programs that render PDFs (poppler) and convert slide decks
 * (LibreOffice), and fonts with Korean glyphs; `missing` names each absent one with the package that brings it.
 */
export const mediaToolsSchema = z.object({
  pdf: z.boolean(),
  slides: z.boolean(),
  korean_fonts: z.boolean(),
  missing: z.array(z.object({ name: z.string(), package: z.string() })),
});
export type MediaTools = z.infer<typeof mediaToolsSchema>;

/** GET /health/ready: whether this instance should be sent traffic, and which part is not ready. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    /** The database answers a query. */
    database: z.boolean(),
    /** This instance's job runner takes jobs (started and not closing). */
    jobs: z.boolean(),
  }),
  /** Not part of `status`: without them the rest of the product serves, and every instance is built alike. */
  tools: mediaToolsSchema,
  /**
   * Where the files are and whether they can be reached now. Not part of `status` either: judging goes on without
   * the files, and a bucket every instance shares would take all of them out of the load balancer at once.
   */
  storage: z.object({ kind: z.enum(['folder', 'bucket']), reachable: z.boolean() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
