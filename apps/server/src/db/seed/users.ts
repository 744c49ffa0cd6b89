import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { NewRow } from '../database.js';
import type { Rng } from './random.js';
import { isoDaysBefore } from './text.js';

export const DEMO_PASSWORD = 'Demo#2026';

interface UserDef {
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  status: number;
  wallet_balance: number;
  loyalty_point: number;
  is_phone_verified: number;
  daysAgo: number;
}

const USERS: readonly UserDef[] = [
  { f_name: 'Sara', l_name: 'Ahmed', email: 'customer@souqly.test', phone: '+971501234567', status: 1, wallet_balance: 25000, loyalty_point: 120, is_phone_verified: 1, daysAgo: 90 },
  { f_name: 'Omar', l_name: 'Haddad', email: 'omar@souqly.test', phone: '+971502345678', status: 1, wallet_balance: 0, loyalty_point: 0, is_phone_verified: 1, daysAgo: 30 },
  { f_name: 'Layla', l_name: 'Karim', email: 'inactive@souqly.test', phone: '+971503456789', status: 0, wallet_balance: 0, loyalty_point: 0, is_phone_verified: 0, daysAgo: 60 },
];

/**
 * The salt is derived from the email instead of drawn at random so that two
 * seeded databases are identical; these are published demo credentials anyway.
 */
function demoSalt(email: string): Uint8Array {
  return createHash('sha256').update(`souqly-demo:${email}`).digest().subarray(0, 16);
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function buildUsers(rng: Rng, now: Date): Promise<NewRow<'users'>[]> {
  return Promise.all(
    USERS.map(async (u) => {
      const created = isoDaysBefore(now, u.daysAgo);
      const refCode = Array.from({ length: 8 }, () => rng.pick([...REF_ALPHABET])).join('');
      return {
        f_name: u.f_name,
        l_name: u.l_name,
        email: u.email,
        phone: u.phone,
        password_hash: await hash(DEMO_PASSWORD, { salt: demoSalt(u.email) }),
        image: null,
        status: u.status,
        login_medium: 'manual',
        social_id: null,
        is_phone_verified: u.is_phone_verified,
        is_email_verified: u.status,
        ref_code: refCode,
        ref_by: null,
        interest: '[]',
        wallet_balance: u.wallet_balance,
        loyalty_point: u.loyalty_point,
        cm_firebase_token: null,
        created_at: created,
        updated_at: created,
        deleted_at: null,
      };
    }),
  );
}
