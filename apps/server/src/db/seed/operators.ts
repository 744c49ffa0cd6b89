import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { Db } from '../connection.js';
import { DEMO_PASSWORD } from './users.js';

/** Couriers the demo autopilot drives, spread over the zones; each starts at its zone's busiest store. */
const COURIERS = [
  { f_name: 'Yusuf', l_name: 'Rahman', phone: '+971551000001', rating: 4.8, ratings: 214 },
  { f_name: 'Amal', l_name: 'Saeed', phone: '+971551000002', rating: 4.6, ratings: 158 },
  { f_name: 'Karim', l_name: 'Nasser', phone: '+971551000003', rating: 4.9, ratings: 301 },
  { f_name: 'Huda', l_name: 'Farouk', phone: '+971551000004', rating: 4.7, ratings: 96 },
  { f_name: 'Rami', l_name: 'Aziz', phone: '+971551000005', rating: 4.5, ratings: 77 },
  { f_name: 'Noor', l_name: 'Haddad', phone: '+971551000006', rating: 4.8, ratings: 189 },
] as const;

const SUPPORT_EMAIL = 'support@souqly.test';

/**
 * The demo's authenticator secret (base32) for the accounts that sign in with a second factor: add it
 * to an authenticator app by hand, or read a code with `npx otplib`-style tools. Published, as the
 * demo password is; a real account sets up its own on its first sign-in.
 */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

/** Business staff and a store's owner and staff; admins and owners with the demo's second factor set up. */
const STAFF = [
  { email: 'admin@souqly.test', f_name: 'Layla', l_name: 'Mansour', phone: '+971800000101', role: 'admin' as const, stores: [] as number[] },
  { email: 'catalogue@souqly.test', f_name: 'Omar', l_name: 'Khalil', phone: '+971800000102', role: 'catalogue' as const, stores: [] },
  { email: 'owner@souqly.test', f_name: 'Sara', l_name: 'Haddad', phone: '+971800000103', role: 'owner' as const, stores: [1, 2] },
  { email: 'staff1@souqly.test', f_name: 'Ali', l_name: 'Nour', phone: '+971800000104', role: 'staff' as const, stores: [1] },
  { email: 'operations@souqly.test', f_name: 'Yusuf', l_name: 'Saleh', phone: '+971800000105', role: 'operations' as const, stores: [] },
  { email: 'finance@souqly.test', f_name: 'Mona', l_name: 'Farid', phone: '+971800000106', role: 'finance' as const, stores: [] },
];


/** One hash for every demo operator: published credentials, and hashing each would slow every seeding down. */
async function demoOperatorHash(): Promise<string> {
  return hash(DEMO_PASSWORD, { salt: createHash('sha256').update('souqly-demo:operators').digest().subarray(0, 16) });
}

/**
 * Demo operators: a staff account per store (store<id>@souqly.test), couriers (courier1… @souqly.test) and support (support@souqly.test),
 * all with the demo password. Runs for a demo database that has none yet, including one seeded before
 * operators existed.
 */
export async function seedOperators(db: Db, now: Date): Promise<void> {
  // Every start of a demo database comes here: answer at once when the operators are in.
  if (await db.selectFrom('operators').select('id').limit(1).executeTakeFirst()) {
    await seedSupport(db, now);
    await seedStaff(db, now);
    await addMissingCourierProfiles(db, now.toISOString());
    return;
  }
  // Hashed outside the transaction, so that SQLite's write lock is not held while argon2 works.
  const passwordHash = await demoOperatorHash();
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('operators').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    const at = now.toISOString();
    const stores = await trx.selectFrom('stores').select(['id', 'name', 'phone', 'zone_id', 'latitude', 'longitude', 'rating_count'])
      .orderBy('id').execute();
    if (!stores.length) return;
    await trx.insertInto('operators').values(stores.map((s) => ({
      role: 'store' as const, store_id: s.id, zone_id: s.zone_id, f_name: s.name, l_name: 'Staff', email: `store${s.id}@souqly.test`,
      phone: s.phone, password_hash: passwordHash, image: null, lat: null, lng: null, location_updated_at: null, created_at: at, updated_at: at,
    }))).execute();
    // Couriers go round the zones that have stores, busiest store first.
    const busiest = new Map<number, (typeof stores)[number]>();
    for (const s of stores) {
      const best = busiest.get(s.zone_id);
      if (!best || s.rating_count > best.rating_count) busiest.set(s.zone_id, s);
    }
    const zoneStores = [...busiest.values()].sort((a, b) => a.zone_id - b.zone_id);
    await trx.insertInto('operators').values(COURIERS.map((c, i) => {
      const home = zoneStores[i % zoneStores.length]!;
      return {
        role: 'courier' as const, store_id: null, zone_id: home.zone_id, f_name: c.f_name, l_name: c.l_name, email: `courier${i + 1}@souqly.test`,
        phone: c.phone, password_hash: passwordHash, image: null, lat: home.latitude + 0.002, lng: home.longitude + 0.002, location_updated_at: at,
        avg_rating: c.rating, rating_count: c.ratings, demo: 1, created_at: at, updated_at: at,
      };
    })).execute();
  });
  await seedSupport(db, now, passwordHash);
  await seedStaff(db, now);
  // The couriers' profiles: offline, each in its account's zone.
  await addMissingCourierProfiles(db, now.toISOString());
}

