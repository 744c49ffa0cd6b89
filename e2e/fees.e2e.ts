import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './support/browser.js';
import { addAndCheckout, dialog, foodShopper, placeOrder, type FoundItem } from './support/shop.js';

const baseUrl = inject('baseUrl');

let s: Session;
let page: Page;
let item: FoundItem;
let headers: Record<string, string>;

beforeAll(async () => {
  const shopper = await foodShopper(baseUrl, 1);
  ({ session: s, headers } = shopper);
  item = shopper.items[0]!;
  page = s.page;
});

afterAll(async () => {
  await s?.close();
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('fees before paying', () => {
  it('shows a guest the delivery fee and total as soon as the location is known, and the placed order charges exactly that', async () => {
    await addAndCheckout(page, baseUrl, item);
    const prompt = dialog(page, 'Do you want to login or continue as a guest?');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Guest' }).click();
    await page.waitForURL(/\/checkout\?page=cart/);
    await page.getByTestId('delivery-address').getByText('Downtown Dubai').waitFor();

    // Before any contact is given: the server has priced the order from the location alone.
    await page.getByTestId('guest-contact').getByText('No Contact Info Added').waitFor();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.getAttribute('data-exact'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByTestId('preview-problem').count()).toBe(0);
    const shownFee = await page.getByTestId('summary-delivery-fee').textContent();
    expect(shownFee).toMatch(/^(\+ AED\s?\d+\.\d{2}|Free)$/);
    const shownTax = await page.getByTestId('summary-tax').textContent();
    const shownTotal = await page.getByTestId('summary-total').textContent();
    expect(money(shownTotal)).toBeGreaterThan(0);

    await page.getByTestId('guest-contact').getByRole('button', { name: 'Add' }).click();
    const contact = dialog(page, 'Contact Info');
    await contact.getByLabel('Contact Person Name').fill('Layla Guest');
    await contact.getByLabel('Phone').fill('+971501114455');
    await contact.getByLabel('Contact Person Email').fill('layla.guest@example.com');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    // The contact changes no amount: the figures stay as they were.
    expect(await summary.getAttribute('data-exact')).toBe('true');
    expect(await page.getByTestId('summary-total').textContent()).toBe(shownTotal);

    const success = await placeOrder(page);
    expect(await success.getByTestId('order-total').textContent(), 'the total shown before placing is the one charged').toBe(shownTotal);
    const orderId = Number((await success.getByTestId('order-number').textContent())!.replace('#', ''));

    // The guest's order, as tracking answers it, charges the very delivery fee, tax and total shown.
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    const query = new URLSearchParams({ order_id: String(orderId), guest_id: guestId!, contact_number: '+971501114455' });
    const track = await fetch(`${baseUrl}/api/v1/customer/order/track?${query}`, { headers });
    expect(track.status, await track.clone().text()).toBe(200);
    const { totals } = (await track.json()) as { totals: { delivery_charge: number; tax_amount: number; order_amount: number } };
    expect(totals.order_amount).toBe(money(shownTotal));
    expect(totals.tax_amount).toBe(money(shownTax));
    expect(totals.delivery_charge).toBe(shownFee === 'Free' ? 0 : money(shownFee));
  });
});
