import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
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
