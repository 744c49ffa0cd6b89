import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Session } from './support/browser.js';

const baseUrl = inject('baseUrl');
let s: Session;

beforeEach(async () => {
  s = await openBrowser();
});
afterEach(() => s.close());

/** Opens a page and waits until the storefront's service worker controls it (registered after the load, precache done). */
async function openControlled(path: string) {
  await s.page.goto(`${baseUrl}${path}`);
  await s.page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'), undefined, { timeout: 45_000 });
}

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

interface Manifest {
  display: string;
  start_url: string;
  icons: Array<{ src: string; sizes: string; purpose: string }>;
  shortcuts: Array<{ name: string; url: string }>;
}

describe('installing the storefront', () => {
  it('passes Chromium’s install check once the worker controls the page, with the icons and shortcuts it was built with', async () => {
    // Opened as the Cart shortcut opens it: the cart drawer shows, and the request leaves the address.
    await openControlled('/?cart=open');
    await s.page.getByRole('dialog').getByText('Shopping Cart').first().waitFor();
    expect(new URL(s.page.url()).search).toBe('');

    // The offline page and the build's files are precached; no shell that could answer a page, and nothing of the API.
    const cached = await s.page.evaluate(async () => {
      const names = await caches.keys();
      const lists = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
      return lists.flat();
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path === '/' || path.endsWith('index.html') || path.startsWith('/api/'))).toEqual([]);

    const cdp = await s.context.newCDPSession(s.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const { url, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${baseUrl}/manifest.webmanifest`);
    const manifest = JSON.parse(data ?? '{}') as Manifest;
    expect([manifest.display, manifest.start_url]).toEqual(['standalone', '/']);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/track-order', '/?cart=open']);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const answer = await s.page.request.get(`${baseUrl}${icon.src}`);
      expect(answer.headers()['content-type']).toBe('image/png');
      expect(pngSize(await answer.body())).toBe(icon.sizes);
    }
  });

  it('answers a page not visited with the offline page when the network is cut, in English, and in Arabic right to left', async () => {
    await openControlled('/');
    await s.context.setOffline(true);

    await s.page.goto(`${baseUrl}/track-order`);
    const offline = s.page.getByTestId('offline-page');
    await expect.poll(() => offline.locator('h1').textContent()).toBe('You are offline');
    expect(await s.page.locator('html').evaluate((html: HTMLElement) => [html.lang, html.dir])).toEqual(['en', 'ltr']);
    expect(s.page.url()).toBe(`${baseUrl}/track-order`);

    await s.page.evaluate(() => localStorage.setItem('language-setting', 'ar'));
    await s.page.goto(`${baseUrl}/wallet`);
    await expect.poll(() => offline.locator('h1').textContent()).toBe('أنت غير متصل بالإنترنت');
    expect(await s.page.locator('html').evaluate((html: HTMLElement) => [html.lang, html.dir])).toEqual(['ar', 'rtl']);
    expect(await offline.getByRole('button').textContent()).toBe('حاول مرة أخرى');
  });
});
