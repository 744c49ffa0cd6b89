import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Session } from './support/browser.js';
import { frames, intersects, mountAllSections, overflow, settle, stillPage } from './support/layout.js';
import { deliver } from './support/operator.js';
import { addAndCheckout, dialog, foodShopper, placeOrder, placeOrderByApi, signIn, toast, type FoundItem } from './support/shop.js';

// No page is wider than a phone or tablet, in English and Arabic; pages open at the top and Back
// returns where the visitor was; toasts and the floating Cashback button never hide controls.
const baseUrl = inject('baseUrl');
const api = (p: string) => `${baseUrl}/api/v1/${p}`;
const WIDTHS = [360, 390, 768];
const LANGUAGES = ['en', 'ar'];
const HEIGHT = 800;

interface Module { id: number; module_type: string; module_name: string }
/** A route of the web app, how to tell it has drawn its content, and who visits it. */
interface Visit { path: string; ready?: string; guest?: boolean; module?: 'parcel'; scrollToEnd?: boolean }

let s: Session;
let page: Page;
let item: FoundItem;
let headers: Record<string, string>;
let customer: Record<string, string>;
let token = '';
let modules: Module[] = [];
let visits: Visit[] = [];

const setStorage = (values: Record<string, string | null>) =>
  page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value);
  }, values);
const moduleOf = (type: string) => modules.find((m) => m.module_type === type)!;

beforeAll(async () => {
  const shopper = await foodShopper(baseUrl, 1, { width: 390, height: HEIGHT });
  ({ session: s, headers } = shopper);
  item = shopper.items[0]!;
  page = s.page;
  // Nothing leaves this machine (map tiles, fonts): pages must not wait on the outside world.
  await s.context.route((url) => !url.href.startsWith(baseUrl), (route) => route.abort());
  modules = await (await fetch(api('module'), { headers: { zoneId: headers.zoneId! } })).json();

  const storeId: number = (await (await fetch(api('stores/popular'), { headers })).json()).stores[0].id;
  const categoryId: number = (await (await fetch(api('categories'), { headers })).json())[0].id;
  const campaignId: number = (await (await fetch(api('campaigns/basic'), { headers })).json())[0].id;

  // The demo customer: signed in through the page once; their token then comes and goes between visits.
  await signIn(page, baseUrl);
  token = (await page.evaluate(() => localStorage.getItem('token')))!;
  customer = { ...headers, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  // A delivered order to rate (its rate prompt turned down, so it does not cover the pages), a conversation, and a cart for checkout.
  const orderId = await placeOrderByApi(baseUrl, customer, item);
  await deliver(baseUrl, orderId, item.store_id);
  await fetch(api('customer/review-reminder-cancel'), { method: 'POST', headers: customer, body: JSON.stringify({ order_id: orderId }) });
  const sent = await fetch(api('customer/message/send'), { method: 'POST', headers: customer, body: JSON.stringify({ receiver_type: 'vendor', receiver_id: item.store_id, message: 'Do you deliver to Boulevard Plaza?' }) });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const added = await fetch(api('customer/cart/add'), { method: 'POST', headers: customer, body: JSON.stringify({ item_id: item.id, quantity: 3 }) });
  expect(added.status, await added.clone().text()).toBe(200);

  visits = [
    // Guests: the sign-in pages, and the tracking form with its phone field.
    { path: '/auth/sign-in', guest: true },
    { path: '/auth/sign-up', guest: true },
    { path: '/track-order', guest: true },
    { path: '/', guest: true, ready: '[data-testid="module-option"]' },
    { path: '/home', ready: '[data-testid^="home-section-"]', scrollToEnd: true },
    { path: '/home?search=pizza&data_type=searched', ready: '[data-testid="item-card"]' },
    { path: '/profile' },
    { path: '/profile?page=my-orders' },
    { path: '/profile?page=inbox' },
    { path: '/profile?page=addresses' },
    { path: '/my-orders' },
    { path: '/wallet' },
    { path: '/coupons' },
    { path: '/loyalty-points' },
    { path: '/referral-code' },
    { path: '/settings' },
    { path: '/categories' },
    { path: `/category/${categoryId}` },
    { path: `/store/${storeId}`, ready: '[data-testid="item-card"]' },
    { path: '/store/latest', ready: '[data-testid="store-card"]' },
    { path: '/store/popular', ready: '[data-testid="store-card"]' },
    { path: `/product/${item.id}` },
    { path: `/campaigns/${campaignId}?module_id=${headers.moduleId}` },
    { path: '/flash-sales' },
    { path: '/all-brands' },
    { path: `/rate-and-review/${orderId}` },
    { path: '/chatting' },
    { path: '/checkout?page=cart', ready: '[data-testid="checkout-line"]' },
    { path: '/interest' },
    { path: '/help-and-support' },
    ...['/about-us', '/terms-and-conditions', '/privacy-policy', '/refund-policy', '/cancellation-policy', '/shipping-policy'].map((p) => ({ path: p })),
    { path: '/home', module: 'parcel', ready: '[data-testid="parcel-category"]', scrollToEnd: true },
    { path: '/parcel-delivery-info', module: 'parcel' },
  ];
}, 120_000);

afterAll(async () => {
  if (token) {
    // Emptied, so that the cart does not stay for the next file.
    const emptied = await fetch(api('customer/cart/remove'), { method: 'DELETE', headers: customer });
    expect(emptied.status, await emptied.clone().text()).toBe(200);
  }
  await s?.close();
});

const wide: string[] = [];
async function record(label: string, scope?: Locator) {
  const found = await overflow(page, scope);
  if (found.excess === 0) return;
  const shot = path.join(os.tmpdir(), `layout-${label.replace(/[^\w]+/g, '-')}.png`);
  await page.screenshot({ path: shot });
  wide.push(`${label}: ${found.excess}px too wide (${shot})\n    ${found.culprits.join('\n    ')}`);
}

/** Records the page at each width: loaded at the narrowest, then widened as a turned phone or a tablet would. */
async function recordAtEachWidth(label: string, scope?: Locator) {
  for (const width of WIDTHS) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height: HEIGHT });
      await frames(page);
    }
    await record(`${label} at ${width}px`, scope);
  }
}

