import { expect } from 'vitest';
import { bearer } from './accounts.js';
import type { TestApp } from './helpers.js';

export const SENDER = { address: 'Downtown Dubai, Boulevard', latitude: 25.1972, longitude: 55.2744, contact_person_name: 'Sam Sender', contact_person_number: '+971501112233' };
export const RECEIVER = { address: 'Dubai Marina Walk', latitude: 25.0805, longitude: 55.1403, contact_person_name: 'Rana Receiver', contact_person_number: '+971559998877' };

export const newGuest = async (t: TestApp) => (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;

/** A parcel from Downtown to the Marina (a guest's unless a token is given): paid in cash by the receiver, or by the sender otherwise. */
export async function placeParcel(t: TestApp, owner: { guest?: string; token?: string } = {}, payment = 'cash_on_delivery'): Promise<number> {
  const guest = owner.token ? undefined : owner.guest ?? (await newGuest(t));
  const category = await t.db.selectFrom('parcel_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/customer/order/place', headers: owner.token ? bearer(owner.token) : {},
    payload: {
      order_type: 'parcel', parcel_category_id: category.id, address: SENDER, receiver_details: RECEIVER, charge_payer: payment === 'cash_on_delivery' ? 'receiver' : 'sender',
      payment_method: payment, delivery_instruction: 'Call on arrival', ...(guest ? { guest_id: guest } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order_id as number;
}
