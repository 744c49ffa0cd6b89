import { expect } from 'vitest';

/** An operator's bearer headers (the demo stores' staff and couriers share the demo password). */
export async function operatorHeaders(baseUrl: string, email: string): Promise<Record<string, string> | null> {
  const res = await fetch(`${baseUrl}/api/v1/operator/auth/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  if (res.status !== 200) return null;
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

async function put(baseUrl: string, path: string, headers: Record<string, string>, body?: unknown) {
  const json = body === undefined ? {} : { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const res = await fetch(`${baseUrl}/api/v1/${path}`, { method: 'PUT', headers, ...json });
  return { status: res.status, text: await res.text() };
}

/** The store confirms, prepares and hands the order over: it waits for a courier, ready. */
export async function handOver(baseUrl: string, orderId: number, storeId: number): Promise<void> {
  const store = (await operatorHeaders(baseUrl, `store${storeId}@souqly.test`))!;
  for (const status of ['confirmed', 'processing', 'handover']) {
    const changed = await put(baseUrl, `operator/store/orders/${orderId}/status`, store, { status });
    expect(changed.status, changed.text).toBe(200);
  }
}

/** The store hands the order over; a courier of its zone takes it and delivers it. Answers the courier's number. */
export async function deliver(baseUrl: string, orderId: number, storeId: number): Promise<number> {
  await handOver(baseUrl, orderId, storeId);
  for (let n = 1; n <= 6; n++) {
    const courier = await operatorHeaders(baseUrl, `courier${n}@souqly.test`);
    if (!courier || (await put(baseUrl, `operator/courier/orders/${orderId}/accept`, courier)).status !== 200) continue;
    for (const status of ['picked_up', 'delivered']) {
      const changed = await put(baseUrl, `operator/courier/orders/${orderId}/status`, courier, { status });
      expect(changed.status, changed.text).toBe(200);
    }
    return n;
  }
  throw new Error(`no demo courier could take order ${orderId}`);
}

/** A demo courier (courier<n>@souqly.test, no second factor) who works in the zone. */
export async function courierOfZone(baseUrl: string, zoneId: number): Promise<string> {
  for (let n = 1; n <= 6; n++) {
    const email = `courier${n}@souqly.test`;
    const headers = await operatorHeaders(baseUrl, email);
    if (!headers) continue;
    const state = await (await fetch(`${baseUrl}/api/v1/console/courier`, { headers })).json() as { zones: { id: number }[] };
    if (state.zones.some((z) => z.id === zoneId)) return email;
  }
  throw new Error(`no demo courier works in zone ${zoneId}`);
}
