import { generate } from 'otplib';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The demo's published authenticator secret of admin@ and owner@ (README, demo accounts). */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

/**
 * Signs a staff member in to the console, typing the authenticator's code when the console asks for it:
 * the code of the server's time (the tests' servers run at a set time of day, `clockOffsetMs` ahead).
 */
export async function consoleSignIn(page: Page, baseUrl: string, email: string, clockOffsetMs: number | null): Promise<void> {
  await page.goto(`${baseUrl}/console/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // An account without a second factor (clockOffsetMs null) is in already.
  if (clockOffsetMs === null) return;
  const code = page.getByLabel('Authentication code');
  await code.waitFor();
  // A code counts once (no replay): when another test signed the same account in during this 30-second
  // step, the console refuses it, and the next step's code is typed once that step has begun.
  for (let attempt = 0; ; attempt++) {
    const serverNow = Date.now() + clockOffsetMs;
    await code.fill(await generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(serverNow / 1000) }));
    await page.getByRole('button', { name: 'Verify' }).click();
    const refused = page.getByRole('alert').filter({ hasText: /already been used/i });
    const outcome = await Promise.race([
      code.waitFor({ state: 'detached', timeout: 20_000 }).then(() => 'in' as const),
      refused.waitFor({ timeout: 20_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'in' || attempt === 2) return;
    await page.waitForTimeout(30_000 - (serverNow % 30_000) + 500);
  }
}

/** A plain item (no options) of the store, orderable now, as the storefront lists it; with the headers its module needs. */
export async function plainItemOf(baseUrl: string, storeId: number) {
  const store = await (await fetch(`${baseUrl}/api/v1/stores/details/${storeId}`)).json() as { zone_id: number; module_id: number; latitude: string; longitude: string };
  const headers = { zoneId: `[${store.zone_id}]`, moduleId: String(store.module_id), 'Content-Type': 'application/json' };
  const page = await (await fetch(`${baseUrl}/api/v1/items/latest?store_id=${storeId}&limit=50&offset=1`, { headers })).json() as {
    products: { id: number; name: string; available: number; food_variations: unknown[]; variations: unknown[]; price: number; maximum_cart_quantity: number | null }[];
  };
  const item = page.products.find((p) => p.available === 1 && p.food_variations.length === 0 && p.variations.length === 0 && !p.maximum_cart_quantity);
  expect(item, `store ${storeId} has a plain item`).toBeTruthy();
  const where = { latitude: Number(store.latitude), longitude: Number(store.longitude) };
  // The customer a few hundred metres north of the store.
  return { item: item!, headers, zoneId: store.zone_id, store: where, at: { latitude: where.latitude + 0.003, longitude: where.longitude } };
}

/**
 * A cash delivery order of the item (enough of it for the store's minimum order) by the guest of a
 * browser (its guest id, so that it tracks the order as its own); answers its id and the phone it was placed with.
 */
export async function guestOrder(baseUrl: string, guestId: string, found: Awaited<ReturnType<typeof plainItemOf>>): Promise<{ orderId: number; phone: string }> {
  const api = (path: string) => `${baseUrl}/api/v1/${path}`;
  const quantity = Math.max(1, Math.ceil(60 / Math.max(found.item.price, 1)));
  const added = await fetch(api('customer/cart/add'), { method: 'POST', headers: found.headers, body: JSON.stringify({ guest_id: guestId, item_id: found.item.id, quantity }) });
  expect(added.status, await added.clone().text()).toBe(200);
  const contact = { contact_person_name: 'Nadia Guest', contact_person_number: '+971509991122', contact_person_email: 'nadia@example.com' };
  const placed = await fetch(api('customer/order/place'), {
    method: 'POST', headers: found.headers,
    body: JSON.stringify({ guest_id: guestId, order_type: 'delivery', payment_method: 'cash_on_delivery', contact, address: { address: 'Al Wasl Road 12', ...found.at, ...contact } }),
  });
  expect(placed.status, await placed.clone().text()).toBe(200);
  return { orderId: (await placed.json()).order_id as number, phone: contact.contact_person_number };
}
