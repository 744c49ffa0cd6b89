import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, openBrowserAt, type Session } from './support/browser.js';
import { consoleSignIn, guestOrder, plainItemOf } from './support/console.js';
import { courierOfZone, handOver } from './support/operator.js';
import { downtown, foodShopper } from './support/shop.js';

const baseUrl = inject('baseUrl');
/** The demo's first store, in Downtown Dubai. */
const STORE = 1;
const PHONE = { width: 390, height: 844 };

const sessions: Session[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

type Texts = Record<string, unknown>;
const consoleTexts = (language: string): Texts =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../apps/console/src/i18n/${language}.json`), 'utf8'));
/** The console's text for a key in a language, with its {{values}} filled in. */
function text(texts: Texts, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts);
  if (typeof found !== 'string') throw new Error(`no console text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

interface Point { latitude: number; longitude: number }
const along = (from: Point, to: Point, share: number): Point => ({
  latitude: from.latitude + (to.latitude - from.latitude) * share,
  longitude: from.longitude + (to.longitude - from.longitude) * share,
});

/** The guest's tracking: the timeline step marked current (0 when none). */
async function currentStep(guest: Page): Promise<number> {
  const current = guest.getByTestId('order-tracking').locator('[aria-current="step"]');
  if ((await current.count()) === 0) return 0;
  return Number((await current.first().getAttribute('data-testid'))?.replace('track-step-', '') ?? 0);
}

/**
 * Where the courier's marker sits on the guest's map, from the pick-up's marker (a pan of the map
 * moves both alike); null while there is no courier marker.
 */
async function courierOnMap(guest: Page): Promise<string | null> {
  const map = guest.getByTestId('order-tracking').getByTestId('route-map');
  const courier = map.locator('.route-marker--courier');
  if ((await courier.count()) === 0) return null;
  const [c, s] = await Promise.all([courier.boundingBox(), map.locator('.route-marker--store').boundingBox()]);
  return c && s ? `${Math.round(c.x - s.x)},${Math.round(c.y - s.y)}` : null;
}

/**
 * Holds the guest's tracking requests (they wait, unanswered) until released: whatever changes on the
 * drawer meanwhile came through the push channel, not by polling.
 */
async function holdTracking(guest: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const pattern = /\/api\/v1\/customer\/order\/track\?/;
  await guest.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await guest.unroute(pattern);
  };
}

/** A guest's browser at 390 px tracking its order by its id and phone (the storefront's Track Order form). */
async function guestTracking(guest: Page, orderId: number, phone: string): Promise<void> {
  await guest.goto(`${baseUrl}/track-order`);
  const form = guest.getByRole('form', { name: 'Track Order' });
  await form.getByLabel('Order ID').fill(String(orderId));
  await form.getByLabel('Phone').fill(phone);
  await form.getByRole('button', { name: 'Track Order' }).click();
  await guest.getByTestId('track-step-1').waitFor();
}

/** A courier's phone at the point, geolocation allowed, signed in to the console and online; in the language given. */
async function courierOnline(email: string, at: Point, language: 'en' | 'ar'): Promise<{ page: Page; session: Session; texts: Texts }> {
  const session = await openBrowser({ ...PHONE, geolocation: at, permissions: ['geolocation'] });
  sessions.push(session);
  const page = session.page;
  await consoleSignIn(page, baseUrl, email, null);
  await page.waitForURL(/\/console\/courier$/);
  if (language !== 'en') {
    await page.evaluate((lang) => localStorage.setItem('console-language', lang), language);
    await page.reload();
  }
  const texts = consoleTexts(language);
  const shift = page.getByRole('switch');
  await shift.waitFor();
  if ((await shift.getAttribute('aria-checked')) !== 'true') await shift.click();
  await page.getByTestId('courier-shift').getByText(text(texts, 'couriers.online'), { exact: true }).waitFor();
  return { page, session, texts };
}

