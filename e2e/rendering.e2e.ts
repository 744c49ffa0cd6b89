import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './support/browser.js';
import { foodShopper, signIn, toast } from './support/shop.js';

const baseUrl = inject('baseUrl');

interface Details {
  id: number;
  slug: string;
  name: string;
  store_id: number;
  store_name: string;
  image_full_url: string;
}

/** A food item of the demo as the API answers it, and its store's page. */
async function foodItem(): Promise<{ item: Details; store: { slug: string; name: string } }> {
  const { session, items } = await foodShopper(baseUrl, 1);
  await session.close();
  const item = (await (await fetch(`${baseUrl}/api/v1/items/details/${items[0]!.id}`)).json()) as Details;
  const store = (await (await fetch(`${baseUrl}/api/v1/stores/details/${item.store_id}`)).json()) as { slug: string; name: string };
  return { item, store };
}

async function withBrowser<T>(options: Parameters<typeof openBrowser>[0], use: (s: Session) => Promise<T>): Promise<T> {
  const s = await openBrowser(options);
  try {
    return await use(s);
  } finally {
    await s.close();
  }
}

describe('pages as the server renders them, with JavaScript off', () => {
  it('a product page shows its name, price, picture, store and breadcrumb; its store page shows its items', async () => {
    const { item, store } = await foodItem();
    await withBrowser({ javaScript: false, width: 390, height: 844 }, async ({ page }) => {
      // The id address moves for good to the readable one.
      await page.goto(`${baseUrl}/product/${item.id}`);
      expect(new URL(page.url()).pathname).toBe(`/product/${item.slug}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(item.name);
      const product = page.getByTestId('product-page');
      expect(await product.textContent()).toMatch(/AED\s?\d+\.\d{2}/);
      const picture = product.locator(`img[src="${item.image_full_url}"]`).first();
      expect(await picture.isVisible()).toBe(true);
      const trail = page.getByTestId('breadcrumb');
      expect(await trail.getByRole('link').allTextContents()).toEqual(['Home', item.store_name]);
      expect(await trail.locator('[aria-current="page"]').textContent()).toBe(item.name);

      // The breadcrumb's store step is a plain link, followed without any code.
      await trail.getByRole('link', { name: item.store_name }).click();
      await page.waitForURL((url) => url.pathname === `/store/${store.slug}`);
      expect(await page.locator('h1').textContent()).toBe(store.name);
      expect(await page.getByTestId('store-page').getByTestId('item-card').count()).toBeGreaterThan(0);
    });
  });

  it('an Arabic visitor gets the page right to left, in Arabic', async () => {
    const { item } = await foodItem();
    await withBrowser({ javaScript: false, width: 390, height: 844 }, async ({ page, context }) => {
      await context.addCookies([{ name: 'sf_lang', value: 'ar', url: baseUrl }]);
      await page.goto(`${baseUrl}/product/${item.slug}`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      const trail = page.getByTestId('breadcrumb');
      expect(await trail.getAttribute('aria-label')).toBe('مسار التنقل');
      expect((await trail.getByRole('link').allTextContents())[0]).toBe('الرئيسية');
      expect(await page.getByRole('button', { name: 'أضف إلى السلة' }).count()).toBeGreaterThan(0);
    });
  });
});

/** Holds back the page's code until the answered function is called. */
async function holdCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('pages the browser takes over', () => {
  it('hydrates a rendered page without a warning, for a visitor whose location and module the cookies mirror', async () => {
    const { session, items } = await foodShopper(baseUrl, 1, { width: 390, height: 844 });
    const errors: string[] = [];
    session.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    try {
      const { page } = session;
      // The first page is built in the browser (its storage was there before any cookie) and writes the cookies.
      await page.goto(`${baseUrl}/product/${items[0]!.id}`);
      await expect.poll(() => page.locator('#root').getAttribute('data-render')).toBe('built');
      expect((await session.context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['sf_zone', 'sf_module']));

      for (const path of [`/product/${items[0]!.id}`, `/store/${items[0]!.store_id}`, '/home']) {
        await page.goto(`${baseUrl}${path}`);
        await expect.poll(() => page.locator('#root').getAttribute('data-render')).toBe('hydrated');
      }
      // Taken over, it works: the module's home opens a store by a click, the router's way (no page load).
      const card = page.getByTestId('store-card').first().locator('a').first();
      const href = await card.getAttribute('href');
      await card.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.getByTestId('store-page').getByTestId('item-card').first().waitFor();
      expect(await page.locator('#root').getAttribute('data-render')).toBe('hydrated');
      expect(errors.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('keeps a tap made before the page is live and does it once the page is taken over', async () => {
    const { session, items, headers } = await foodShopper(baseUrl, 1, { width: 390, height: 844 });
    try {
      const { page } = session;
      const address = `${baseUrl}/product/${items[0]!.id}`;
      // The first visit writes the cookies, so the next one is rendered for this visitor and taken over.
      await page.goto(address);
      await expect.poll(() => page.locator('#root').getAttribute('data-render')).toBe('built');

      // The page's code is held back: the rendered page is on screen, its buttons not yet live.
      let release = await holdCode(page);
      await page.goto(address, { waitUntil: 'commit' });
      const add = page.getByTestId('product-page').getByRole('button', { name: 'Add to Cart' }).first();
      await add.click();
      expect(await page.locator('#root').getAttribute('data-render')).toBeNull();

      release();
      await expect.poll(() => page.locator('#root').getAttribute('data-render')).toBe('hydrated');
      await toast(page, 'Item added to cart').waitFor();
      await expect.poll(() => page.getByTestId('cart-count').first().textContent()).toBe('1');

      // Signed in, the heart the server rendered (it knows no session's wishlist: a guest's) becomes the customer's
      // once the page is live: an early tap on it reaches the customer's heart in its place.
      await page.unroute('**/assets/*.js');
      await signIn(page, baseUrl);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      release = await holdCode(page);
      await page.goto(address, { waitUntil: 'commit' });
      await page.getByTestId('product-page').getByRole('button', { name: 'Add to wishlist' }).first().click();
      release();
      await toast(page, 'Added to wishlist').waitFor();
      // The demo customer's wishlist is left as it was (the reviews test starts from an empty one).
      const removed = await fetch(`${baseUrl}/api/v1/customer/wish-list/remove?item_id=${items[0]!.id}`, {
        method: 'DELETE',
        headers: { ...headers, Authorization: `Bearer ${token}` },
      });
      expect(removed.status).toBe(200);
    } finally {
      await session.close();
    }
  });
});
