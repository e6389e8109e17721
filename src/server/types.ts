// What buildApp decorates the Fastify instance with (the request's scope is declared in http/project-scope.ts).
import type { Database } from './db/database';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}
