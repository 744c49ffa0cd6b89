import { createHash, randomBytes } from 'node:crypto';
import type { Grant, StaffRole } from '@storefront/contract';
import type { Response } from 'light-my-request';
import { generate } from 'otplib';
import { beforeAll } from 'vitest';
import { catalogApp, catalogFixture, type CatalogFixture } from './catalog.js';
import type { TestApp } from './helpers.js';
import { orderFixture } from './orders.js';

let made = 0;

export interface StaffSession {
  id: number;
  token: string;
  headers: Record<string, string>;
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown): Promise<Response>;
}

/**
 * A staff account holding `grants`, with a session of its own (a token row, as signing in writes one)
 * and its second factor set up, so that only its roles decide what it may do. Calls go to
 * /api/v1/console.
 */
export async function staffSession(t: TestApp, grants: readonly Grant[], opts: { limited?: boolean } = {}): Promise<StaffSession> {
  const at = new Date().toISOString();
  made += 1;
  const email = `staff-${process.pid}-${made}-${randomBytes(3).toString('hex')}@test.example`;
  const store = grants.find((g) => g.storeId !== null)?.storeId ?? null;
  const kind = grants.some((g) => g.role === 'courier') ? 'courier' : store !== null ? 'store' : 'support';
  const row = await t.db.insertInto('operators').values({
    role: kind, store_id: store, zone_id: null, f_name: 'Test', l_name: grants.map((g) => g.role).join('+') || 'nobody', email, phone: '+971500000000',
    password_hash: 'x', image: null, lat: null, lng: null, location_updated_at: null, totp_secret: null, totp_enabled_at: at, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  if (grants.length) {
    await t.db.insertInto('operator_roles').values(grants.map((g) => ({ operator_id: row.id, role: g.role, store_id: g.storeId, created_at: at }))).execute();
  }
  const raw = randomBytes(32).toString('base64url');
  await t.db.insertInto('operator_tokens').values({
    operator_id: row.id, token_hash: createHash('sha256').update(raw).digest('hex'), created_at: at,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(), revoked_at: null, user_agent: null, ip: null, last_used_at: null, limited: opts.limited ? 1 : 0,
  }).execute();
  const token = `op_${raw}`;
  const headers = { authorization: `Bearer ${token}` };
  return {
    id: row.id, token, headers,
    call: (method, path, payload) => t.app.inject({ method, url: `/api/v1/console/${path.replace(/^\//, '')}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/** A staff session with one role: business-wide, or for `storeId`. */
export const withRole = (t: TestApp, role: StaffRole, storeId: number | null) => staffSession(t, [{ role, storeId }]);

/** The authenticator app's code for `secret` at `at` (a test app's clock), as a phone would show it. */
export const totpCode = (secret: string, at: Date): Promise<string> => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/**
 * A staff account that signs in for real, with the demo password (its hash copied from a seeded
 * account) and `grants`; with `totpSecret`, its second factor is on. No session yet.
 */
export async function staffAccount(t: TestApp, grants: readonly Grant[], opts: { totpSecret?: string } = {}): Promise<{ id: number; email: string }> {
  const at = new Date().toISOString();
  made += 1;
  const email = `person-${process.pid}-${made}-${randomBytes(3).toString('hex')}@test.example`;
  const { password_hash } = await t.db.selectFrom('operators').select('password_hash').where('email', '=', 'support@souqly.test').executeTakeFirstOrThrow();
  const store = grants.find((g) => g.storeId !== null)?.storeId ?? null;
  const row = await t.db.insertInto('operators').values({
    role: store !== null ? 'store' : 'support', store_id: store, zone_id: null, f_name: 'Test', l_name: 'Person', email, phone: '+971500000001',
    password_hash, image: null, lat: null, lng: null, location_updated_at: null,
    totp_secret: opts.totpSecret ?? null, totp_enabled_at: opts.totpSecret ? at : null, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  if (grants.length) {
    await t.db.insertInto('operator_roles').values(grants.map((g) => ({ operator_id: row.id, role: g.role, store_id: g.storeId, created_at: at }))).execute();
  }
  return { id: row.id, email };
}

/** A grocery store of Dubai with a stocked item, and a session of its staff: what store panel tests start from. */
export async function storeWithStaff(t: TestApp) {
  const f = await catalogFixture(t);
  const o = orderFixture(t, (m) => f.headers(m));
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 500);
  const staff = await staffSession(t, [{ role: 'staff', storeId: item.store_id }]);
  return { o, storeId: item.store_id, itemId: item.id, staff };
}

/** What the console's store tests start from: the catalogue's app, business-wide admin and operations sessions, and a place for a new food store. */
export interface StoresConsoleWorld {
  t: TestApp;
  f: CatalogFixture;
  admin: StaffSession;
  operations: StaffSession;
  /** Just beside Java Lounge, inside its zone. */
  place: { latitude: number; longitude: number; zone_id: number };
}

/** The stores console's world, filled in before the file's tests (the objects are kept, so they may be taken apart at once). */
export function storesConsoleApp(): StoresConsoleWorld {
  const { t, f } = catalogApp();
  const w: StoresConsoleWorld = { t, f, admin: {} as StaffSession, operations: {} as StaffSession, place: {} as StoresConsoleWorld['place'] };
  beforeAll(async () => {
    Object.assign(w.admin, await staffSession(t, [{ role: 'admin', storeId: null }]));
    Object.assign(w.operations, await staffSession(t, [{ role: 'operations', storeId: null }]));
    const java = await t.db.selectFrom('stores').select(['latitude', 'longitude', 'zone_id']).where('id', '=', await f.storeId('Java Lounge')).executeTakeFirstOrThrow();
    Object.assign(w.place, { latitude: Number(java.latitude) + 0.001, longitude: Number(java.longitude), zone_id: java.zone_id });
  });
  return w;
}
