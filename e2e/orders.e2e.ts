import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './support/browser.js';
import { addAndCheckout, dialog, foodShopper, placeOrder, placeOrderByApi, signIn, toast } from './support/shop.js';

const baseUrl = inject('baseUrl');
/** Its demo autopilot confirms, prepares, hands over and delivers by itself, six times demo pace. */
const autopilotUrl = inject('autopilotUrl');

const sessions: Session[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

/** The timeline step marked current, 0 when none is. */
async function currentStep(page: Page): Promise<number> {
  const current = page.getByTestId('order-tracking').locator('[aria-current="step"]');
  if ((await current.count()) === 0) return 0;
  return Number((await current.first().getAttribute('data-testid'))?.replace('track-step-', '') ?? 0);
}

describe('after checkout', () => {
  it('a guest places an order, tracks it with the order id and phone, and watches it pass all four steps', { timeout: 180_000 }, async () => {
    const shopper = await foodShopper(autopilotUrl, 1);
    sessions.push(shopper.session);
    const page = shopper.session.page;
    const [item] = shopper.items;

    await addAndCheckout(page, autopilotUrl, item!);
    await dialog(page, 'Do you want to login or continue as a guest?').getByRole('button', { name: 'Guest' }).click();
    await page.waitForURL(/\/checkout\?page=cart/);
    await page.getByTestId('guest-contact').getByRole('button', { name: 'Add' }).click();
    const contact = dialog(page, 'Contact Info');
    await contact.getByLabel('Contact Person Name').fill('Lina Guest');
    await contact.getByLabel('Phone').fill('+971509998877');
    await contact.getByLabel('Contact Person Email').fill('lina.guest@example.com');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await expect.poll(() => page.getByRole('region', { name: 'Order Summary' }).getAttribute('data-exact'), { timeout: 15_000 }).toBe('true');
    const success = await placeOrder(page);
    const orderId = (await success.getByTestId('order-number').textContent())!.replace('#', '');

    await success.getByRole('link', { name: 'Track Order' }).click();
    await page.waitForURL(new RegExp(`/track-order\\?order_id=${orderId}$`));
    const drawer = page.getByTestId('order-tracking');
    // The guest has just given the phone: the order opens without typing it again.
    await drawer.getByText(`#${orderId}`).first().waitFor();
    // The autopilot confirms a few seconds after the order is placed: the steps are noted from this first look on.
    await drawer.getByTestId('track-step-1').waitFor();
    const seen: number[] = [await currentStep(page)].filter((step) => step > 0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    const form = page.getByRole('form', { name: 'Track Order' });
    expect(await form.getByLabel('Order ID').inputValue()).toBe(orderId);
    // The spec's checks: no phone, then the right one.
    await form.getByLabel('Phone').fill('');
    await form.getByRole('button', { name: 'Track Order' }).click();
    await form.getByText('Need a contact number').waitFor();
    await form.getByLabel('Phone').fill('+971509998877');
    await form.getByRole('button', { name: 'Track Order' }).click();

    await drawer.getByText(`#${orderId}`).first().waitFor();
    await drawer.getByTestId('track-step-1').waitFor();
    expect(await drawer.getByTestId('track-step-1').textContent()).toContain('Order Placed');
    expect(await drawer.getByText('Lina Guest').count()).toBeGreaterThan(0);
    await drawer.getByTestId('route-map').waitFor();

    // Watch the drawer (pushes, or its poll every 10 s, bring each change) and note each step it shows as current.
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      const step = await currentStep(page);
      if (step && seen.at(-1) !== step) seen.push(step);
      if (step === 4 && (await drawer.getByTestId('track-step-4').getAttribute('data-state')) === 'done') break;
      if (step === 3) await drawer.getByRole('link', { name: /^Call / }).waitFor({ timeout: 1_000 }).catch(() => undefined);
      await page.waitForTimeout(250);
    }
    expect(seen).toEqual([1, 2, 3, 4]);
    for (const [n, label] of [[1, 'Order Placed'], [2, 'Order Confirmed'], [3, 'On the Way'], [4, 'Delivered']] as const) {
      const step = drawer.getByTestId(`track-step-${n}`);
      expect(await step.getAttribute('data-state')).toBe('done');
      expect(await step.textContent()).toContain(label);
    }
    // The courier the autopilot sent, with a way to call.
    const call = drawer.getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+9715/);
  });

  it('a signed-in customer cancels a second order with a reason from My Orders', { timeout: 120_000 }, async () => {
    const shopper = await foodShopper(baseUrl, 1);
    sessions.push(shopper.session);
    const page = shopper.session.page;
    await signIn(page, baseUrl);

    // The order is placed through the API, as the checkout above already showed the page way.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { ...shopper.headers, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const [item] = shopper.items;
    const orderId = await placeOrderByApi(baseUrl, headers, item!);

    await page.goto(`${baseUrl}/my-orders`);
    const row = page.getByRole('link', { name: new RegExp(`#${orderId}`) });
    await row.waitFor({ timeout: 20_000 });
    await row.click();
    await page.waitForURL(new RegExp(`orderId=${orderId}`));
    await page.getByText('Order Placed').or(page.getByText('Pending')).first().waitFor();

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const cancel = dialog(page, 'Are you sure you want to cancel this order?');
    await cancel.waitFor();
    const confirm = cancel.getByRole('button', { name: 'Cancel Order' });
    expect(await confirm.isDisabled(), 'a reason must be chosen first').toBe(true);
    const choice = cancel.getByRole('radiogroup').locator('label').nth(1);
    await choice.waitFor();
    const reason = (await choice.textContent())!.trim();
    expect(reason).not.toBe('');
    await choice.click();
    await confirm.click();
    await toast(page, 'Order canceled successfully').waitFor();
    await cancel.waitFor({ state: 'detached' });
    await page.getByTestId('order-status').filter({ hasText: 'Canceled' }).first().waitFor();
    await page.getByText(reason).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

    // On the server too: canceled, by the customer, with the reason.
    const order = await (await fetch(`${baseUrl}/api/v1/customer/order/track?order_id=${orderId}`, { headers })).json();
    expect(order).toMatchObject({ order_status: 'canceled', canceled_by: 'customer' });
    expect(order.cancellation_reason).toBe(reason);
    expect(order.canceled).toEqual(expect.any(String));

    await page.goto(`${baseUrl}/my-orders?tab=history`);
    await page.getByRole('link', { name: new RegExp(`#${orderId}`) }).waitFor();
  });
});
