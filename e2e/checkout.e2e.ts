import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './support/browser.js';
import {
  addAndCheckout as addItemAndCheckout, demoCustomer as demo, dialog as dialogOf, downtown, foodShopper, placeOrder, signIn, toast as toastOf, type FoundItem,
} from './support/shop.js';

const baseUrl = inject('baseUrl');

let s: Session;
let page: Page;
/** Two plain food items of stores in this zone, of AED 12 or more. */
let items: FoundItem[];

beforeAll(async () => {
  ({ session: s, items } = await foodShopper(baseUrl, 2));
  page = s.page;
});

afterAll(async () => {
  await s?.close();
});

const toast = (text: string) => toastOf(page, text);
const dialog = (name: string) => dialogOf(page, name);
const addAndCheckout = (item: FoundItem) => addItemAndCheckout(page, baseUrl, item);

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
    const success = await placeOrder(page);
    expect(await success.getByText('Order placed successfully').isVisible()).toBe(true);
    expect(await success.getByTestId('order-number').textContent()).toMatch(/^#1\d{5}$/);
    expect(await success.getByTestId('order-total').textContent(), 'the total shown before placing is the one charged').toBe(shownTotal);
    expect(await success.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toMatch(/^\/track-order\?order_id=1\d{5}$/);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
  });

  it('takes a signed-in customer to the test gateway; a failed payment becomes cash on delivery', async () => {
    await signIn(page, baseUrl, demo);
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
