import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './support/browser.js';

const baseUrl = inject('baseUrl');
/** Screenshots for people to look at; git-ignored. */
const output = path.join(import.meta.dirname, 'output');
let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The landing page with the internet cut off: only this machine answers, so map tiles fail. */
async function openOffline(theme: 'light' | 'dark'): Promise<{ page: Page; blocked: string[] }> {
  s = await openBrowser({ width: 1280, height: 900 });
  const blocked: string[] = [];
  await s.context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await s.context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await s.page.goto(`${baseUrl}/`);
  return { page: s.page, blocked };
}

/** How many zones are live now: other files' tests (zones.e2e.ts) may have drawn one on the shared server. */
async function liveZones(): Promise<number> {
  return ((await (await fetch(`${baseUrl}/api/v1/zone/list`)).json()) as unknown[]).length;
}

async function openPickerMap(page: Page) {
  await page.getByTestId('pick-from-map').first().click();
  const map = page.getByTestId('location-picker').getByRole('application');
  await map.waitFor();
  const zones = await liveZones();
  expect(zones).toBeGreaterThanOrEqual(4);
  await expect.poll(() => map.getAttribute('data-basemap-zones')).toBe(String(zones));
  return map;
}

const count = async (map: ReturnType<Page['locator']>, attribute: string) => Number(await map.getAttribute(attribute));

async function shoot(page: Page, name: string) {
  fs.mkdirSync(output, { recursive: true });
  // The picker's dialog, so the map is seen as a visitor sees it.
  await page.getByTestId('location-picker').screenshot({ path: path.join(output, name) });
}

describe('the location picker map with no network', () => {
  it('shows land, sea, zone outlines and place names when the tiles cannot load', async () => {
    const { page, blocked } = await openOffline('light');
    const map = await openPickerMap(page);

    expect(await count(map, 'data-basemap-land')).toBeGreaterThan(20);
    expect(await count(map, 'data-basemap-labels')).toBeGreaterThan(50);
    const land = await map.locator('path.basemap-land').getAttribute('d');
    expect(land!.length).toBeGreaterThan(500);
    expect(await map.locator('path.basemap-sea').count()).toBe(1);
    expect(await map.locator('path.map-zone').count()).toBe(await liveZones());
    await expect.poll(() => map.locator('.basemap-label > span').filter({ hasText: 'Sharjah' }).isVisible()).toBe(true);
    // The business's OpenStreetMap tiles were asked for and failed, leaving the basemap in view, credited.
    await expect.poll(() => blocked.some((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
    expect(await map.locator('.leaflet-tile-pane img.leaflet-tile-loaded').count()).toBe(0);
    expect(await map.locator('.leaflet-control-attribution').textContent()).toContain('OpenStreetMap contributors');
    await shoot(page, 'map-picker-offline.png');

    // Closer in (one zoom step per try, from 10 to 13), neighbourhoods are named.
    const zoomIn = map.getByRole('button', { name: 'Zoom in' });
    const downtown = map.locator('.basemap-label > span').filter({ hasText: 'Downtown Dubai' });
    await expect
      .poll(async () => (await downtown.isVisible()) || (await zoomIn.click(), false), { interval: 500, timeout: 10_000 })
      .toBe(true);
    await shoot(page, 'map-picker-offline-zoomed.png');
  });

  it('keeps to the dark theme', async () => {
    const { page } = await openOffline('dark');
    const map = await openPickerMap(page);
    const sea = await map.locator('path.basemap-sea').evaluate((el) => getComputedStyle(el).fill);
    expect(sea).toBe('rgb(17, 41, 58)');
    await shoot(page, 'map-picker-offline-dark.png');
  });
});