/** Takes the offer of the order from the courier's list; its trip opens. */
async function accept(page: Page, texts: Texts, orderId: number): Promise<void> {
  // The list reads again every few seconds: the order shows once it is on offer.
  await page.getByRole('button', { name: text(texts, 'couriers.accept_order', { id: orderId }) }).click({ timeout: 30_000 });
  await page.waitForURL(new RegExp(`/console/courier/trips/${orderId}$`));
  await page.getByRole('heading', { name: text(texts, 'couriers.order', { id: orderId }) }).waitFor();
}

const step = (page: Page, texts: Texts, key: string) => page.getByRole('button', { name: text(texts, `couriers.next.${key}`), exact: true }).click();

/**
 * Rides from the pick-up towards the drop-off, the guest's drawer open and its tracking requests held:
 * each new position reaches the guest's map and moves the courier's marker.
 */
async function rideWatched(courier: Session, guest: Page, from: Point, to: Point): Promise<void> {
  await expect.poll(() => courierOnMap(guest), { timeout: 30_000 }).not.toBeNull();
  const release = await holdTracking(guest);
  try {
    for (const share of [0.35, 0.7]) {
      const before = await courierOnMap(guest);
      const sentAt = Date.now();
      await courier.context.setGeolocation(along(from, to, share));
      // The phone reports at most every 5 s; the marker moves when the report is relayed.
      await expect.poll(() => courierOnMap(guest), { timeout: 15_000 }).not.toBe(before);
      console.log(`e2e timing: courier's move on the guest's map ${Date.now() - sentAt} ms after the phone moved`);
    }
  } finally {
    await release();
  }
}

/** The code the guest's drawer shows, as the guest reads it out at the door. */
async function codeOnDrawer(guest: Page): Promise<string> {
  const box = guest.getByTestId('delivery-code');
  await box.waitFor({ timeout: 30_000 });
  const code = (await box.locator('span[dir="ltr"]').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{4}$/);
  return code;
}

