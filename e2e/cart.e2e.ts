import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowserAt, type Session } from './support/browser.js';

const baseUrl = inject('baseUrl');
const downtown = { lat: 25.1972, lng: 55.2744 };

interface FoundItem {
  id: number;
  name: string;
  store_id: number;
  store_name: string;
  available: number;
  food_variations: { name: string; required: string; values: { label: string }[] }[];
  add_ons: { name: string }[];
}

let s: Session;
let page: Page;
/** A pizza with required Size and Crust and some add-ons, and a plain item of another restaurant. */
let pizza: FoundItem;
let plain: FoundItem;

async function searchItems(name: string, headers: Record<string, string>): Promise<FoundItem[]> {
  const res = await fetch(`${baseUrl}/api/v1/items/search?name=${encodeURIComponent(name)}&limit=50&offset=1`, { headers });
  return (await res.json()).products;
}

/** A guest with a saved location and the food module, as the location picker leaves them; the app fetches the guest id. */
beforeAll(async () => {
  const zoneId = (await (await fetch(`${baseUrl}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
  const modules: { id: number; module_type: string }[] = await (await fetch(`${baseUrl}/api/v1/module`, { headers: { zoneId } })).json();
  const food = modules.find((m) => m.module_type === 'food')!;
  const headers = { zoneId, moduleId: String(food.id), latitude: String(downtown.lat), longitude: String(downtown.lng) };
  const groups = (item: FoundItem) => item.food_variations.map((g) => g.name);
  pizza = (await searchItems('pizza', headers)).find(
    (i) => i.available === 1 && groups(i).includes('Size') && groups(i).includes('Crust') && i.add_ons.length > 0,
  )!;
  plain = [...(await searchItems('a', headers)), ...(await searchItems('e', headers))].find(
    (i) => i.available === 1 && i.food_variations.length === 0 && i.store_id !== pizza.store_id,
  )!;
  expect(pizza, 'the demo seed has gourmet pizzas with Size and Crust').toBeTruthy();
  expect(plain, 'the demo seed has food items without variations').toBeTruthy();

  s = await openBrowserAt({ zoneId, module: food, latLng: downtown, address: 'Downtown Dubai, Dubai' });
  page = s.page;
});

afterAll(async () => {
  await s?.close();
});

const toast = (text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const popup = () => page.getByTestId('item-popup');
const drawer = () => page.getByRole('dialog', { name: 'Shopping Cart' });
const cartCount = () => page.getByTestId('cart-count').textContent();

/** The search page's card of this item of this store. */
async function findCard(item: FoundItem) {
  await page.goto(`${baseUrl}/home?search=${encodeURIComponent(item.name)}&data_type=searched`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id')), { timeout: 15_000 }).toBeTruthy();
  const card = page.getByTestId('item-card').filter({ hasText: item.name }).filter({ hasText: item.store_name }).first();
  await card.waitFor({ timeout: 20_000 });
  return card;
}

async function openDrawer() {
  await page.getByTestId('cart-button').click();
  await drawer().waitFor();
  return drawer();
}

describe('cart', () => {
  it('adds a pizza after its required variations, changes it in the drawer, then replaces it with another store\'s item', async () => {
    const card = await findCard(pizza);
    await card.getByTestId('card-add').click();
    await popup().waitFor();

    // Required groups: Add shows the spec text and stays blocked until each is chosen.
    const add = popup().getByRole('button', { name: 'Add to Cart' });
    await add.click();
    const error = popup().getByTestId('purchase-error');
    expect(await error.textContent()).toBe('Variation Size can not remain without selection.');
    expect(await add.isDisabled()).toBe(true);
    const size = pizza.food_variations.find((g) => g.name === 'Size')!.values[1]!.label;
    await popup().getByRole('radio', { name: size }).check();
    await expect.poll(() => error.textContent()).toBe('Variation Crust can not remain without selection.');
    await popup().getByRole('group', { name: 'Crust' }).getByRole('radio').first().check();
    await expect.poll(() => popup().getByTestId('purchase-error').count()).toBe(0);

    // An add-on: checking it sets 1 and raises the total.
    const total = popup().getByTestId('purchase-total');
    const before = await total.textContent();
    const addOn = popup().getByTestId('add-on').first();
    await addOn.getByRole('checkbox').check();
    expect(await addOn.getByTestId('quantity').textContent()).toBe('01');
    await expect.poll(() => total.textContent()).not.toBe(before);

    await add.click();
    await toast('Item added to cart').waitFor();
    await popup().waitFor({ state: 'detached' });
    await expect.poll(cartCount).toBe('1');

    // The drawer: the line with its choices, the subtotal and the free-delivery bar.
    let cart = await openDrawer();
    const line = cart.getByTestId('cart-line');
    expect(await line.count()).toBe(1);
    expect(await line.textContent()).toContain(pizza.name);
    expect(await line.textContent()).toContain(`Size: ${size}`);
    expect(await line.textContent()).toContain(`Add-ons: ${pizza.add_ons[0]!.name} × 1`);
    const subtotal = cart.getByTestId('cart-subtotal');
    const one = await subtotal.textContent();
    expect(one).toBe(await line.getByTestId('line-total').textContent());
    expect(await cart.getByTestId('free-delivery').textContent()).toMatch(/more to get free delivery|unlocked free delivery/);
    expect(Number(await cart.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => line.getByTestId('quantity').textContent()).toBe('02');
    await expect.poll(() => subtotal.textContent()).not.toBe(one);
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => line.getByTestId('quantity').textContent()).toBe('01');
    await expect.poll(() => subtotal.textContent()).toBe(one);
    await cart.getByRole('button', { name: 'Close' }).click();

    // Another restaurant's item: the clear-cart confirm, then the cart holds only the new item.
    const other = await findCard(plain);
    await other.getByTestId('card-add').click();
    const confirm = page.getByRole('dialog', { name: 'Start a new cart?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await toast('Item added to cart').waitFor();
    await other.getByTestId('quantity-stepper').waitFor();

    cart = await openDrawer();
    await expect.poll(() => cart.getByTestId('cart-line').count()).toBe(1);
    expect(await cart.getByTestId('cart-line').textContent()).toContain(plain.name);
    expect(await cart.textContent()).not.toContain(pizza.name);
    expect(await cartCount()).toBe('1');

    // Minus at 1 is the delete button.
    await cart.getByRole('button', { name: 'Remove from cart' }).click();
    await toast('Removed from cart.').waitFor();
    await cart.getByText('Your cart is empty').waitFor();
    await expect.poll(cartCount).toBe('0');
  });
});
