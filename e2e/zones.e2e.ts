import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, openBrowserAt, type Session } from './support/browser.js';
import { consoleSignIn } from './support/console.js';
import { addAndCheckout, dialog, placeOrder, toast, type FoundItem } from './support/shop.js';

const baseUrl = inject('baseUrl');
const sessions: Session[] = [];

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

/** Al Safa, a district of Dubai where the drawn zone goes (about 4 km across); the visitor's drop-off. */
const district = { lat: 25.1845, lng: 55.2355 };
/** Where the zone editor's map opens (a new zone), at zoom 10: the map's centre is this point. */
const MAP_START = { lat: 25.2, lng: 55.3 };

/** The page's pixel of a point on the zone editor's map, as it opens (Web Mercator at zoom 10: 256·2¹⁰ pixels round the world). */
async function pixelOf(page: Page, at: { lat: number; lng: number }) {
  const box = (await page.getByRole('region', { name: 'Map of the delivery zones' }).boundingBox())!;
  const scale = 256 * 2 ** 10;
  const x = (lng: number) => ((lng + 180) / 360) * scale;
  const y = (lat: number) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale;
  };
  return { x: box.x + box.width / 2 + x(at.lng) - x(MAP_START.lng), y: box.y + box.height / 2 + y(at.lat) - y(MAP_START.lat) };
}

/** A food item of AED 12 or more without options, from a store of Dubai without free delivery, that a visitor at the drop-off can order. */
async function foodItemFor(headers: Record<string, string>): Promise<FoundItem> {
  const items: FoundItem[] = [];
  for (const name of ['a', 'e', 'o']) items.push(...(await (await fetch(`${baseUrl}/api/v1/items/search?name=${name}&limit=50&offset=1`, { headers })).json()).products);
  const stores: string[] = [];
  for (const item of items.filter((i) => i.available === 1 && i.food_variations.length === 0 && i.add_ons.length === 0 && i.discounted_price >= 12 && !i.maximum_cart_quantity)) {
    const store = await (await fetch(`${baseUrl}/api/v1/stores/details/${item.store_id}`, { headers })).json();
    if (!store.free_delivery && !store.minimum_shipping_charge && !store.per_km_shipping_charge) return item;
    stores.push(`${store.name}: free ${store.free_delivery}, own rates ${store.minimum_shipping_charge}/${store.per_km_shipping_charge}`);
  }
  throw new Error(`no plain food item of a store without free delivery or rates of its own among ${items.length} found (${stores.join('; ')})`);
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The delivery fee the guest's checkout shows for three of the item, once the server has priced the order. */
async function checkoutFee(page: Page, item: FoundItem): Promise<string | null> {
  await addAndCheckout(page, baseUrl, item);
  const prompt = dialog(page, 'Do you want to login or continue as a guest?');
  await prompt.waitFor();
  await prompt.getByRole('button', { name: 'Guest' }).click();
  await page.waitForURL(/\/checkout\?page=cart/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect.poll(() => summary.getAttribute('data-exact'), { timeout: 15_000 }).toBe('true');
  return page.getByTestId('summary-delivery-fee').textContent();
}

describe('zones drawn in the console', () => {
  it('operations draws a district on the map and a visitor there orders at its charge; a raised charge shows in the visitor\'s next checkout', { timeout: 240_000 }, async () => {
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const ops = await openBrowser({ width: 1280, height: 900 });
    sessions.push(ops);
    const page = ops.page;
    await consoleSignIn(page, baseUrl, 'operations@souqly.test', null);
    await page.getByRole('link', { name: 'Zones', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Delivery zones' }).waitFor();
    await page.getByRole('link', { name: 'Draw a zone' }).click();
    await page.getByRole('heading', { name: 'New zone' }).waitFor();
    await page.getByLabel('Name (English)').fill(`Al Safa ${tag}`);
    await page.getByLabel('Name (Arabic)').fill('الصفا');

    // Four corners around the district, then the first again to close the outline.
    await page.getByRole('button', { name: 'Draw the outline' }).click();
    const map = page.getByRole('region', { name: 'Map of the delivery zones' });
    const corners = [[-0.02, -0.02], [-0.02, 0.02], [0.02, 0.02], [0.02, -0.02]] as const;
    for (const [i, [dLat, dLng]] of corners.entries()) {
      const { x, y } = await pixelOf(page, { lat: district.lat + dLat, lng: district.lng + dLng });
      await page.mouse.click(x, y);
      // Each corner placed shows its marker before the next click (two quick clicks would read as a double click).
      await expect.poll(() => map.locator('.marker-icon').count()).toBeGreaterThanOrEqual(i + 1);
    }
    const first = await pixelOf(page, { lat: district.lat + corners[0][0], lng: district.lng + corners[0][1] });
    await page.mouse.click(first.x, first.y);
    await expect.poll(() => map.getAttribute('data-outline-corners')).toBe('4');

    const food = page.getByTestId('zone-module').filter({ hasText: 'Food delivers here' });
    await food.getByRole('switch', { name: 'Food delivers here' }).click();
    await food.getByLabel('Charge per km').fill('0');
    await food.getByLabel('Minimum charge').fill('11');
    await page.getByRole('button', { name: 'Create zone' }).click();
    await toast(page, 'Zone created').waitFor();

    // The visitor at the drop-off: the district is the first zone found there at once.
    const zoneId: string = (await (await fetch(`${baseUrl}/api/v1/config/get-zone-id?lat=${district.lat}&lng=${district.lng}`)).json()).zone_id;
    const zones: { id: number; name: string }[] = await (await fetch(`${baseUrl}/api/v1/zone/list`)).json();
    expect(zones.find((z) => z.id === JSON.parse(zoneId)[0])?.name).toBe(`Al Safa ${tag}`);
    const modules: { id: number; module_type: string }[] = await (await fetch(`${baseUrl}/api/v1/module`, { headers: { zoneId } })).json();
    const module = modules.find((m) => m.module_type === 'food')!;
    const headers = { zoneId, moduleId: String(module.id), latitude: String(district.lat), longitude: String(district.lng) };
    const item = await foodItemFor(headers);
    const visitor = await openBrowserAt({ zoneId, module, latLng: district, address: 'Al Safa, Dubai' }, { width: 390, height: 844 });
    sessions.push(visitor);
    expect(money(await checkoutFee(visitor.page, item))).toBe(11);
    await visitor.page.getByTestId('guest-contact').getByRole('button', { name: 'Add' }).click();
    const contact = dialog(visitor.page, 'Contact Info');
    await contact.getByLabel('Contact Person Name').fill('Safa Guest');
    await contact.getByLabel('Phone').fill('+971501116677');
    await contact.getByLabel('Contact Person Email').fill('safa.guest@example.com');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.waitFor({ state: 'detached' });
    await visitor.page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await placeOrder(visitor.page);

    // Operations raises the district's minimum charge; the visitor's next checkout shows it.
    await page.getByTestId('zone-row').filter({ hasText: `Al Safa ${tag}` }).getByRole('link').click();
    await page.getByRole('heading', { name: `Zone: Al Safa ${tag}` }).waitFor();
    await page.getByTestId('zone-module').filter({ hasText: 'Food delivers here' }).getByLabel('Minimum charge').fill('15');
    await page.getByRole('button', { name: 'Save zone' }).click();
    await toast(page, 'Zone saved').waitFor();
    await visitor.page.goto(`${baseUrl}/home`);
    expect(money(await checkoutFee(visitor.page, item))).toBe(15);
  });
});
