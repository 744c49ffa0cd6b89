import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@storefront/contract';
import { createTestApp, queryPlan, type TestApp } from '../../../test/helpers.js';
import { auditRows } from './audit.repository.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let admin: StaffSession;
let ops: StaffSession;
let zoneId: number;

const square = (lat: number) => [[lat, 52], [lat, 52.02], [lat + 0.02, 52.02], [lat + 0.02, 52]];

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  ops = await staffSession(t, [{ role: 'operations', storeId: null }]);
  zoneId = (await ops.call('POST', 'zones', { name: { en: 'Audited zone' }, outline: square(23.1) })).json().id;
  await ops.call('PUT', `zones/${zoneId}`, { version: 1, on: false });
  await admin.call('POST', 'zones', { name: { en: 'Admin zone' }, outline: square(23.3) });
});
afterAll(() => t.close());

const log = async (query: string) => {
  const res = await admin.call('GET', `audit?limit=50&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPage;
};

describe('the audit log', () => {
  it('filters by kind of row, row, who and a span of time, newest first', async () => {
    const zones = await log('entity=zone');
    expect(zones.entries.map((e) => e.action)).toEqual(['zones.create', 'zones.update', 'zones.create']);
    expect((await log(`entity=zone&entity_id=${zoneId}`)).entries.map((e) => e.action)).toEqual(['zones.update', 'zones.create']);
    const byOps = await log(`entity=zone&operator_id=${zones.entries[2]!.actor.id}`);
    expect(byOps.total_size).toBe(2);
    expect(byOps.entries.every((e) => e.actor.id === zones.entries[2]!.actor.id)).toBe(true);

    const made = zones.entries.map((e) => Date.parse(e.at));
    const hour = 3_600_000;
    expect((await log(`entity=zone&from=${new Date(Math.min(...made) - hour).toISOString()}&to=${new Date(Math.max(...made) + hour).toISOString()}`)).total_size).toBe(3);
    expect((await log(`entity=zone&from=${new Date(Math.max(...made) + hour).toISOString()}`)).total_size).toBe(0);
    expect((await log(`entity=zone&to=${new Date(Math.min(...made) - hour).toISOString()}`)).total_size).toBe(0);
  });

  it('refuses a time that is not one, and is closed to staff without audit.view', async () => {
    expect((await admin.call('GET', 'audit?from=yesterday')).statusCode).toBe(400);
    expect((await ops.call('GET', 'audit')).statusCode).toBe(403);
  });

  it('reads each filter through its index, newest first, on both engines', async () => {
    const window = { limit: 25, offset: 50, skip: 50 };
    const cases = [
      [{}, /audit_log_pkey|PRIMARY KEY|SCAN a\b(?! USING)/],
      [{ entity: 'zone' }, /audit_log_entity_newest/],
      [{ entity: 'zone', entity_id: '1' }, /audit_log_entity(?!_)/],
      [{ store_id: 1 }, /audit_log_store/],
      [{ operator_id: 1 }, /audit_log_operator/],
      [{ from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' }, /audit_log_created/],
    ] as const;
    for (const [query, index] of cases) expect(await queryPlan(t.db, auditRows(t.db, query, window).compile()), JSON.stringify(query)).toMatch(index);
  });
});

