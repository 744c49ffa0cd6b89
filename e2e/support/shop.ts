import fs from 'node:fs';
import { expect } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { openBrowserAt, type BrowserOptions, type Session } from './browser.js';

export const downtown = { lat: 25.1972, lng: 55.2744 };
export const demoCustomer = { email: 'customer@souqly.test', password: 'Demo#2026' };

export interface FoundItem {
  id: number;
  name: string;
  price: number;
  discounted_price: number;
  store_id: number;
  store_name: string;
  zone_id: number;
  available: number;
  maximum_cart_quantity: number | null;
  food_variations: unknown[];
  add_ons: unknown[];
}

/**
 * Plain food items (no options) of AED 12 or more, of different stores in the Downtown zone, so that
 * three of one pass any store's minimum order (AED 30); and a browser whose visitor has picked Downtown
 * and the food module, as the location picker leaves them.
 */
export async function foodShopper(baseUrl: string, count: number, options: BrowserOptions = {}): Promise<{ session: Session; items: FoundItem[]; headers: Record<string, string> }> {
  const zoneId: string = (await (await fetch(`${baseUrl}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
  const zones: number[] = JSON.parse(zoneId);
  const modules: { id: number; module_type: string }[] = await (await fetch(`${baseUrl}/api/v1/module`, { headers: { zoneId } })).json();
  const food = modules.find((m) => m.module_type === 'food')!;
  const headers = { zoneId, moduleId: String(food.id), latitude: String(downtown.lat), longitude: String(downtown.lng) };
  const found: FoundItem[] = [];
  for (const name of ['a', 'e', 'o']) {
    const res = await fetch(`${baseUrl}/api/v1/items/search?name=${name}&limit=50&offset=1`, { headers });
    found.push(...(await res.json()).products);
  }
  const plain = found.filter((i) => i.available === 1 && i.food_variations.length === 0 && i.discounted_price >= 12 && !i.maximum_cart_quantity && zones.includes(i.zone_id));
  const items = [...new Map(plain.map((i) => [i.store_id, i])).values()].slice(0, count);
  expect(items, `the demo seed has plain food items of AED 12 or more in ${count} stores`).toHaveLength(count);
  const session = await openBrowserAt({ zoneId, module: food, latLng: downtown, address: 'Downtown Dubai, Dubai' }, options);
  return { session, items, headers };
}

export const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * Resolves once a dialog has settled, its animations over: it pops in (a short slide and scale that overshoots),
 * and opening it takes the page's scrollbar away, which shifts the centred dialog; its buttons move meanwhile.
 */
export const settled = (modal: Locator) =>
  modal.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));

/**
 * Whether the page's push stream is open now, as the browser sees it: the server answers a stream only once it
 * is registered (nothing sent to the customer from then on is missed), and the stream is open until its request
 * ends. Start watching before the page opens it (sign-in, or a page load).
 */
export function watchPushStream(page: Page): () => boolean {
  const open = new Set<Request>();
  const isStream = (url: string) => url.includes('/api/v1/push/stream?');
  page.on('response', (res) => {
    if (isStream(res.url()) && res.ok()) open.add(res.request());
  });
  const ended = (req: Request) => open.delete(req);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => open.size > 0;
}

/** Adds the item from its search card, three of it, and opens the drawer's checkout. */
export async function addAndCheckout(page: Page, baseUrl: string, item: FoundItem): Promise<void> {
  await page.goto(`${baseUrl}/home?search=${encodeURIComponent(item.name)}&data_type=searched`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id')), { timeout: 15_000 }).toBeTruthy();
  const card = page.getByTestId('item-card').filter({ hasText: item.name }).filter({ hasText: item.store_name }).first();
  await card.waitFor({ timeout: 20_000 });
  await card.getByTestId('card-add').click();
  // A cart of another store (the demo customer may have one) asks to start a new cart first.
  const fresh = dialog(page, 'Start a new cart?');
  await Promise.race([toast(page, 'Item added to cart').waitFor(), fresh.waitFor()]);
  if (await fresh.isVisible()) await fresh.getByRole('button', { name: 'Yes' }).click();
  await toast(page, 'Item added to cart').waitFor();
  await page.getByTestId('cart-button').click();
  const drawer = dialog(page, 'Shopping Cart');
  const line = drawer.getByTestId('cart-line').filter({ hasText: item.name });
  await line.waitFor();
  for (const quantity of ['02', '03']) {
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => line.getByTestId('quantity').textContent()).toBe(quantity);
  }
  await drawer.getByRole('button', { name: 'Proceed To Checkout' }).click();
}

/** Places the order on the checkout page and answers the success dialog, failing with the server's words if it refused. */
export async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const success = page.getByTestId('order-success');
  const problem = page.getByTestId('place-problem');
  await Promise.race([success.waitFor({ timeout: 20_000 }), problem.waitFor({ timeout: 20_000 })]);
  expect(await problem.count() ? await problem.textContent() : null, 'the server refused the order').toBeNull();
  return success;
}

export async function signIn(page: Page, baseUrl: string, account = demoCustomer): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`);
  await page.getByLabel('Email or phone', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await toast(page, 'Sign in successfully.').waitFor();
}

/** Places a cash order of three of `item` for the signed-in customer through the API (after emptying their cart); answers its id. */
export async function placeOrderByApi(baseUrl: string, headers: Record<string, string>, item: FoundItem): Promise<number> {
  const emptied = await fetch(`${baseUrl}/api/v1/customer/cart/remove`, { method: 'DELETE', headers });
  expect(emptied.status, await emptied.clone().text()).toBe(200);
  const added = await fetch(`${baseUrl}/api/v1/customer/cart/add`, { method: 'POST', headers, body: JSON.stringify({ item_id: item.id, quantity: 3 }) });
  expect(added.status, await added.clone().text()).toBe(200);
  const placed = await fetch(`${baseUrl}/api/v1/customer/order/place`, {
    method: 'POST', headers,
    body: JSON.stringify({ order_type: 'delivery', payment_method: 'cash_on_delivery', address: { address: 'Boulevard Plaza, Downtown Dubai', latitude: downtown.lat, longitude: downtown.lng } }),
  });
  expect(placed.status, await placed.clone().text()).toBe(200);
  return (await placed.json()).order_id;
}

/**
 * The newest one-time code the development SMS or mail provider wrote to the server log for `to`
 * (a phone in E.164 or an email), waiting for it to appear.
 */
export async function codeFromLog(logFile: string, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = fs.readFileSync(logFile, 'utf8').split('\n').slice(after);
    for (const line of lines.reverse()) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { sms?: { to: string; text: string }; mail?: { to: string; text: string } };
      const message = entry.sms ?? entry.mail;
      const code = message?.to === to ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code for ${to} in ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many lines the log holds now: codes written before this mark are ignored by codeFromLog. */
export const logMark = (logFile: string) => fs.readFileSync(logFile, 'utf8').split('\n').length - 1;
