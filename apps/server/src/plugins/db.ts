import fp from 'fastify-plugin';
import type { Db } from '../db/connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database reachable from routes; the app that opened it also closes it. */
export const dbPlugin = fp<{ db: Db; ownsDb: boolean }>(async (app, opts) => {
  app.decorate('db', opts.db);
  if (opts.ownsDb) {
    app.addHook('onClose', async () => {
      await opts.db.destroy();
    });
  }
}, { name: 'db' });
