import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope } from '../../../test/helpers.js';

const { t, f } = catalogApp();
const SITE = 'http://storefront.test';

type Row = { id: number; slug: string };
const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const entries = (xml: string) => [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g)]
  .map((m) => ({ loc: m[1]!, lastmod: m[2] }));

async function activeZoneIds() {
  return (await t.db.selectFrom('zones').select('id').where('status', '=', 1).execute()).map((z) => z.id);
}

/** What the storefront's own lists show in every active zone: a module's stores (all tab) or items (latest), every page. */
async function storefrontList(kind: 'stores' | 'items', moduleId: number): Promise<Row[]> {
  const headers = { zoneId: JSON.stringify(await activeZoneIds()), moduleId: String(moduleId) };
  const rows: Row[] = [];
  for (let offset = 1; ; offset++) {
    const res = await f.get(kind === 'stores' ? `stores/get-stores/all?limit=100&offset=${offset}` : `items/latest?limit=100&offset=${offset}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const page = (kind === 'stores' ? res.json().stores : res.json().products) as Row[];
    rows.push(...page.map(({ id, slug }) => ({ id, slug })));
    if (page.length < 100) return rows;
  }
}

async function sitemapIndex() {
  const res = await get('/sitemap.xml');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return entries(res.body);
}

async function sitemapFile(name: string) {
  const res = await get(`/sitemaps/${name}`);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
  return res.body;
}

const newest = async (table: 'stores' | 'items', ids: number[]) =>
  (await t.db.selectFrom(table).select((eb) => eb.fn.max('updated_at').as('at')).where('id', 'in', ids).executeTakeFirstOrThrow()).at;

const activeModuleIds = async () => (await t.db.selectFrom('modules').select('id').where('status', '=', 1).orderBy('id').execute()).map((m) => m.id);

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the API, the console and the pages behind a session, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/console/', '/checkout', '/profile', '/my-orders', '/wallet', '/chatting', '/coupons', '/loyalty-points']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    for (const open of ['/store/', '/product/', '/categories', '/home', '/storage/']) {
      expect(lines.filter((l) => l.startsWith('Disallow:') && open.startsWith(l.slice('Disallow: '.length))), open).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('the sitemaps', () => {
  it('index the pages\' sitemap and, for each active module, its stores\' and items\' sitemaps with their newest change', async () => {
    const index = await sitemapIndex();
    expect(index[0]).toEqual({ loc: `${SITE}/sitemaps/pages.xml`, lastmod: undefined });
    const expected = [];
    for (const moduleId of await activeModuleIds()) {
      for (const kind of ['stores', 'items'] as const) {
        const rows = await storefrontList(kind, moduleId);
        // The parcel module sells nothing from stores: no file for it.
        if (rows.length) expected.push({ loc: `${SITE}/sitemaps/${kind}-${moduleId}-1.xml`, lastmod: await newest(kind, rows.map((r) => r.id)) });
      }
    }
    expect(expected.length).toBeGreaterThanOrEqual(8);
    expect(index.slice(1)).toEqual(expected.map((e) => ({ ...e, lastmod: new Date(e.lastmod!).toISOString() })));
  });

  it('list every store and item the storefront shows, at their readable addresses with their own lastmod, and nothing else', async () => {
    for (const moduleId of await activeModuleIds()) {
      for (const kind of ['stores', 'items'] as const) {
        const rows = (await storefrontList(kind, moduleId)).sort((a, b) => a.id - b.id);
        if (!rows.length) {
          expect((await get(`/sitemaps/${kind}-${moduleId}-1.xml`)).statusCode).toBe(404);
          continue;
        }
        const xml = await sitemapFile(`${kind}-${moduleId}-1.xml`);
        const page = kind === 'stores' ? 'store' : 'product';
        expect(locs(xml)).toEqual(rows.map((r) => `${SITE}/${page}/${encodeURIComponent(r.slug)}`));
        const stamps = await t.db.selectFrom(kind).select(['id', 'updated_at']).where('id', 'in', rows.map((r) => r.id)).orderBy('id').execute();
        const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
        expect(lastmods).toEqual(stamps.map((s) => new Date(s.updated_at).toISOString()));
      }
    }
  });

  it('list the public pages, and the policy pages the business settings switch on', async () => {
    const pages = () => sitemapFile('pages.xml').then((xml) => locs(xml).map((loc) => loc.slice(SITE.length)));
    const config = (await f.get('config')).json();
    expect([config.refund_policy, config.cancelation_policy, config.shipping_policy]).toEqual([1, 1, 0]);
    expect(await pages()).toEqual(['/', '/categories', '/store/latest', '/store/popular', '/flash-sales', '/all-brands', '/about-us',
      '/help-and-support', '/terms-and-conditions', '/privacy-policy', '/refund-policy', '/cancellation-policy', '/store-registration']);
    await t.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'shipping_policy').execute();
    await t.db.updateTable('settings').set({ value: '0' }).where('key', '=', 'refund_policy').execute();
    // A business that takes applications on a site of its own: the storefront's form is not its page.
    const registration = await t.db.selectFrom('settings').select('value').where('key', '=', 'store_registration_url').executeTakeFirst();
    await t.db.deleteFrom('settings').where('key', '=', 'store_registration_url').execute();
    await t.db.insertInto('settings').values({ key: 'store_registration_url', value: JSON.stringify('https://partners.example.com/apply') }).execute();
    t.app.services.config.invalidate();
    try {
      const shown = await pages();
      expect(shown).toContain('/shipping-policy');
      expect(shown).not.toContain('/refund-policy');
      expect(shown).not.toContain('/store-registration');
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'store_registration_url').execute();
      if (registration) await t.db.insertInto('settings').values({ key: 'store_registration_url', value: registration.value }).execute();
      await t.db.updateTable('settings').set({ value: '0' }).where('key', '=', 'shipping_policy').execute();
      await t.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'refund_policy').execute();
      t.app.services.config.invalidate();
    }
  });

  it('answer 404 for a name the index does not give', async () => {
    const [moduleId] = await activeModuleIds();
    for (const name of ['nope.xml', 'stores-999999-1.xml', `stores-${moduleId}-0.xml`, `stores-${moduleId}-2.xml`, `items-${moduleId}-99.xml`, `stores-${moduleId}-1.json`, 'pages.xml.gz']) {
      const res = await get(`/sitemaps/${name}`);
      expect(res.statusCode, name).toBe(404);
      expectEnvelope(res.json());
    }
  });
});

describe('what the sitemaps leave out', () => {
  const grocery = () => f.modules.grocery!;
  const listed = async (kind: 'stores' | 'items', moduleId = grocery()) => {
    const res = await get(`/sitemaps/${kind}-${moduleId}-1.xml`);
    return res.statusCode === 404 ? [] : locs(res.body);
  };
  const storeUrl = (s: Row) => `${SITE}/store/${s.slug}`;
  const itemUrl = (i: Row) => `${SITE}/product/${i.slug}`;

  it('a store that is not listed, with its items, though they are listed; a listed store\'s item that is not', async () => {
    const store = await t.db.selectFrom('stores').select(['id', 'slug']).where('module_id', '=', grocery()).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const items = await t.db.selectFrom('items').select(['id', 'slug']).where('store_id', '=', store.id).where('status', '=', 1).orderBy('id').execute();
    expect(items.length).toBeGreaterThan(1);
    expect(await listed('stores')).toContain(storeUrl(store));
    expect(await listed('items')).toEqual(expect.arrayContaining(items.map(itemUrl)));

    await t.db.updateTable('items').set({ status: 0 }).where('id', '=', items[0]!.id).execute();
    try {
      expect(await listed('items')).not.toContain(itemUrl(items[0]!));
      expect(await listed('items')).toContain(itemUrl(items[1]!));
    } finally {
      await t.db.updateTable('items').set({ status: 1 }).where('id', '=', items[0]!.id).execute();
    }

    await t.db.updateTable('stores').set({ status: 0 }).where('id', '=', store.id).execute();
    try {
      expect(await listed('stores')).not.toContain(storeUrl(store));
      const shown = await listed('items');
      for (const item of items) expect(shown, 'an active item of a store that is not listed').not.toContain(itemUrl(item));
    } finally {
      await t.db.updateTable('stores').set({ status: 1 }).where('id', '=', store.id).execute();
    }
    expect(await listed('stores')).toContain(storeUrl(store));
  });

  it('a module switched off: its files leave the index and answer 404', async () => {
    const moduleId = grocery();
    await t.db.updateTable('modules').set({ status: 0 }).where('id', '=', moduleId).execute();
    t.app.services.seo.invalidate();
    try {
      const names = (await sitemapIndex()).map((e) => e.loc);
      expect(names.filter((n) => n.includes(`-${moduleId}-`))).toEqual([]);
      expect(names.length).toBeGreaterThan(1);
      for (const kind of ['stores', 'items']) expect((await get(`/sitemaps/${kind}-${moduleId}-1.xml`)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('modules').set({ status: 1 }).where('id', '=', moduleId).execute();
      t.app.services.seo.invalidate();
    }
    expect((await sitemapIndex()).map((e) => e.loc)).toContain(`${SITE}/sitemaps/items-${moduleId}-1.xml`);
  });

  it('the stores and items of a zone switched off', async () => {
    const store = await t.db.selectFrom('stores').select(['id', 'slug', 'zone_id']).where('module_id', '=', grocery()).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('zones').set({ status: 0 }).where('id', '=', store.zone_id).execute();
    t.app.services.seo.invalidate();
    try {
      expect(await listed('stores')).not.toContain(storeUrl(store));
    } finally {
      await t.db.updateTable('zones').set({ status: 1 }).where('id', '=', store.zone_id).execute();
      t.app.services.seo.invalidate();
    }
  });
});
