import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowserAt, type Session } from './support/browser.js';
import { downtown } from './support/shop.js';

/** Its demo autopilot accepts, picks up and delivers parcels by itself, six times demo pace. */
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

describe('sending a parcel', () => {
  it('a guest sends a parcel from Downtown Dubai to Dubai Marina, paid by the receiver in cash, and tracks it to delivered', { timeout: 240_000 }, async () => {
    const zoneId: string = (await (await fetch(`${autopilotUrl}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
    const modules: { id: number; module_type: string }[] = await (await fetch(`${autopilotUrl}/api/v1/module`, { headers: { zoneId } })).json();
    const parcel = modules.find((m) => m.module_type === 'parcel')!;
    const categories: { id: number; name: string }[] = await (await fetch(`${autopilotUrl}/api/v1/parcel-category`, { headers: { zoneId, moduleId: String(parcel.id) } })).json();
    expect(categories.length).toBeGreaterThan(0);
    const session = await openBrowserAt({ zoneId, module: parcel, latLng: downtown, address: 'Downtown Dubai, Dubai' });
    sessions.push(session);
    const page = session.page;

    // From the parcel home: a category card opens the form for it.
    await page.goto(`${autopilotUrl}/home`);
    await page.getByRole('link', { name: new RegExp(categories[0]!.name) }).first().click();
    await page.waitForURL(new RegExp(`/parcel-delivery-info\\?category=${categories[0]!.id}`));
    expect(await page.getByTestId('parcel-category-name').textContent()).toBe(categories[0]!.name);

    // The spec's texts for what is missing.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Name is required').first().waitFor();
    await page.getByText('Phone Number is required').first().waitFor();

    const sender = page.getByTestId('parcel-sender');
    await expect.poll(() => sender.getByLabel('Address', { exact: true }).inputValue(), { timeout: 15_000 }).not.toBe('');
    await sender.getByLabel('Name', { exact: true }).fill('Omar Sender');
    await sender.getByLabel('Phone', { exact: true }).fill('+971501112233');

    const receiver = page.getByTestId('parcel-receiver');
    const search = receiver.getByTestId('location-search-input');
    await search.click();
    await search.pressSequentially('marina walk', { delay: 40 });
    await receiver.getByRole('option').filter({ hasText: 'Dubai Marina Walk' }).first().click();
    await expect.poll(() => receiver.getByLabel('Address', { exact: true }).inputValue(), { timeout: 15_000 }).toContain('Marina');
    await receiver.getByLabel('Name', { exact: true }).fill('Lina Receiver');
    await receiver.getByLabel('Phone', { exact: true }).fill('+971502223344');

    const summary = page.getByTestId('parcel-summary');
    await summary.getByRole('radio', { name: 'Receiver' }).check();
    // The receiver pays cash, on delivery: nothing else is offered.
    const methods = summary.getByTestId('parcel-payment-methods').getByRole('radio');
    await expect.poll(() => methods.count()).toBe(1);
    expect(await summary.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);
    // The server's distance and charge for Downtown to the Marina: several km, more than the minimum.
    const charge = summary.getByTestId('parcel-charge');
    await charge.waitFor({ timeout: 15_000 });
    await expect.poll(() => charge.textContent()).toMatch(/AED\s?\d/);
    const quoteText = (await summary.getByTestId('parcel-quote').textContent()) ?? '';
    const km = Number(/([\d.]+)\s?km/.exec(quoteText)?.[1]);
    expect(km).toBeGreaterThan(5);

    await summary.getByRole('button', { name: 'Place order' }).click();
    const success = page.getByTestId('order-success');
    await success.waitFor({ timeout: 20_000 });
    const orderId = (await success.getByTestId('order-number').textContent())!.replace('#', '');

    // The receiver's phone finds it too; the guest tracks it with the order id and the sender's phone.
    const byReceiver = await fetch(`${autopilotUrl}/api/v1/customer/order/track?order_id=${orderId}&contact_number=%2B971502223344`);
    expect(byReceiver.status).toBe(200);
    expect((await byReceiver.json()).parcel).toMatchObject({ charge_payer: 'receiver', receiver: { contact_person_name: 'Lina Receiver' } });

    await success.getByRole('link', { name: 'Track Order' }).click();
    await page.waitForURL(new RegExp(`/track-order\\?order_id=${orderId}$`));
    const form = page.getByRole('form', { name: 'Track Order' });
    await form.getByLabel('Phone').fill('+971501112233');
    await form.getByRole('button', { name: 'Track Order' }).click();
    const drawer = page.getByTestId('order-tracking');
    await drawer.getByText(`#${orderId}`).first().waitFor();
    await drawer.getByText('Omar Sender').first().waitFor();
    await drawer.getByText('Lina Receiver').first().waitFor();

    // The autopilot accepts, picks up at the sender and delivers to the receiver.
    const seen: number[] = [];
    const deadline = Date.now() + 200_000;
    while (Date.now() < deadline) {
      const step = await currentStep(page);
      if (step && seen.at(-1) !== step) seen.push(step);
      if (step === 4 && (await drawer.getByTestId('track-step-4').getAttribute('data-state')) === 'done') break;
      await page.waitForTimeout(250);
    }
    expect(seen.at(-1)).toBe(4);
    expect(await drawer.getByTestId('track-step-4').getAttribute('data-state')).toBe('done');
  });
});
