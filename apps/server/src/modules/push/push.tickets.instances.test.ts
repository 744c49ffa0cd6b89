import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { expectSingleUseAcross, type Instance } from '../../../test/push.js';
import { buildApp } from '../../app.js';

/**
 * Without Redis, instances share which tickets are spent through their database: two apps on the one
 * test database, each with its own push service (PostgreSQL in the server-pg project, SQLite's file here).
 */
describe('push tickets across two instances on one database, without Redis', () => {
  let t: TestApp;
  const instances: Instance[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: t.config, db: t.db, clock: t.app.services.clock });
      await app.ready();
      instances.push({ app, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
  });
  afterAll(async () => {
    for (const i of instances) await i.app.close();
    await t?.close();
  });

  it('a ticket used on instance A answers 401 on B, and opened on both at once gives one stream: the mark is in the database', async () => {
    const [a, b] = instances as [Instance, Instance];
    expect(t.config.redisUrl).toBeUndefined();
    const me = await signUp(a.app);
    const { streams, spent } = await expectSingleUseAcross(a, b, me.token);
    for (const s of streams) s.close();
    const marks = await t.db.selectFrom('push_spent_tickets').select('ticket_id').where('ticket_id', 'in', spent).execute();
    expect(marks.map((m) => m.ticket_id).sort()).toEqual([...spent].sort());
  });
});
