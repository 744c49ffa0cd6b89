import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RENDER_COOKIES, type ConsoleSettings } from '@storefront/contract';
import { staffSession } from '../../../test/staff.js';
import { menuApp, newItem } from '../../../test/menu.js';

// The storefront as `npm test` builds it first (apps/web: `vite build` and `vite build --ssr`).
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');
if (!fs.existsSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js'))) {
  throw new Error(`the storefront's server build is missing: run npm run -w apps/web build (looked in ${webDist}/../dist-ssr)`);
}
const arabic = JSON.parse(fs.readFileSync(path.join(webDist, '../src/i18n/ar.json'), 'utf8')) as { nav: { home: string } };

const w = menuApp({ webDist });

interface Page {
  status: number;
  cache: string | undefined;
  /** How many times the server rendered the page (see entry-server.tsx). */
  rounds: string | undefined;
  html: string;
  jsonLd: Array<Record<string, unknown>>;
}

async function open(url: string, cookies: Record<string, string> = {}): Promise<Page> {
  const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const res = await w.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const html = res.body;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { status: res.statusCode, cache: res.headers['x-render-cache'] as string | undefined, rounds: res.headers['x-render-rounds'] as string | undefined, html, jsonLd };
}

let made = 0;
/** A new item of the test's grocery store (each test its own, so that no test meets another's cached page), with its store's name. */
async function groceryItem() {
  const { id } = await w.ok('POST', `stores/${w.grocery.storeId}/items`, newItem(w.grocery.categoryId, `Rendered Olive Oil ${++made}`, { stock: 10, price: 20 }));
  return w.t.db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id')
    .select(['i.id', 'i.slug', 'i.name', 'i.price', 's.name as store']).where('i.id', '=', id).executeTakeFirstOrThrow();
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));

