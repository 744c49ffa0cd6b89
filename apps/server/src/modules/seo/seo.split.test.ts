import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { sqlitePlan, testDbKind } from '../../../test/helpers.js';
import { listedPage, listedPageQuery, listedPartsQuery } from './seo.repository.js';
import { SeoService, SITEMAP_MAX_URLS } from './seo.service.js';
import { escapeXml, urlset } from './seo.xml.js';

const { t, f } = catalogApp();
const SITE = 'http://storefront.test';
const PART = 7;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
async function text(body: string | Readable): Promise<string> {
  if (typeof body === 'string') return body;
  let out = '';
  for await (const chunk of body) out += String(chunk);
  return out;
}

describe('a module\'s items beyond the limit of one file', () => {
  it('go on in the next files, in id order, each file with its own newest change and none past the end', async () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const seo = new SeoService(t.db, t.app.services.config, SITE, PART);
    const moduleId = f.modules.grocery!;
    const whole = locs(await text(await t.app.services.seo.sitemap(`items-${moduleId}-1.xml`)));
    expect(whole.length).toBeGreaterThan(2 * PART);
    const parts = Math.ceil(whole.length / PART);

    const index = [...(await seo.index()).matchAll(/<sitemap><loc>[^<]*\/items-(\d+)-(\d+)\.xml<\/loc><lastmod>([^<]*)<\/lastmod>/g)]
      .filter((m) => Number(m[1]) === moduleId).map((m) => ({ part: Number(m[2]), lastmod: m[3]! }));
    expect(index.map((e) => e.part)).toEqual(Array.from({ length: parts }, (_, i) => i + 1));

    const split: string[] = [];
    for (const { part, lastmod } of index) {
      const xml = await text(await seo.sitemap(`items-${moduleId}-${part}.xml`));
      const urls = locs(xml);
      expect(urls.length, `part ${part}`).toBe(part < parts ? PART : whole.length - PART * (parts - 1));
      const stamps = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]!).sort();
      expect(lastmod, `part ${part}`).toBe(stamps[stamps.length - 1]);
      split.push(...urls);
    }
    expect(split).toEqual(whole);
    await expect(seo.sitemap(`items-${moduleId}-${parts + 1}.xml`)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('are read a page at a time after the last id, in id order from the module\'s index', async () => {
    const reach = { zoneIds: [...f.dubai, ...f.sharjah], moduleId: f.modules.grocery! };
    const first = await listedPage(t.db, 'items', reach, 0, 5);
    const next = await listedPage(t.db, 'items', reach, first[4]!.id, 5);
    expect(next[0]!.id).toBeGreaterThan(first[4]!.id);
    expect([...first, ...next].map((r) => r.id)).toEqual((await listedPage(t.db, 'items', reach, 0, 10)).map((r) => r.id));
    if (testDbKind !== 'sqlite') return;
    const page = (await sqlitePlan(t.db, listedPageQuery(t.db, 'items', reach, first[4]!.id, 5).compile())).join('\n');
    expect(page).toMatch(/SEARCH i USING INDEX items_module_listed \(module_id=\? AND status=\? AND id>\?\)/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    const parts = (await sqlitePlan(t.db, listedPartsQuery(t.db, 'items', reach, PART).compile())).join('\n');
    expect(parts).toMatch(/SEARCH i USING INDEX items_module_listed \(module_id=\? AND status=\?\)/);
  });
});

describe('the sitemap protocol\'s text', () => {
  it('escapes what XML would read otherwise', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlset([{ loc: 'https://x.test/?a=1&b=<2>', lastmod: '2026-11-21T10:00:00Z' }, { loc: 'https://x.test/p', lastmod: 'not a time' }]))
      .toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
        + '<url><loc>https://x.test/?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod></url>\n'
        + '<url><loc>https://x.test/p</loc></url>\n</urlset>\n');
  });
});
