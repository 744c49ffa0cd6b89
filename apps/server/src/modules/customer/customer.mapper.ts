import type { Customer } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import { storageUrl } from '../config/config.mapper.js';

const flag = (v: number) => (v ? 1 : 0) as 0 | 1;
const DAY_MS = 86_400_000;

/** A users row as the API shows it; the password hash and push token never leave the server. */
export function toCustomer(row: Row<'users'>, publicUrl: string, now: Date): Customer {
  const interest = parseJson<unknown[]>(row.interest, []).filter((v): v is number => Number.isInteger(v));
  return {
    id: row.id,
    f_name: row.f_name,
    l_name: row.l_name,
    email: row.email,
    phone: row.phone,
    image_full_url: storageUrl(publicUrl, row.image) || null,
    login_medium: row.login_medium,
    social_id: row.social_id,
    is_phone_verified: flag(row.is_phone_verified),
    is_email_verified: flag(row.is_email_verified),
    ref_code: row.ref_code,
    wallet_balance: toMajor(row.wallet_balance),
    loyalty_point: row.loyalty_point,
    interest,
    // Orders arrive with the orders issue; until then nobody has any.
    order_count: 0,
    member_since_days: Math.max(0, Math.floor((now.getTime() - Date.parse(row.created_at)) / DAY_MS)),
    created_at: row.created_at,
  };
}