/**
 * The roles of the demo's accounts: a store's account (store<id>@) manages it, couriers and support
 * hold theirs, and the business staff and the owner of stores 1 and 2 are added with their second
 * factor. Runs on every start of a demo database; adds only what is missing.
 */
export async function seedStaff(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  if (await db.selectFrom('operators').select('id').where('email', '=', STAFF[0]!.email).executeTakeFirst()) return;
  const passwordHash = await demoOperatorHash();
  const stores = new Set((await db.selectFrom('stores').select('id').where('id', 'in', [1, 2]).execute()).map((s) => s.id));
  await db.transaction().execute(async (trx) => {
    // Accounts without a role yet: store<id>@ manages its store, couriers and support keep theirs.
    await sql`insert into operator_roles (operator_id, role, store_id, created_at)
      select o.id, case o.role when 'store' then 'manager' when 'courier' then 'courier' else 'support' end, case o.role when 'store' then o.store_id else null end, ${at}
      from operators o where not exists (select 1 from operator_roles r where r.operator_id = o.id)`.execute(trx);
    for (const person of STAFF) {
      const own = person.stores.filter((id) => stores.has(id));
      if (person.stores.length && !own.length) continue;
      const row = await trx.insertInto('operators').values({
        role: own.length ? 'store' : 'support', store_id: own[0] ?? null, zone_id: null, f_name: person.f_name, l_name: person.l_name, email: person.email,
        phone: person.phone, password_hash: passwordHash, image: null, lat: null, lng: null, location_updated_at: null,
        totp_secret: person.role === 'admin' || person.role === 'owner' ? DEMO_TOTP_SECRET : null,
        totp_enabled_at: person.role === 'admin' || person.role === 'owner' ? at : null, created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow();
      const grants = own.length ? own.map((storeId) => ({ storeId })) : [{ storeId: null }];
      await trx.insertInto('operator_roles').values(grants.map((g) => ({ operator_id: row.id, role: person.role, store_id: g.storeId, created_at: at }))).execute();
    }
  });
}

/** The support operator who answers customers' chats with support (support@souqly.test); also added to a demo database seeded before chat. */
async function seedSupport(db: Db, now: Date, passwordHash?: string): Promise<void> {
  if (await db.selectFrom('operators').select('id').where('email', '=', SUPPORT_EMAIL).executeTakeFirst()) return;
  const at = now.toISOString();
  await db.insertInto('operators').values({
    role: 'support', store_id: null, zone_id: null, f_name: 'Souqly', l_name: 'Support', email: SUPPORT_EMAIL, phone: '+971800768759',
    password_hash: passwordHash ?? (await demoOperatorHash()), image: null, lat: null, lng: null, location_updated_at: null, created_at: at, updated_at: at,
  }).onConflict((oc) => oc.column('email').doNothing()).execute();
}

/**
 * Profiles for the courier accounts that have none (offline, on a motorbike), working in their
 * account's zone or, without one, in every zone.
 */
async function addMissingCourierProfiles(db: Db, now: string): Promise<void> {
  const missing = await db.selectFrom('operators as o').leftJoin('couriers as c', 'c.operator_id', 'o.id')
    .select(['o.id', 'o.zone_id']).where('o.role', '=', 'courier').where('c.operator_id', 'is', null).execute();
  if (!missing.length) return;
  const zones = (await db.selectFrom('zones').select('id').execute()).map((z) => z.id);
  await db.insertInto('couriers').values(missing.map((m) => ({ operator_id: m.id, vehicle: 'motorbike' as const, online: 0, shift_changed_at: null, created_at: now, updated_at: now })))
    .execute();
  const pairs = missing.flatMap((m) => (m.zone_id === null ? zones : [m.zone_id]).map((zone) => ({ operator_id: m.id, zone_id: zone })));
  if (pairs.length) await db.insertInto('courier_zones').values(pairs).onConflict((oc) => oc.doNothing()).execute();
}
