import sharp from 'sharp';
import { expect } from 'vitest';
import type { FilePart } from './accounts.js';
import type { TestApp } from './helpers.js';

/** A small real PNG, as a photo upload. */
export const PNG: FilePart = {
  filename: 'photo.png',
  contentType: 'image/png',
  content: await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer(),
};

/** Signs a seeded operator in (demo password) and gives calls to /api/v1/operator with its token. */
export async function operatorLogin(t: TestApp, email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email, password: 'Demo#2026' } });
  expect(res.statusCode, res.body).toBe(200);
  const { token, operator } = res.json() as { token: string; operator: { id: number } };
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    id: operator.id,
    headers,
    get: (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/operator/${url}`, headers }),
    put: (url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'PUT', url: `/api/v1/operator/${url}`, headers, payload }),
  };
}

/** Moves an order through its store (confirm, process, hand over) and a courier of its zone (take, pick up, deliver). */
export async function deliverOrder(t: TestApp, orderId: number) {
  const order = await t.db.selectFrom('orders').select(['store_id', 'zone_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const store = await operatorLogin(t, `store${order.store_id}@souqly.test`);
  for (const status of ['confirmed', 'processing', 'handover']) {
    const r = await store.put(`store/orders/${orderId}/status`, { status });
    expect(r.statusCode, r.body).toBe(200);
  }
  const courier = await t.db.selectFrom('operators').select('email').where('role', '=', 'courier')
    .where((eb) => eb.or([eb('zone_id', '=', order.zone_id), eb('zone_id', 'is', null)])).orderBy('id').executeTakeFirstOrThrow();
  const rider = await operatorLogin(t, courier.email);
  expect((await rider.put(`courier/orders/${orderId}/accept`)).statusCode).toBe(200);
  for (const status of ['picked_up', 'delivered']) {
    const r = await rider.put(`courier/orders/${orderId}/status`, { status });
    expect(r.statusCode, r.body).toBe(200);
  }
}
