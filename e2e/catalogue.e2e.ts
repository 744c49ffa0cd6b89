import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './support/browser.js';

const baseUrl = inject('baseUrl');
const downtown = { lat: 25.1972, lng: 55.2744 };
let zoneId = '';
let modules: { id: number; module_type: string; module_name: string }[] = [];
let s: Session | undefined;

beforeAll(async () => {
  zoneId = (await (await fetch(`${baseUrl}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
  modules = await (await fetch(`${baseUrl}/api/v1/module`, { headers: { zoneId } })).json();
});

afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** A returning visitor: location and module already saved, as the location picker leaves them. */
async function visit(moduleType: string, path = '/home'): Promise<Page> {
  const module = modules.find((m) => m.module_type === moduleType)!;
  s = await openBrowser();
  await s.context.addInitScript(
    (saved: Record<string, string>) => {
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
    },
    { zoneid: zoneId, module: JSON.stringify(module), currentLatLng: JSON.stringify(downtown), location: 'Downtown Dubai, Dubai' },
  );
  await s.page.goto(`${baseUrl}${path}`);
  return s.page;
}

const sections = (page: Page) => page.locator('[data-testid^="home-section-"]');

describe('catalogue', () => {
  it.each([
    ['food', 'popular_items'],
    ['grocery', 'categories'],
    ['pharmacy', 'categories'],
    ['ecommerce', 'popular_items'],
    ['parcel', 'parcel_categories'],
  ])('renders the %s home with its sections', async (moduleType, expected) => {
    const page = await visit(moduleType);
    await page.getByTestId(`home-section-${expected}`).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => sections(page).count()).toBeGreaterThanOrEqual(moduleType === 'parcel' ? 2 : 4);
  });

  it('finds pizza items when searching "piza"', async () => {
    const page = await visit('food');
    const search = page.getByTestId('search-input').first();
    await search.click();
    await search.fill('piza');
    await search.press('Enter');
    await page.waitForURL(/search=piza/);
    // The home's own cards leave as the results arrive: wait for the results themselves.
    const names = async () => (await page.getByTestId('item-card').allTextContents()).join(' | ').toLowerCase();
    await expect.poll(names, { timeout: 20_000 }).toContain('pizza');
  });

  it('opens a store page and a product page from the home', async () => {
    const page = await visit('food');
    const store = page.getByTestId('store-card').first();
    await store.waitFor({ timeout: 20_000 });
    // Anywhere on the card opens the store, the cover included.
    await store.click({ position: { x: 20, y: 20 } });
    await page.getByTestId('store-page').waitFor();
    expect(page.url()).toMatch(/\/store\//);

    await page.goto(`${baseUrl}/home`);
    const item = page.getByTestId('item-card').first();
    await item.waitFor({ timeout: 20_000 });
    await item.getByRole('link').first().click();
    await page.getByTestId('product-page').waitFor();
    expect(page.url()).toMatch(/\/product\//);
  });

  it('shows CLOSED NOW on a store that is closed by its schedule', async () => {
    const food = modules.find((m) => m.module_type === 'food')!;
    const list = await (await fetch(`${baseUrl}/api/v1/stores/get-stores/all?limit=100`, { headers: { zoneId, moduleId: String(food.id) } })).json();
    const closed = list.stores.find((st: { open: number; active: number }) => st.active === 1 && st.open === 0);
    expect(closed, 'the demo seed keeps a breakfast-only and a night-only restaurant, so one is closed at any hour').toBeTruthy();
    const page = await visit('food', `/store/${closed.id}`);
    const overlay = page.getByTestId('closed-overlay').first();
    await overlay.waitFor({ timeout: 20_000 });
    expect(await overlay.textContent()).toContain('CLOSED NOW');
  });
});
