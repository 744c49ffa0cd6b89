import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './support/browser.js';
import { foodShopper, placeOrderByApi, signIn, toast, watchPushStream } from './support/shop.js';

const baseUrl = inject('baseUrl');
/** Its demo autopilot answers a customer's first message to a store. */
const autopilotUrl = inject('autopilotUrl');

const sessions: Session[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

/** The demo store's staff, signed in to the operator API. */
async function storeOperator(url: string, storeId: number): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/v1/operator/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `store${storeId}@souqly.test`, password: 'Demo#2026' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token}`, 'content-type': 'application/json' };
}

/** The page's own mark: gone if the page was reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

describe('chat and pushes', () => {
  it('the demo customer writes to a store, sees its answer arrive without reloading, and hears of the next one on another page', { timeout: 120_000 }, async () => {
    const shopper = await foodShopper(autopilotUrl, 1);
    sessions.push(shopper.session);
    const page = shopper.session.page;
    const [item] = shopper.items;
    const pushStreamOpen = watchPushStream(page);
    await signIn(page, autopilotUrl);

    await page.goto(`${autopilotUrl}/store/${item!.store_id}`);
    await page.getByRole('link', { name: 'Chat with store' }).click();
    await page.waitForURL(/\/chatting\?/);
    await markPage(page);
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Hello! Is the kitchen open for delivery now?');
    await message.press('Enter');
    const thread = page.getByRole('log');
    await thread.getByText('Hello! Is the kitchen open for delivery now?').waitFor();
    // The store's answer (the autopilot's, a couple of seconds later) comes through the push channel.
    await thread.getByText('Thanks for your message!', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await stillSamePage(page)).toBe(true);
    expect(await message.inputValue()).toBe('');

    // Elsewhere in the app, the next answer is a toast with a link to the conversation.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const list = await (await fetch(`${autopilotUrl}/api/v1/customer/message/list`, { headers: { authorization: `Bearer ${token}` } })).json();
    const conversation = list.conversations.find((c: { receiver: { id: number; type: string } }) => c.receiver.type === 'vendor' && c.receiver.id === item!.store_id);
    expect(conversation).toBeDefined();
    await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.waitForURL(/\/home/);
    // A push reaches the page only through an open stream (the page opened it after loading, and opens it again
    // after a drop), and a push for the conversation still on screen refreshes the thread instead of toasting.
    await page.getByTestId('chat-messages').waitFor({ state: 'detached' });
    await expect.poll(pushStreamOpen, { timeout: 30_000 }).toBe(true);
    const staff = await storeOperator(autopilotUrl, item!.store_id);
    const reply = await fetch(`${autopilotUrl}/api/v1/operator/messages/${conversation.id}`, {
      method: 'POST', headers: staff, body: JSON.stringify({ message: 'Yes, we deliver until midnight.' }),
    });
    expect(reply.status, await reply.clone().text()).toBe(200);
    await toast(page, 'You have a new message').waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'Open chat' }).click();
    await page.waitForURL(new RegExp(`/chatting\\?conversationId=${conversation.id}`));
    await page.getByRole('log').getByText('Yes, we deliver until midnight.').waitFor();
  });

  it('an order\'s new status reaches the open tracking drawer at once, not at the next poll', { timeout: 120_000 }, async () => {
    const shopper = await foodShopper(baseUrl, 1);
    sessions.push(shopper.session);
    const page = shopper.session.page;
    const [item] = shopper.items;
    await signIn(page, baseUrl);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { ...shopper.headers, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const orderId = await placeOrderByApi(baseUrl, headers, item!);

    await page.goto(`${baseUrl}/my-orders`);
    await page.getByRole('link', { name: new RegExp(`#${orderId}`) }).click();
    await page.waitForURL(new RegExp(`orderId=${orderId}`));
    const tracked = page.waitForResponse((res) => res.url().includes(`/api/v1/customer/order/track?order_id=${orderId}`));
    await page.getByRole('button', { name: 'Track Order' }).click();
    const drawer = page.getByTestId('order-tracking');
    await (await tracked).finished();
    await drawer.getByTestId('track-step-1').waitFor();
    expect(await drawer.locator('[aria-current="step"]').getAttribute('data-testid')).toBe('track-step-1');

    // Right after the drawer's own request, the store confirms: its next poll is at least 10 s away.
    const staff = await storeOperator(baseUrl, item!.store_id);
    const moved = await fetch(`${baseUrl}/api/v1/operator/store/orders/${orderId}/status`, { method: 'PUT', headers: staff, body: JSON.stringify({ status: 'confirmed' }) });
    expect(moved.status, await moved.clone().text()).toBe(200);
    await expect.poll(() => drawer.locator('[aria-current="step"]').getAttribute('data-testid'), { timeout: 6_000 }).toBe('track-step-2');
    await toast(page, `Order #${orderId}: Confirmed`).waitFor({ timeout: 6_000 });
  });
});
