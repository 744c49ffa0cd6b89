import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, openBrowserAt, type Session } from './support/browser.js';
import { consoleSignIn } from './support/console.js';
import { downtown, toast } from './support/shop.js';

const baseUrl = inject('baseUrl');
const clockOffsetMs = inject('clockOffsetMs');
const sessions: Session[] = [];

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

/** A day of the calendar, `days` from today, as a date field takes it. */
const day = (days: number) => new Date(Date.now() + clockOffsetMs + days * 86_400_000).toISOString().slice(0, 10);

/** Opens a business page of the console from its navigation and waits for its heading. */
async function open(page: Page, link: string) {
  await page.getByRole('link', { name: link, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: link }).waitFor();
}

describe('the admin console: catalogue and promotions', () => {
  it('an admin creates a store in a new category with an item named in Arabic, and a coupon; a visitor in Arabic finds the item by its Arabic name, adds it and applies the coupon', { timeout: 180_000 }, async () => {
    // Names of their own, so that a second run against the same data finds only its own rows.
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const names = { category: `Levantine Bakes ${tag}`, store: `Zaatar House ${tag}`, item: `Zaatar manakish ${tag}`, arabicItem: 'منقوشة زعتر بالجبن', code: `BAKE${tag}` };

    const admin = await openBrowser({ width: 1280, height: 900 });
    sessions.push(admin);
    const page = admin.page;
    await consoleSignIn(page, baseUrl, 'admin@souqly.test', clockOffsetMs);

    // A new category of the food module.
    await open(page, 'Categories');
    await page.getByRole('button', { name: 'New category' }).click();
    const category = page.getByRole('dialog', { name: 'New category' });
    await category.getByLabel('Name (English)').fill(names.category);
    await category.getByLabel('Name (Arabic)').fill('مخبوزات شامية');
    await category.getByLabel('Module').selectOption({ label: 'Food' });
    await category.getByRole('button', { name: 'Create category' }).click();
    await toast(page, 'Category created').waitFor();

    // A new store downtown, open at once.
    await open(page, 'Stores');
    await page.getByRole('button', { name: 'Add store' }).click();
    const store = page.getByRole('dialog', { name: 'New store' });
    await store.getByLabel('Name (English)').fill(names.store);
    await store.getByLabel('Name (Arabic)').fill('بيت الزعتر');
    await store.getByLabel('Module').selectOption({ label: 'Food' });
    await store.getByLabel('Zone').selectOption({ label: 'Downtown & Business Bay' });
    await store.getByLabel('Latitude').fill(String(downtown.lat));
    await store.getByLabel('Longitude').fill(String(downtown.lng));
    await store.getByLabel('Address').fill('Mohammed Bin Rashid Boulevard 12');
    await store.getByLabel('Phone').fill('+971 4 555 0150');
    await store.getByLabel('Email').first().fill(`zaatar-${tag.toLowerCase()}@example.com`);
    await store.getByRole('button', { name: 'Create store' }).click();
    await toast(page, 'Store created').waitFor();

    // Its first item, named in Arabic too, in the new category: from the store's row into its store panel.
    await page.getByRole('searchbox', { name: 'Search' }).fill(names.store);
    const row = page.getByTestId('store-row').filter({ hasText: names.store });
    await row.getByRole('link', { name: 'Store panel' }).click();
    await page.getByRole('link', { name: 'Add item' }).or(page.getByRole('button', { name: 'Add item' })).first().click();
    await page.getByLabel('Name (English)').fill(names.item);
    await page.getByLabel('Name (Arabic)').fill(names.arabicItem);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: names.category });
    await page.getByLabel('Price', { exact: true }).fill('18');
    await page.getByRole('button', { name: 'Create item' }).click();
    await toast(page, 'Item created').waitFor();

    // A coupon of the food module: 10 % off.
    await open(page, 'Coupons');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const coupon = page.getByRole('dialog', { name: 'New coupon' });
    await coupon.getByLabel('Title (English)').fill('Bakery welcome');
    await coupon.getByLabel('Title (Arabic)').fill('أهلًا بالمخبز');
    await coupon.getByLabel('Code').fill(names.code);
    await coupon.getByLabel('Module').selectOption({ label: 'Food' });
    await coupon.getByLabel('Discount', { exact: true }).fill('10');
    await coupon.getByLabel('First day').fill(day(-1));
    await coupon.getByLabel('Last day').fill(day(30));
    await coupon.getByRole('button', { name: 'Create coupon' }).click();
    await toast(page, 'Coupon created').waitFor();

    // A visitor downtown, reading the storefront in Arabic.
    const zoneId: string = (await (await fetch(`${baseUrl}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
    const modules: { id: number; module_type: string }[] = await (await fetch(`${baseUrl}/api/v1/module`, { headers: { zoneId } })).json();
    const shopper = await openBrowserAt({ zoneId, module: modules.find((m) => m.module_type === 'food'), latLng: downtown, address: 'Downtown Dubai, Dubai' }, { width: 390, height: 844 });
    sessions.push(shopper);
    const shop = shopper.page;
    await shopper.context.addInitScript(() => {
      if (localStorage.getItem('language-setting') === null) localStorage.setItem('language-setting', 'ar');
    });
    await shop.goto(`${baseUrl}/home`);
    await expect.poll(() => shop.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const search = shop.getByRole('combobox', { name: 'ابحث عن المنتجات والمتاجر' }).or(shop.getByRole('searchbox', { name: 'ابحث عن المنتجات والمتاجر' })).first();
    await search.fill('منقوشة زعتر');
    await search.press('Enter');
    const card = shop.getByTestId('item-card').filter({ hasText: names.arabicItem });
    await card.first().waitFor({ timeout: 20_000 });
    await card.first().getByTestId('card-add').click();
    await shop.getByText('تمت إضافة المنتج إلى السلة').first().waitFor();

    await shop.goto(`${baseUrl}/checkout?page=cart`);
    const line = shop.getByTestId('checkout-line').filter({ hasText: names.arabicItem });
    await line.waitFor();
    await shop.getByRole('textbox', { name: 'رمز القسيمة' }).fill(names.code.toLowerCase());
    await shop.getByRole('button', { name: 'تطبيق' }).click();
    // 10 % of AED 18.
    await expect.poll(() => shop.getByTestId('summary-coupon').textContent(), { timeout: 20_000 }).toContain('1.80');
  });
});