describe('server-rendered storefront pages', () => {
  it('answers a product page with its content, head and structured data, and serves the next visitor from the cache', async () => {
    const item = await groceryItem();
    const first = await open(`/product/${item.slug}`);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    const root = rootOf(first.html);
    expect(root).toContain(item.name);
    expect(root).toContain(item.store);
    expect(first.html).toMatch(new RegExp(`<title>${item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    expect(first.html).toContain(`<link rel="canonical" href="http://storefront.test/product/${item.slug}">`);
    expect(first.html).toContain(`hreflang="ar" href="http://storefront.test/product/${item.slug}?lang=ar"`);
    expect(first.html).toMatch(/<meta property="og:image" content="http:\/\/storefront\.test\/storage\//);
    const product = first.jsonLd.find((block) => block['@type'] === 'Product')!;
    expect(product).toMatchObject({ name: item.name, offers: { '@type': 'Offer', priceCurrency: expect.any(String), availability: expect.stringMatching(/^https:\/\/schema\.org\//) } });
    expect(Number((product.offers as { price: string }).price)).toBeGreaterThan(0);
    const trail = first.jsonLd.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string }> };
    expect(trail.itemListElement.map((step) => step.name)).toEqual(['Home', item.store, item.name]);
    // The page's data rides along, so the browser takes the page over without asking again.
    expect(first.html).toContain('<script type="application/json" id="ssr-state">');

    const second = await open(`/product/${item.slug}`);
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
  });

  it('shows a price change on the next anonymous render', async () => {
    const item = await groceryItem();
    await open(`/product/${item.slug}`);
    expect((await open(`/product/${item.slug}`)).cache).toBe('hit');
    const price = Number(item.price) + 7;
    const res = await w.staff.call('POST', `stores/${w.grocery.storeId}/items/bulk`, { rows: [{ id: item.id, price }] });
    expect(res.statusCode, res.body).toBe(200);
    const after = await open(`/product/${item.slug}`);
    expect(after.cache).toBe('miss');
    const product = after.jsonLd.find((block) => block['@type'] === 'Product') as { offers: { price: string } };
    expect(Number(product.offers.price)).toBe(price);
  });

  it('never serves a signed-in visitor from the shared cache, nor fills it with their page', async () => {
    const item = await groceryItem();
    const url = `/product/${item.slug}?from=signed-in`;
    const signedIn = { [RENDER_COOKIES.session]: '1' };
    await open(url);
    expect((await open(url)).cache).toBe('hit');
    expect((await open(url, signedIn)).cache).toBe('bypass');

    const fresh = `/product/${item.slug}?from=signed-in-first`;
    expect((await open(fresh, signedIn)).cache).toBe('bypass');
    expect((await open(fresh)).cache).toBe('miss');
  });

  it('renders in Arabic, right to left, by the address or by the language cookie, each kept apart', async () => {
    const item = await groceryItem();
    const english = await open(`/product/${item.slug}`);
    const byAddress = await open(`/product/${item.slug}?lang=ar`);
    const byCookie = await open(`/product/${item.slug}`, { [RENDER_COOKIES.language]: 'ar' });
    for (const page of [byAddress, byCookie]) {
      expect(page.status).toBe(200);
      expect(page.html).toContain('<html lang="ar" dir="rtl">');
      const trail = page.jsonLd.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
      expect(trail.itemListElement[0]!.name).toBe(arabic.nav.home);
      expect(rootOf(page.html)).not.toBe(rootOf(english.html));
    }
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(byCookie.html).toContain(`<link rel="canonical" href="http://storefront.test/product/${item.slug}?lang=ar">`);
  });

  it('answers 404 with a page kept out of the index for an item that does not exist', async () => {
    const page = await open('/product/no-such-item-anywhere');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 503 with the maintenance page while the business is closed for it, to be tried again later; the shop once it opens', async () => {
    const admin = await staffSession(w.t, [{ role: 'admin', storeId: null }]);
    const maintenance = async (on: boolean) => {
      const { version } = (await admin.call('GET', 'settings')).json() as ConsoleSettings;
      const res = await admin.call('PUT', 'settings', { version, maintenance: { maintenance_mode: on, maintenance_message: { en: 'Back at noon.', ar: 'نعود ظهرًا.', fr: '' } } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await maintenance(true);
    try {
      const res = await w.t.app.inject({ method: 'GET', url: '/categories' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('600');
      expect(rootOf(res.body)).toContain('Back at noon.');
      expect(rootOf(res.body)).toContain('We&#x27;ll be back soon');
      const ar = rootOf((await open('/categories', { [RENDER_COOKIES.language]: 'ar' })).html);
      expect(ar).toContain('نعود ظهرًا.');
      expect(ar).toContain('سنعود قريبًا');
    } finally {
      await maintenance(false);
    }
    const open_ = await open('/categories');
    expect(open_.status).toBe(200);
    expect(rootOf(open_.html)).not.toContain('Back at noon.');
  });

  it('answers 404 with the shell for a path the storefront has no page for, and 200 for its pages built in the browser', async () => {
    const unknown = await open('/no-such-page/at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.cache).toBe('shell');
    expect(unknown.html).toContain('<div id="root">');
    for (const known of ['/my-orders', '/profile', '/auth/sign-in', '/rate-and-review/12']) expect((await open(known)).status, known).toBe(200);
  });

  it('answers a page behind a session with the shell, in the visitor\'s language', async () => {
    const page = await open('/checkout', { [RENDER_COOKIES.language]: 'ar' });
    expect(page.status).toBe(200);
    expect(page.cache).toBe('shell');
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    expect(page.html).not.toContain('id="ssr-state"');
  });

  it('renders a store page with its items for a visitor without a location (the default location\'s zone)', async () => {
    const store = await w.t.db.selectFrom('stores').select(['id', 'slug', 'name']).where('id', '=', w.grocery.storeId).executeTakeFirstOrThrow();
    const names = await w.t.db.selectFrom('items').select('name').where('store_id', '=', store.id).where('status', '=', 1).execute();
    const page = await open(`/store/${store.slug}`);
    expect(page.status).toBe(200);
    const root = rootOf(page.html);
    expect(root).toContain(store.name);
    const cards = root.match(/data-testid="item-card"/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(names.filter((n) => root.includes(`>${n.name}<`)).length).toBeGreaterThanOrEqual(cards.length);
    expect(page.jsonLd.find((block) => block['@type'] === 'GroceryStore' || block['@type'] === 'Store')).toMatchObject({ name: store.name });
  });

  // A render that finds a call no loader made fetches it and renders again: the loaders fetch what these pages show.
  it('renders the landing, product, store and category pages once, with a location chosen or without one', async () => {
    const item = await groceryItem();
    const store = await w.t.db.selectFrom('stores').select(['slug', 'zone_id']).where('id', '=', w.grocery.storeId).executeTakeFirstOrThrow();
    const located = { [RENDER_COOKIES.zoneId]: JSON.stringify([store.zone_id]), [RENDER_COOKIES.module]: String(w.f.modules.grocery) };
    for (const [n, cookies] of [{}, located].entries()) {
      for (const url of ['/', `/product/${item.slug}`, `/store/${store.slug}`, `/category/${w.grocery.categoryId}`]) {
        const page = await open(`${url}${url.includes('?') ? '&' : '?'}visit=${n}`, cookies);
        expect(page.status, url).toBe(200);
        expect(page.rounds, `${url} ${JSON.stringify(cookies)}`).toBe('1');
      }
    }
  });

  it('sends a page compressed as the browser asks, brotli or gzip, the same page either way', async () => {
    const item = await groceryItem();
    const url = `/product/${item.slug}`;
    const plain = await w.t.app.inject({ method: 'GET', url });
    const br = await w.t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await w.t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
