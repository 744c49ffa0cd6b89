import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Session } from './support/browser.js';
import { addAndCheckout, codeFromLog, logMark, dialog as dialogOf, downtown, foodShopper, placeOrder, signIn, toast as toastOf, type FoundItem } from './support/shop.js';

const baseUrl = inject('baseUrl');
const serverLog = inject('serverLog');
// Unique per run: the server keeps accounts for the whole e2e run.
const stamp = Date.now();
const friend = { email: `noor.${stamp}@example.com`, phone: `+97155${String(stamp).slice(-7)}`, password: 'a-long-secret' };

let s: Session;
let page: Page;
/** A plain food item of a store in Downtown, for the wallet-paid order. */
let item: FoundItem;

beforeAll(async () => {
  // The referral page's Copy writes to the clipboard; the test reads it back.
  const shopper = await foodShopper(baseUrl, 1, { permissions: ['clipboard-read', 'clipboard-write'] });
  s = shopper.session;
  page = s.page;
  item = shopper.items[0]!;
});

afterAll(async () => {
  await s?.close();
});

const toast = (text: string) => toastOf(page, text);
const dialog = (name: string) => dialogOf(page, name);
const token = () => page.evaluate(() => localStorage.getItem('token'));

/** Amounts are compared in fils (1/100 AED), and read as the app writes them: "AED1,234.50". */
const aed = (fils: number) => `AED${(fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const fils = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

interface CustomerInfo { wallet_balance: number; loyalty_point: number; ref_code: string; is_valid_for_discount: boolean; discount_amount: number; discount_amount_type: 'percent' | 'amount' }

/** What the server says of the signed-in customer (or of the one whose token is given). */
async function customerInfo(bearer?: string | null): Promise<CustomerInfo> {
  const res = await fetch(`${baseUrl}/api/v1/customer/info`, { headers: { Authorization: `Bearer ${bearer ?? (await token())}` } });
  expect(res.status).toBe(200);
  return res.json();
}

/** /wallet, once the balance card shows what the server holds; answers the balance in fils. */
async function openWallet(): Promise<number> {
  await page.goto(`${baseUrl}/wallet`);
  const expected = Math.round((await customerInfo()).wallet_balance * 100);
  await expect.poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 15_000 }).toBe(aed(expected));
  return expected;
}

/** The newest history row of this title (and detail), as "+AED5.00" and "Balance AED355.00". */
async function walletRow(title: string, detail?: string) {
  let row = page.getByTestId('wallet-transactions').getByTestId('wallet-transaction').filter({ hasText: title });
  if (detail) row = row.filter({ hasText: detail });
  await row.first().waitFor({ timeout: 15_000 });
  return { amount: await row.first().getByTestId('ledger-amount').textContent(), balance: await row.first().getByTestId('ledger-balance').textContent() };
}

async function chooseTab(name: string, type: string) {
  await page.getByRole('tablist', { name: 'Transaction type' }).getByRole('tab', { name, exact: true }).click();
  await page.waitForURL(new RegExp(`/wallet\\?type=${type}$`));
}

describe('wallet, loyalty points and referrals', () => {
  it('adds AED 100 through the test gateway and gets the Top-up treat bonus', async () => {
    await signIn(page, baseUrl);
    const before = await openWallet();
    // The demo seed gives AED 250.00; other files may add to it (cashback on an order they deliver), so what follows is relative.
    expect(before, 'the demo customer starts with at least the seeded AED 250.00').toBeGreaterThanOrEqual(25_000);

    await page.getByRole('button', { name: 'Add fund', exact: true }).click();
    const add = dialog('Add fund to wallet');
    await add.getByLabel('Amount', { exact: true }).fill('100');
    const treat = add.getByTestId('wallet-bonus').filter({ hasText: 'Top-up treat' });
    await expect.poll(() => treat.getAttribute('data-applies')).toBe('true');
    expect(await treat.getByText('Applies', { exact: true }).isVisible()).toBe(true);
    expect(await add.getByTestId('wallet-bonus').filter({ hasText: 'Big top-up' }).getAttribute('data-applies')).toBe('false');
    expect(await add.getByTestId('bonus-applied').textContent()).toBe('This amount earns AED5.00 extra (Top-up treat).');
    await add.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(/\/payment\/test-gateway\/[\w-]+$/, { timeout: 20_000 });
    await page.getByText('Add fund to wallet').waitFor();
    expect(fils(await page.getByTestId('amount').textContent()), 'the gateway asks for the amount typed, without the bonus').toBe(10_000);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(/\/wallet(\?|$)/);
    await toast('Payment received. The fund will show in your wallet once it is confirmed.').waitFor();
    await page.waitForURL(`${baseUrl}/wallet`); // the flag is dropped, so a reload says nothing twice
    await expect.poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 15_000 }).toBe(aed(before + 10_500));
    expect(await walletRow('Fund added')).toEqual({ amount: `+${aed(10_000)}`, balance: `Balance ${aed(before + 10_000)}` });
    expect(await walletRow('Add fund bonus')).toEqual({ amount: `+${aed(500)}`, balance: `Balance ${aed(before + 10_500)}` });
    expect(Math.round((await customerInfo()).wallet_balance * 100)).toBe(before + 10_500);
  });

  it('converts 100 loyalty points into AED 10.00 of wallet money', async () => {
    const walletBefore = Math.round((await customerInfo()).wallet_balance * 100);
    await page.goto(`${baseUrl}/loyalty-points`);
    const points = page.getByTestId('loyalty-points');
    const pointsBefore = (await customerInfo()).loyalty_point;
    expect(pointsBefore, 'the demo customer has points enough to convert').toBeGreaterThanOrEqual(100);
    await expect.poll(() => points.textContent(), { timeout: 15_000 }).toBe(pointsBefore.toLocaleString('en-US'));
    expect(await page.getByTestId('loyalty-rate').textContent()).toBe('10 points = AED1.00');

    await page.getByRole('button', { name: 'Convert to wallet' }).click();
    const convert = dialog('Convert points to wallet money');
    await convert.getByLabel('Points to convert').fill('100');
    await expect.poll(() => convert.getByTestId('points-preview').textContent()).toBe('AED10.00');
    await convert.getByRole('button', { name: 'Convert to wallet' }).click();
    await toast('Point to wallet transfer successfully.').waitFor();
    await convert.waitFor({ state: 'detached' });
    await expect.poll(() => points.textContent()).toBe((pointsBefore - 100).toLocaleString('en-US'));
    const spent = page.getByTestId('loyalty-transaction').filter({ hasText: 'Converted to wallet' }).first();
    await spent.waitFor();
    expect(await spent.getByTestId('ledger-amount').textContent()).toBe('-100');

    expect(await openWallet()).toBe(walletBefore + 1_000);
    await chooseTab('Loyalty points', 'loyalty_point');
    expect(await walletRow('Converted from loyalty points')).toEqual({ amount: `+${aed(1_000)}`, balance: `Balance ${aed(walletBefore + 1_000)}` });
  });

  it('pays an order with the wallet, and the history shows its payment', async () => {
    // A saved address in the store's zone, as checkout.e2e.ts adds one: a signed-in customer delivers to a saved address.
    const headers = { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' };
    const saved = await (await fetch(`${baseUrl}/api/v1/customer/address/list?limit=50&offset=1`, { headers })).json();
    if (saved.total_size === 0) {
      const added = await fetch(`${baseUrl}/api/v1/customer/address/add`, {
        method: 'POST', headers,
        body: JSON.stringify({ address: 'Boulevard Plaza, Downtown Dubai', contact_person_name: 'Sara Ahmed', contact_person_number: '+971501234567', latitude: downtown.lat, longitude: downtown.lng, address_type: 'home' }),
      });
      expect(added.ok).toBe(true);
    }
    const before = Math.round((await customerInfo()).wallet_balance * 100);

    await addAndCheckout(page, baseUrl, item);
    await page.waitForURL(/\/checkout\?page=cart/);
    await page.getByTestId('checkout-line').filter({ hasText: item.name }).waitFor();
    // The demo customer's saved addresses (home in Downtown Dubai, the office in Business Bay) are both in the store's zone.
    await expect.poll(() => page.getByTestId('delivery-address').textContent()).toMatch(/Downtown Dubai|Business Bay/);
    const wallet = page.getByRole('radio', { name: /^Wallet/ });
    await wallet.check();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.getAttribute('data-exact'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByTestId('preview-problem').count()).toBe(0);
    const shownTotal = (await page.getByTestId('summary-total').textContent())!;
    const total = fils(shownTotal);
    expect(total).toBeGreaterThan(0);
    expect(total, 'the wallet holds enough for the whole order').toBeLessThanOrEqual(before);

    const success = await placeOrder(page);
    const orderNumber = (await success.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^#1\d{5}$/);
    expect(await success.getByTestId('order-total').textContent(), 'the total shown before placing is the one charged').toBe(shownTotal);
    expect(await success.getByText('Paid', { exact: true }).isVisible(), 'a wallet order is paid at once').toBe(true);

    expect(await openWallet()).toBe(before - total);
    await chooseTab('Order', 'order');
    expect(await walletRow('Order payment', `Order ${orderNumber}`)).toEqual({ amount: `-${aed(total)}`, balance: `Balance ${aed(before - total)}` });
  });

  it("signs a friend up with the demo customer's referral code, who then has the new customer's discount", async () => {
    await page.goto(`${baseUrl}/referral-code`);
    const shown = page.getByTestId('referral-code');
    await shown.waitFor({ timeout: 15_000 });
    const code = (await shown.textContent())!.trim();
    expect(code).toBe((await customerInfo()).ref_code);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await page.getByTestId('profile-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await toast('Logout successful.').waitFor();
    expect(await token()).toBeNull();

    await page.goto(`${baseUrl}/auth/sign-up?ref_code=${encodeURIComponent(code)}`);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    expect(await field('Referral code (optional)').inputValue(), 'the link fills the code in').toBe(code);
    await field('First name').fill('Noor');
    await field('Last name').fill('Saleh');
    await field('Email').fill(friend.email);
    await field('Phone').fill(friend.phone);
    await field('Password').fill(friend.password);
    await field('Confirm password').fill(friend.password);
    const mark = logMark(serverLog);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL(/\/auth\/verify-phone/);
    await field('Code').fill(await codeFromLog(serverLog, friend.phone, mark));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await toast('Signup successfully.').waitFor();
    await page.waitForURL(/\/interest/);
    await page.getByRole('dialog', { name: 'Welcome to the product!' }).getByRole('button', { name: 'Start shopping' }).click();

    const info = await customerInfo(await token());
    expect(info.is_valid_for_discount).toBe(true);
    expect(info.ref_code).not.toBe(code);
    await page.goto(`${baseUrl}/referral-code`);
    const banner = page.getByRole('note').filter({ has: page.getByText(/off your first order$/) });
    await banner.waitFor({ timeout: 15_000 });
    const discount = info.discount_amount_type === 'percent' ? `${info.discount_amount}%` : aed(Math.round(info.discount_amount * 100));
    expect(await banner.getByText(`You have ${discount} off your first order`, { exact: true }).isVisible()).toBe(true);
    expect(await banner.textContent()).toMatch(/Valid until .+\.$/);
    expect((await page.getByTestId('referral-code').textContent())!.trim()).toBe(info.ref_code);
  });
});
