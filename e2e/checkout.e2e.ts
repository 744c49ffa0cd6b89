import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowserAt, type Session } from './support/browser.js';

const baseUrl = inject('baseUrl');
const downtown = { lat: 25.1972, lng: 55.2744 };
const demo = { email: 'customer@souqly.test', password: 'Demo#2026' };

interface FoundItem {
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

let s: Session;
let page: Page;
/** Two plain food items of stores in this zone, of AED 12 or more: three of one pass any store's minimum order (AED 30). */
let items: FoundItem[];

/** A visitor with the Downtown location and the food module saved, as the location picker leaves them. */
beforeAll(async () => {
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
  items = [...new Map(plain.map((i) => [i.store_id, i])).values()].slice(0, 2);
  expect(items, 'the demo seed has plain food items of AED 12 or more in two stores').toHaveLength(2);

  s = await openBrowserAt({ zoneId, module: food, latLng: downtown, address: 'Downtown Dubai, Dubai' });
  page = s.page;
});

afterAll(async () => {
  await s?.close();
});

const toast = (text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const dialog = (name: string) => page.getByRole('dialog', { name });

/** Adds the item from its search card and opens the drawer's checkout. */
async function addAndCheckout(item: FoundItem) {
  await page.goto(`${baseUrl}/home?search=${encodeURIComponent(item.name)}&data_type=searched`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id')), { timeout: 15_000 }).toBeTruthy();
  const card = page.getByTestId('item-card').filter({ hasText: item.name }).filter({ hasText: item.store_name }).first();
  await card.waitFor({ timeout: 20_000 });
  await card.getByTestId('card-add').click();
  // A cart of another store (the demo customer may have one) asks to start a new cart first.
  const fresh = dialog('Start a new cart?');
  await Promise.race([toast('Item added to cart').waitFor(), fresh.waitFor()]);
  if (await fresh.isVisible()) await fresh.getByRole('button', { name: 'Yes' }).click();
  await toast('Item added to cart').waitFor();
  await page.getByTestId('cart-button').click();
  const drawer = dialog('Shopping Cart');
  const line = drawer.getByTestId('cart-line').filter({ hasText: item.name });
  await line.waitFor();
  for (const quantity of ['02', '03']) {
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => line.getByTestId('quantity').textContent()).toBe(quantity);
  }
  await drawer.getByRole('button', { name: 'Proceed To Checkout' }).click();
}

describe('checkout', () => {
  it('lets a guest check out with cash on delivery and shows the order number', async () => {
    const [item] = items;
    await addAndCheckout(item!);

    const prompt = dialog('Do you want to login or continue as a guest?');
    await prompt.waitFor();
    expect(await prompt.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await prompt.getByRole('button', { name: 'Guest' }).click();
    await page.waitForURL(/\/checkout\?page=cart/);

    await page.getByTestId('checkout-line').filter({ hasText: item!.name }).waitFor();
    expect(await page.getByTestId('delivery-address').textContent()).toContain('Downtown Dubai');
    await page.getByTestId('guest-contact').getByText('No Contact Info Added').waitFor();

    // The contact dialog checks the fields, then the card shows the contact.
    await page.getByTestId('guest-contact').getByRole('button', { name: 'Add' }).click();
    const contact = dialog('Contact Info');
    expect(await contact.getByLabel('Phone').inputValue()).toBe('+971');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByText('Name is required').waitFor();
    await contact.getByLabel('Contact Person Name').fill('Omar Guest');
    await contact.getByLabel('Phone').fill('+971501112233');
    await contact.getByLabel('Contact Person Email').fill('omar.guest@example.com');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.waitFor({ state: 'detached' });
    await page.getByTestId('guest-contact').getByText('Omar Guest').waitFor();

    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    // With the address and contact known, the server prices the order: the summary shows its exact figures.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.getAttribute('data-exact'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByTestId('preview-problem').count()).toBe(0);
    expect(await summary.getByText('Calculated when you place the order').count()).toBe(0);
    expect(await page.getByTestId('summary-delivery-fee').textContent()).toMatch(/^(\+ .+|Free)$/);
    const shownTotal = await page.getByTestId('summary-total').textContent();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const success = page.getByTestId('order-success');
    const problem = page.getByTestId('place-problem');
    await Promise.race([success.waitFor({ timeout: 20_000 }), problem.waitFor({ timeout: 20_000 })]);
    expect(await problem.count() ? await problem.textContent() : null, 'the server refused the order').toBeNull();
    expect(await success.getByText('Order placed successfully').isVisible()).toBe(true);
    expect(await success.getByTestId('order-number').textContent()).toMatch(/^#1\d{5}$/);
    expect(await success.getByTestId('order-total').textContent(), 'the total shown before placing is the one charged').toBe(shownTotal);
    expect(await success.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toMatch(/^\/track-order\?order_id=1\d{5}$/);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
  });

  it('takes a signed-in customer to the test gateway; a failed payment becomes cash on delivery', async () => {
    await page.goto(`${baseUrl}/auth/sign-in`);
    await page.getByLabel('Email or phone', { exact: true }).fill(demo.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast('Sign in successfully.').waitFor();
    // A saved address in the store's zone for the Delivery Addresses section.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const saved = await fetch(`${baseUrl}/api/v1/customer/address/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ address: 'Boulevard Plaza, Downtown Dubai', contact_person_name: 'Sara Ahmed', contact_person_number: '+971501234567', latitude: downtown.lat, longitude: downtown.lng, address_type: 'home' }),
    });
    expect(saved.ok).toBe(true);

    await addAndCheckout(items[1]!);
    await page.waitForURL(/\/checkout\?page=cart/);
    await page.getByTestId('delivery-address').getByText('Boulevard Plaza, Downtown Dubai').waitFor();
    await page.getByRole('radio', { name: 'Digital Payment' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/payment\/test-gateway\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(/\/checkout\?page=cart&from=payment&flag=fail&order_id=\d+/);

    const failed = page.getByTestId('order-failed');
    await failed.waitFor();
    expect(await failed.getByText('Order Place Failed').isVisible()).toBe(true);
    expect(await failed.getByText("Order didn't place successfully").isVisible()).toBe(true);
    await failed.getByRole('button', { name: 'Switch to Cash on Delivery' }).click();
    await toast('Payment info updated.').waitFor();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
  });
});