describe('no page is wider than the window', () => {
  for (const language of LANGUAGES) {
    it(`fits every route at ${WIDTHS.join(', ')} px in ${language === 'ar' ? 'Arabic' : 'English'}`, { timeout: 150_000 }, async () => {
      wide.length = 0;
      for (const visit of visits) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
        await setStorage({ 'language-setting': language, token: visit.guest ? null : token, module: JSON.stringify(moduleOf(visit.module ?? 'food')) });
        await page.goto(`${baseUrl}${visit.path}`);
        await settle(page, visit.ready);
        if (visit.scrollToEnd) await mountAllSections(page);
        await recordAtEachWidth(`${language} ${visit.module ?? ''}${visit.path}`);
      }
      // The cart drawer, open over the home (fixed layers do not widen the document: their own width counts).
      await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
      await setStorage({ token, module: JSON.stringify(moduleOf('food')) });
      await page.goto(`${baseUrl}/home`);
      await settle(page, '[data-testid^="home-section-"]');
      await page.getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('cart-line') });
      await drawer.waitFor();
      await recordAtEachWidth(`${language} cart drawer`, drawer);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(wide, `pages wider than the window:\n${wide.join('\n')}`).toEqual([]);
    });
  }

  it('a guest’s checkout still fits after Place Order, and Track Order opens the order without asking for the phone again', { timeout: 90_000 }, async () => {
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await setStorage({ 'language-setting': 'en', token: null, module: JSON.stringify(moduleOf('food')) });
    await addAndCheckout(page, baseUrl, item);
    await dialog(page, 'Do you want to login or continue as a guest?').getByRole('button', { name: 'Guest' }).click();
    await page.getByTestId('checkout-line').first().waitFor();
    await page.getByTestId('guest-contact').getByRole('button', { name: 'Add' }).click();
    const contact = dialog(page, 'Contact Info');
    await contact.getByLabel('Contact Person Name').fill('Layla Guest');
    await contact.getByLabel('Phone').fill('+971504445566');
    await contact.getByLabel('Contact Person Email').fill('layla.guest@example.com');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await record('en 390px checkout before Place Order');
    const success = await placeOrder(page);
    const orderNumber = (await success.getByTestId('order-number').textContent())!.slice(1);
    await record('en 390px checkout after Place Order');
    expect(await page.evaluate(() => window.scrollX), 'the page is not left shifted sideways').toBe(0);

    await success.getByRole('link', { name: 'Track Order' }).click();
    await page.waitForURL(/\/track-order\?order_id=\d+$/);
    const tracking = page.getByTestId('order-tracking');
    await tracking.getByRole('heading', { name: `Order #${orderNumber}` }).waitFor({ timeout: 15_000 });
    expect(wide, `pages wider than the window:\n${wide.join('\n')}`).toEqual([]);
  });
});

