import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Session lifetime in milliseconds. */
  sessionTtlMs: number;
  /** Largest upload accepted (spreadsheets, images, audio), in bytes. */
  maxUploadBytes: number;
  /** Serve the built web app from this folder when it exists. */
  webDist: string;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionTtlMs: Number(env.SESSION_TTL_HOURS ?? 12) * 3600_000,
    maxUploadBytes: Number(env.MAX_UPLOAD_MB ?? 20) * 1024 * 1024,
    webDist: path.resolve(env.WEB_DIST ?? './dist/web'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
