import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowserAt, type Session } from './support/browser.js';
import { downtown } from './support/shop.js';

// Nothing on the first screen moves once drawn (cumulative layout shift ≤ 0.05, as Lighthouse asks).
const baseUrl = inject('baseUrl');
const phone = { width: 412, height: 823 };
let location: Parameters<typeof openBrowserAt>[0] & { module: { id: number } };
let storeId = 0;
let s: Session | undefined;

beforeAll(async () => {
  const zoneId: string = (await (await fetch(`${baseUrl}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
  const modules: { id: number; module_type: string }[] = await (await fetch(`${baseUrl}/api/v1/module`, { headers: { zoneId } })).json();
  const food = modules.find((m) => m.module_type === 'food')!;
  location = { zoneId, module: food, latLng: downtown, address: 'Downtown Dubai, Dubai' };
  const headers = { zoneId, moduleId: String(food.id) };
  storeId = (await (await fetch(`${baseUrl}/api/v1/stores/popular`, { headers })).json()).stores[0].id;
});

afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** Every layout shift of the page so far, except those right after input: its score and, for a failure's message, what moved. */
async function layoutShifts(page: Page): Promise<{ score: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ score: number; moved: string[] }>((resolve) => {
        const found = { score: 0, moved: [] as string[] };
        const describe = (node: Node | null | undefined) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}.${String(node.className).slice(0, 60)}` : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
            if (entry.hadRecentInput) continue;
            found.score += entry.value;
            for (const source of entry.sources ?? []) {
              found.moved.push(`${Math.round(entry.startTime)} ms, ${entry.value.toFixed(3)}: ${describe(source.node)} y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, x ${Math.round(source.previousRect.x)} → ${Math.round(source.currentRect.x)}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, queued right after observe().
        setTimeout(() => resolve(found), 100);
      }),
  );
}

/** Opens a page at phone size, waits for its content and for late parts (images, footer) to settle. */
async function settledShift(path: string, content: (page: Page) => Promise<unknown>): Promise<{ score: number; moved: string[] }> {
  s = await openBrowserAt(location, phone);
  await s.page.goto(`${baseUrl}${path}`);
  await content(s.page);
  await s.page.waitForLoadState('networkidle');
  await s.page.waitForTimeout(500);
  return layoutShifts(s.page);
}

describe('layout stability on a phone', () => {
  it('the store page does not shift while its header, items and footer arrive', async () => {
    const shift = await settledShift(`/store/${storeId}`, (page) => page.getByTestId('item-card').first().waitFor({ timeout: 20_000 }));
    expect(shift.score, shift.moved.join('\n')).toBeLessThanOrEqual(0.05);
  });

  it('the home page does not shift while its sections arrive', async () => {
    const shift = await settledShift('/home', (page) => page.locator('[data-testid^="home-section-"]').first().waitFor({ timeout: 20_000 }));
    expect(shift.score, shift.moved.join('\n')).toBeLessThanOrEqual(0.05);
  });

  // Off-screen home sections are drawn only as they near the screen (content-visibility): drawing them must not move what is seen.
  it('the home page does not shift while it is scrolled to the end and back', async () => {
    await settledShift('/home', (page) => page.locator('[data-testid^="home-section-"]').first().waitFor({ timeout: 20_000 }));
    const before = await layoutShifts(s!.page);
    for (const direction of [1, -1]) {
      for (let step = 0; step < 12; step++) {
        await s!.page.evaluate((dy) => window.scrollBy(0, dy), direction * phone.height * 0.8);
        await s!.page.waitForTimeout(150);
      }
    }
    await s!.page.waitForLoadState('networkidle');
    const after = await layoutShifts(s!.page);
    expect(after.score - before.score, after.moved.slice(before.moved.length).join('\n')).toBeLessThanOrEqual(0.05);
  });
});

describe('the first paint', () => {
  it('draws a public page whole from the HTML alone, and the header bar and brand\'s mark where the browser builds the page', async () => {
    s = await openBrowserAt(location, phone);
    // The cookies the app writes beside the saved location, by which the server renders the visitor's module.
    await s.context.addCookies([
      { name: 'sf_zone', value: encodeURIComponent(location.zoneId), url: baseUrl },
      { name: 'sf_module', value: String(location.module.id), url: baseUrl },
    ]);
    // No script arrives: what shows is what the HTML draws by itself.
    await s.page.route('**/*.js', (route) => route.abort());
    await s.page.goto(`${baseUrl}/home`);
    // The server rendered the module's home: the phone's header (the screen's width picks it, by CSS alone) with
    // the business's name, and the sections.
    const header = s.page.locator('header:visible');
    expect(await header.count()).toBe(1);
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await header.getByTestId('business-name').isVisible()).toBe(true);
    expect((await header.boundingBox())?.height).toBeGreaterThanOrEqual(64);
    expect(await s.page.locator('[data-testid^="home-section-"]').count()).toBeGreaterThan(0);
    expect(await s.page.getByRole('status', { name: 'Loading' }).count()).toBe(0);

    // An account page is built in the browser: until then the HTML draws the header's bar and the brand's mark.
    await s.page.goto(`${baseUrl}/profile`);
    const boot = s.page.getByRole('status', { name: 'Loading' });
    await boot.waitFor();
    const mark = boot.locator('svg');
    expect(await mark.isVisible()).toBe(true);
    expect((await mark.boundingBox())?.height).toBe(40);
    // The bar is as tall as the header that replaces it.
    expect((await boot.locator('.boot-row').boundingBox())?.height).toBe(64);
  });
});