/** At the door: the code, the cash (prefilled with what is due), and the trip ends delivered. */
async function deliverAtDoor(page: Page, texts: Texts, orderId: number, code: string): Promise<void> {
  await step(page, texts, 'arrived_at_dropoff');
  await step(page, texts, 'delivered');
  const form = page.getByRole('form', { name: text(texts, 'couriers.deliver_title') });
  const cash = form.getByLabel(text(texts, 'couriers.cash_collected'));
  expect(Number(await cash.inputValue())).toBeGreaterThan(0);
  // A wrong code first: refused, the step stays.
  const wrong = code === '0000' ? '1111' : '0000';
  await form.getByLabel(text(texts, 'couriers.code')).fill(wrong);
  await form.getByRole('button', { name: text(texts, 'couriers.confirm_delivery') }).click();
  await form.getByRole('alert').waitFor();
  await form.getByLabel(text(texts, 'couriers.code')).fill(code);
  await form.getByRole('button', { name: text(texts, 'couriers.confirm_delivery') }).click();
  await page.getByText(text(texts, 'couriers.delivered_title', { id: orderId })).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function deliveredOnDrawer(guest: Page): Promise<void> {
  await expect.poll(async () => (await currentStep(guest)) === 4
    && (await guest.getByTestId('track-step-4').getAttribute('data-state')) === 'done', { timeout: 30_000 }).toBe(true);
}

describe('the courier app', () => {
  it('a courier goes online, takes a guest\'s order the store marked ready, rides while the guest\'s map follows live, and delivers it with the guest\'s code and the cash', { timeout: 180_000 }, async () => {
    const found = await plainItemOf(baseUrl, STORE);
    const email = await courierOfZone(baseUrl, found.zoneId);
    const guest = (await foodShopper(baseUrl, 1, PHONE)).session;
    sessions.push(guest);
    await guest.page.goto(`${baseUrl}/track-order`);
    const guestId = await guest.page.waitForFunction(() => localStorage.getItem('guest_id')).then((h) => h.jsonValue() as Promise<string>);
    const { orderId, phone } = await guestOrder(baseUrl, guestId, found);
    await guestTracking(guest.page, orderId, phone);

    const courier = await courierOnline(email, found.store, 'en');
    await handOver(baseUrl, orderId, STORE);
    await accept(courier.page, courier.texts, orderId);
    expect(await courier.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await step(courier.page, courier.texts, 'arrived_at_store');
    await step(courier.page, courier.texts, 'picked_up');
    await courier.page.getByText(text(courier.texts, 'couriers.steps.picked_up')).waitFor();

    await rideWatched(courier.session, guest.page, found.store, found.at);
    await expect.poll(() => currentStep(guest.page), { timeout: 30_000 }).toBe(3);
    await courier.session.context.setGeolocation(found.at);
    await deliverAtDoor(courier.page, courier.texts, orderId, await codeOnDrawer(guest.page));
    await deliveredOnDrawer(guest.page);
  });

  it('in Arabic: a courier takes a guest\'s parcel that the receiver pays in cash, the guest\'s map follows the ride, and the receiver\'s cash and code end it', { timeout: 180_000 }, async () => {
    const zoneId: string = (await (await fetch(`${baseUrl}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
    const modules: { id: number; module_type: string }[] = await (await fetch(`${baseUrl}/api/v1/module`, { headers: { zoneId } })).json();
    const parcelModule = modules.find((m) => m.module_type === 'parcel')!;
    const headers = { zoneId, moduleId: String(parcelModule.id), 'Content-Type': 'application/json' };
    const categories: { id: number }[] = await (await fetch(`${baseUrl}/api/v1/parcel-category`, { headers })).json();
    const sender = { address: 'Downtown Dubai, Boulevard', latitude: downtown.lat, longitude: downtown.lng, contact_person_name: 'Omar Sender', contact_person_number: '+971501112299' };
    const receiver = { address: 'Business Bay, Bay Avenue', latitude: downtown.lat + 0.004, longitude: downtown.lng + 0.002, contact_person_name: 'Lina Receiver', contact_person_number: '+971502223399' };

    const guest = await openBrowserAt({ zoneId, module: parcelModule, latLng: downtown, address: 'Downtown Dubai, Dubai' }, PHONE);
    sessions.push(guest);
    await guest.page.goto(`${baseUrl}/track-order`);
    const guestId = await guest.page.waitForFunction(() => localStorage.getItem('guest_id')).then((h) => h.jsonValue() as Promise<string>);
    const placed = await fetch(`${baseUrl}/api/v1/customer/order/place`, {
      method: 'POST', headers,
      body: JSON.stringify({
        guest_id: guestId, order_type: 'parcel', parcel_category_id: categories[0]!.id, address: sender, receiver_details: receiver,
        charge_payer: 'receiver', payment_method: 'cash_on_delivery',
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const orderId = (await placed.json()).order_id as number;
    await guestTracking(guest.page, orderId, sender.contact_person_number);

    const zone = (JSON.parse(zoneId) as number[])[0]!;
    const courier = await courierOnline(await courierOfZone(baseUrl, zone), sender, 'ar');
    expect(await courier.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await accept(courier.page, courier.texts, orderId);
    await courier.page.getByText(text(courier.texts, 'couriers.parcel'), { exact: true }).first().waitFor();
    await step(courier.page, courier.texts, 'arrived_at_sender');
    await step(courier.page, courier.texts, 'picked_up');
    await courier.page.getByText(text(courier.texts, 'couriers.steps.picked_up')).waitFor();
    expect(await courier.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const from = { latitude: sender.latitude, longitude: sender.longitude };
    const to = { latitude: receiver.latitude, longitude: receiver.longitude };
    await rideWatched(courier.session, guest.page, from, to);
    await courier.session.context.setGeolocation(to);
    await deliverAtDoor(courier.page, courier.texts, orderId, await codeOnDrawer(guest.page));
    await deliveredOnDrawer(guest.page);
  });
});
