import type { Database } from './db/database';
import type { Config } from './config';
import type { Principal } from './modules/auth/principal';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
