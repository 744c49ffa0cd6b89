import type { Config, Customer } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import { storageName, storageUrl } from '../../lib/images.js';
import type { AccountUser } from './profile.table.js';

const flag = (v: number) => (v ? 1 : 0) as 0 | 1;
const DAY_MS = 86_400_000;

/** What the API says of a customer beside the row: how many orders count, and the business's new-customer discount. */
export interface CustomerFacts {
  orderCount: number;
  config: Pick<Config, 'new_customer_discount_status' | 'new_customer_discount_amount' | 'new_customer_discount_amount_type' | 'new_customer_discount_validity_days'>;
}

/**
 * A customer who signed up with a referral code has the new customer's discount on the first order,
 * for validity days from signing up, while the business offers it.
 */
export function newCustomerDiscount(row: Pick<Row<'users'>, 'ref_by' | 'created_at' | 'referral_discount_order_id'>, facts: CustomerFacts, now: Date) {
  const c = facts.config;
  const validity = row.ref_by !== null && c.new_customer_discount_status === 1
    ? new Date(Date.parse(row.created_at) + c.new_customer_discount_validity_days * DAY_MS).toISOString()
    : null;
  const valid = validity !== null && facts.orderCount === 0 && row.referral_discount_order_id === null && now.toISOString() < validity;
  return {
    is_valid_for_discount: valid,
    discount_amount: valid ? c.new_customer_discount_amount : 0,
    discount_amount_type: c.new_customer_discount_amount_type,
    validity: valid ? validity : null,
  };
}

/** A users row as the API shows it; the password hash and push token never leave the server. */
export function toCustomer(row: AccountUser, publicUrl: string, now: Date, facts: CustomerFacts): Customer {
  const interest = parseJson<unknown[]>(row.interest, []).filter((v): v is number => Number.isInteger(v));
  return {
    id: row.id,
    f_name: row.f_name,
    l_name: row.l_name,
    email: row.email,
    phone: row.phone,
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    login_medium: row.login_medium,
    social_id: row.social_id,
    is_phone_verified: flag(row.is_phone_verified),
    is_email_verified: flag(row.is_email_verified),
    ref_code: row.ref_code,
    wallet_balance: toMajor(row.wallet_balance),
    loyalty_point: row.loyalty_point,
    ...newCustomerDiscount(row, facts, now),
    interest,
    order_count: facts.orderCount,
    member_since_days: Math.max(0, Math.floor((now.getTime() - Date.parse(row.created_at)) / DAY_MS)),
    created_at: row.created_at,
  };
}