describe('the parcel home', () => {
  it('shows the whole of its banner’s words at phone, tablet and desktop widths', { timeout: 60_000 }, async () => {
    const parcel = moduleOf('parcel');
    const banners = await (await fetch(api('banners'), { headers: { zoneId: headers.zoneId!, moduleId: String(parcel.id) } })).json();
    const words: string = banners.banners[0].short_description;
    await setStorage({ 'language-setting': 'en', token: null, module: JSON.stringify(parcel) });
    for (const width of [360, 390, 768, 1366]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(`${baseUrl}/home`);
      await settle(page, '[data-testid="parcel-category"]');
      const text = page.getByTestId('banner-text').first();
      expect(await text.textContent()).toContain(words);
      const cut = await text.evaluate((el) => {
        const slide = el.closest('[data-testid="banner-slide"]')!.getBoundingClientRect();
        const outside = Array.from(el.children).some((line) => {
          const box = line.getBoundingClientRect();
          return box.top < slide.top - 0.5 || box.bottom > slide.bottom + 0.5 || box.left < slide.left - 0.5 || box.right > slide.right + 0.5;
        });
        return outside || el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      });
      expect(cut, `the banner's words are cut at ${width}px`).toBe(false);
    }
  });
});

describe('navigation', () => {
  // As a guest: a signed-in customer's home gains the store just visited (Visit again), which moves what follows it.
  it('opens a page at the top, and Back returns to where the visitor was on the home', { timeout: 60_000 }, async () => {
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await setStorage({ 'language-setting': 'en', token: null, module: JSON.stringify(moduleOf('food')) });
    await page.goto(`${baseUrl}/home`);
    await settle(page, '[data-testid^="home-section-"]');
    await stillPage(page);
    // The third store card, named by its section and address so that it is the same card after Back.
    const third = page.getByTestId('store-card').nth(2);
    const { section, href } = await third.evaluate((el) => ({
      section: el.closest('[data-testid^="home-section-"]')!.getAttribute('data-testid')!,
      href: el.querySelector('a')!.getAttribute('href')!,
    }));
    const card = page.getByTestId(section).locator(`a[href="${href}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await stillPage(page);
    const left = { y: await page.evaluate(() => window.scrollY), top: (await card.boundingBox())!.y };
    expect(left.y).toBeGreaterThan(HEIGHT);

    await card.click();
    // The card's own address: the store's slug (/store/{slug}), or its id when the slug cannot name the page.
    await page.waitForURL((url) => url.pathname === href);
    // The store's own cards: the home's are still there for a moment after the address changes.
    await settle(page, '[data-testid="store-page"] [data-testid="item-card"]');
    expect(await page.evaluate(() => window.scrollY), 'a page opened from another starts at the top').toBe(0);

    await page.goBack();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(left.y - 4);
    // The same content is where it was: what counts is the card on the screen, since the browser's scroll
    // anchoring may move the number when something above it (a picture, a late section) grows meanwhile.
    const where = async () => `the card at ${(await card.boundingBox())?.y} (left at ${left.top}), window at ${await page.evaluate(() => window.scrollY)} (left at ${left.y}), sections ${await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid^="home-section-"]'), (el) => `${el.getAttribute('data-testid')}@${Math.round(el.getBoundingClientRect().top + window.scrollY)}`).join(' '))}`;
    await expect
      .poll(async () => Math.abs((await card.boundingBox())!.y - left.top), { timeout: 10_000 })
      .toBeLessThanOrEqual(3)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}: ${await where()}`);
      });
  });

  for (const width of [390, 1366]) {
    it(`keeps toasts off the header and the Cashback button off View all at ${width} px`, { timeout: 60_000 }, async () => {
      await page.setViewportSize({ width, height: HEIGHT });
      await setStorage({ 'language-setting': 'en', token, module: JSON.stringify(moduleOf('food')) });
      await page.goto(`${baseUrl}/home`);
      await settle(page, '[data-testid^="home-section-"]');
      const grocery = moduleOf('grocery');
      if (width < 1180) {
        await page.locator('header').getByRole('button', { name: 'Switch module' }).click();
        await page.locator('header').getByRole('button', { name: grocery.module_name, exact: true }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: grocery.module_name }).click();
      }
      const note = toast(page, 'A module has been selected.');
      await note.waitFor();
      expect(intersects(await note.boundingBox(), await page.locator('header').boundingBox()), 'the toast covers the header').toBe(false);

      const button = page.getByTestId('cashback-button');
      await button.waitFor();
      await mountAllSections(page);
      const links = page.getByRole('link', { name: 'View all' });
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      const covered: string[] = [];
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        // As a person scrolls down to it (it appears at the bottom), and as the keyboard or a click brings it in.
        for (const block of ['end', 'nearest'] as const) {
          await link.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
          if (intersects(await link.boundingBox(), await button.boundingBox())) covered.push(`View all #${i} (${block})`);
        }
      }
      expect(covered, 'the Cashback button covers').toEqual([]);
    });
  }
});
