import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let bare: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const shell = '<!doctype html><title>shell</title><div id="root"></div>';

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const listedStore = () => t.db.selectFrom('stores').select(['id', 'slug']).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
const listedItem = () => t.db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id').select(['i.id', 'i.slug', 'i.store_id'])
  .where('i.status', '=', 1).where('s.status', '=', 1).orderBy('i.id').executeTakeFirstOrThrow();

function expectShell(res: { statusCode: number; headers: Record<string, unknown>; body: string }, url: string) {
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  expect(res.body, url).toBe(shell);
}

describe('a page named by id', () => {
  it('moves for good to the store\'s and the item\'s readable address, keeping the query, for GET and HEAD', async () => {
    const [store, item] = [await listedStore(), await listedItem()];
    for (const method of ['GET', 'HEAD'] as const) {
      for (const [url, to] of [
        [`/store/${store.id}`, `/store/${store.slug}`],
        [`/store/${store.id}?module_id=1&ref=a%20b`, `/store/${store.slug}?module_id=1&ref=a%20b`],
        [`/product/${item.id}?product_type=campaign`, `/product/${item.slug}?product_type=campaign`],
      ] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(301);
        expect(res.headers.location, `${method} ${url}`).toBe(to);
      }
    }
  });

  it('goes on to the storefront\'s page when it is a slug, a list, unknown, not listed, or a row whose slug cannot name it', async () => {
    const [store, item] = [await listedStore(), await listedItem()];
    for (const url of [`/store/${store.slug}`, `/product/${item.slug}?x=1`, '/store/latest', '/store/popular', '/store/999999', '/product/999999', '/product/0012x']) {
      expectShell(await t.app.inject(url), url);
    }

    await t.db.updateTable('items').set({ status: 0 }).where('id', '=', item.id).execute();
    try {
      expectShell(await t.app.inject(`/product/${item.id}`), 'an item not listed');
    } finally {
      await t.db.updateTable('items').set({ status: 1 }).where('id', '=', item.id).execute();
    }
    await t.db.updateTable('stores').set({ status: 0 }).where('id', '=', item.store_id).execute();
    try {
      expectShell(await t.app.inject(`/product/${item.id}`), 'an item of a store not listed');
      expectShell(await t.app.inject(`/store/${item.store_id}`), 'a store not listed');
    } finally {
      await t.db.updateTable('stores').set({ status: 1 }).where('id', '=', item.store_id).execute();
    }

    // A slug of digits would read as an id, and "latest" is a list: such a store keeps its id, in the sitemap too.
    for (const slug of ['12345', 'latest']) {
      await t.db.updateTable('stores').set({ slug }).where('id', '=', store.id).execute();
      try {
        expectShell(await t.app.inject(`/store/${store.id}`), `a store whose slug is ${slug}`);
        const sitemap = await t.app.inject(`/sitemaps/stores-${(await t.db.selectFrom('stores').select('module_id').where('id', '=', store.id).executeTakeFirstOrThrow()).module_id}-1.xml`);
        expect(sitemap.body).toContain(`<loc>http://storefront.test/store/${store.id}</loc>`);
        expect(sitemap.body).not.toContain(`/store/${slug}<`);
      } finally {
        await t.db.updateTable('stores').set({ slug: store.slug }).where('id', '=', store.id).execute();
      }
    }
  });

  it('leaves the API, other methods and deeper paths alone', async () => {
    const store = await listedStore();
    expect((await t.app.inject(`/api/v1/stores/details/${store.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/store/${store.id}` })).statusCode).toBe(404);
    expectShell(await t.app.inject(`/store/${store.id}/reviews`), 'a deeper path');
  });

  it('without a storefront build, answers 404 where it does not move the page', async () => {
    bare = await createTestApp();
    const store = await listedStore();
    expect((await bare.app.inject(`/store/${store.id}`)).statusCode).toBe(301);
    expect((await bare.app.inject('/store/no-such-store')).statusCode).toBe(404);
  });
});
