import { ORDER_STATUSES, type ConsoleOrderRow, type ConsoleRefund } from '@storefront/contract';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import type { BusinessOrderRow, RefundRow } from './orders.business.repository.js';

interface Contact { contact_person_name?: string | null; contact_person_number?: string | null; latitude?: number | string; longitude?: number | string }

const fullName = (f: string | null, l: string | null) => (f === null ? null : `${f} ${l ?? ''}`.trim());

/** A list row: the customer's account when there is one, else the contact given at checkout (a guest). */
export function toBusinessOrderRow(row: BusinessOrderRow): ConsoleOrderRow {
  const contact = row.f_name === null ? parseJson<Contact>(row.delivery_address, {}) : {};
  return {
    id: row.id, order_status: row.order_status, order_type: row.order_type, payment_method: row.payment_method, payment_status: row.payment_status,
    order_amount: toMajor(row.order_amount), store: row.store_id !== null && row.store_name !== null ? { id: row.store_id, name: row.store_name } : null,
    zone_id: row.zone_id, module_id: row.module_id,
    customer_name: fullName(row.f_name, row.l_name) ?? contact.contact_person_name ?? null,
    customer_phone: row.phone ?? contact.contact_person_number ?? null,
    courier_id: row.delivery_man_id, created_at: row.created_at,
  };
}

/** What approving pays back: what the customer paid (all of it once paid, else what the wallet paid), less cashback already paid out. */
export function refundAmount(row: Pick<RefundRow, 'payment_status' | 'order_amount' | 'wallet_amount' | 'cashback_amount' | 'cashback_paid'>): number {
  const paid = row.payment_status === 'paid' ? row.order_amount : row.wallet_amount;
  return Math.max(paid - (row.cashback_paid ? row.cashback_amount : 0), 0);
}

export function toConsoleRefund(row: RefundRow): ConsoleRefund {
  return {
    id: row.id, order_id: row.order_id, status: row.status, reason: row.reason, note: row.note, decision_note: row.decision_note, destination: row.destination,
    amount: toMajor(refundAmount(row)), payment_method: row.payment_method,
    gateway_allowed: row.payment_method === 'digital_payment' && row.payment_status === 'paid',
    customer_name: fullName(row.f_name, row.l_name), created_at: row.created_at, decided_at: row.decided_at,
  };
}

/** Where an order is dropped off: its delivery address's point (a parcel's: its sender's, where it is picked up), or null. */
export function dropOff(json: string | null): [number, number] | null {
  const a = parseJson<Contact>(json, {});
  const lat = Number(a.latitude);
  const lng = Number(a.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) && a.latitude !== undefined ? [lat, lng] : null;
}

export const statusIndex = (status: string): number => ORDER_STATUSES.indexOf(status as (typeof ORDER_STATUSES)[number]);
