import { describe, expect, it } from 'vitest';
import { itemFixture } from '@/test/catalog-fixtures';
import { ORIGIN, jsonLdBlocks, metaContent, parseHead, seoContext } from '@/test/seo-fixtures';
import { renderHead, withLanguage, type PageHead } from './head';
import { productHead } from './product-head';
import { plainText, summary } from './text';

const ctx = { origin: ORIGIN, language: 'en', siteName: 'QuickBasket' } as const;

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  title: 'Margherita Pizza',
  description: 'Tomato, mozzarella and basil.',
  path: '/product/margherita-pizza',
  image: `${ORIGIN}/storage/item/margherita.png`,
  ogType: 'product',
  jsonLd: [],
  ...overrides,
});

const links = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);

describe('renderHead', () => {
  it('names the page with the site, describes it and links its preview', () => {
    const doc = parseHead(renderHead(head(), ctx));
    expect(doc.title).toBe('Margherita Pizza | QuickBasket');
    expect(metaContent(doc, 'description')).toBe('Tomato, mozzarella and basil.');
    expect(metaContent(doc, 'og:title')).toBe('Margherita Pizza | QuickBasket');
    expect(metaContent(doc, 'og:description')).toBe('Tomato, mozzarella and basil.');
    expect(metaContent(doc, 'og:url')).toBe(`${ORIGIN}/product/margherita-pizza`);
    expect(metaContent(doc, 'og:type')).toBe('product');
    expect(metaContent(doc, 'og:site_name')).toBe('QuickBasket');
    expect(metaContent(doc, 'og:image')).toBe(`${ORIGIN}/storage/item/margherita.png`);
    expect(metaContent(doc, 'og:image:alt')).toBe('Margherita Pizza');
    expect(metaContent(doc, 'og:locale')).toBe('en_US');
    expect([...doc.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'))).toEqual(['ar_SA', 'fr_FR']);
    expect(metaContent(doc, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(doc, 'twitter:title')).toBe('Margherita Pizza | QuickBasket');
    expect(metaContent(doc, 'twitter:description')).toBe('Tomato, mozzarella and basil.');
    expect(metaContent(doc, 'twitter:image')).toBe(`${ORIGIN}/storage/item/margherita.png`);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('leaves the site name off the landing page and reads a small card without a picture', () => {
    const doc = parseHead(renderHead(head({ title: 'QuickBasket: Everything delivered', path: '/', image: undefined }), ctx));
    expect(doc.title).toBe('QuickBasket: Everything delivered');
    expect(metaContent(doc, 'twitter:card')).toBe('summary');
    expect(metaContent(doc, 'og:image')).toBeNull();
    expect(metaContent(doc, 'twitter:image')).toBeNull();
  });

  it('names the page in its own language as canonical, every language as an alternate and the plain path as x-default', () => {
    for (const [language, canonical, locale] of [
      ['en', '/product/margherita-pizza', 'en_US'],
      ['ar', '/product/margherita-pizza?lang=ar', 'ar_SA'],
      ['fr', '/product/margherita-pizza?lang=fr', 'fr_FR'],
    ] as const) {
      const doc = parseHead(renderHead(head(), { ...ctx, language }));
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${canonical}`);
      expect(metaContent(doc, 'og:url')).toBe(`${ORIGIN}${canonical}`);
      expect(metaContent(doc, 'og:locale')).toBe(locale);
      expect(links(doc, 'link[rel="alternate"]')).toEqual([
        ['en', `${ORIGIN}/product/margherita-pizza`],
        ['ar', `${ORIGIN}/product/margherita-pizza?lang=ar`],
        ['fr', `${ORIGIN}/product/margherita-pizza?lang=fr`],
        ['x-default', `${ORIGIN}/product/margherita-pizza`],
      ]);
    }
  });

  it('keeps the query that names the content and adds the language after it', () => {
    const doc = parseHead(renderHead(head({ path: '/flash-sales?id=3' }), { ...ctx, language: 'ar' }));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/flash-sales?id=3&lang=ar`);
    expect(doc.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${ORIGIN}/flash-sales?id=3`);
    const slashed = parseHead(renderHead(head(), { ...ctx, origin: `${ORIGIN}/` }));
    expect(slashed.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/margherita-pizza`);
  });

  it('keeps a noindex page out of the index without naming a canonical', () => {
    const html = renderHead(head({ noindex: true, path: '/nowhere' }), ctx);
    const doc = parseHead(html);
    expect(metaContent(doc, 'robots')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('link[rel="alternate"]')).toBeNull();
    expect(metaContent(doc, 'og:title')).toBe('Margherita Pizza | QuickBasket');
  });

  it('escapes hostile names: no tag, attribute or script can break out', async () => {
    const hostile = `Pizza "quoted" 'single' & </script><script>alert(1)</script><!-- <img src=x onerror=alert(2)>`;
    const seo = await seoContext();
    const html = renderHead(productHead(itemFixture({ name: hostile, description: hostile, store_name: `</script>"><b>` }), seo), seo);
    const doc = parseHead(html);
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect([...doc.querySelectorAll('script')].every((s) => s.getAttribute('type') === 'application/ld+json')).toBe(true);
    expect(doc.querySelectorAll('img, b, body *')).toHaveLength(0);
    expect(doc.title).toBe(`${hostile} | QuickBasket`);
    expect(metaContent(doc, 'og:title')).toBe(`${hostile} | QuickBasket`);
    expect(metaContent(doc, 'og:image:alt')).toBe(hostile);
    expect(html).not.toMatch(/<\/script><script>alert/);
    const [product, trail] = jsonLdBlocks(html);
    expect(product!.name).toBe(hostile);
    expect(trail!.itemListElement[1].name).toBe(`</script>"><b>`);
  });

  it('writes the JSON of a script with no <, > or & and no line separators, which still parses to the same value', async () => {
    const name = 'A <b> & C\u2028D\u2029';
    const seo = await seoContext();
    const html = renderHead(productHead(itemFixture({ name }), seo), seo);
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)!.join('');
    const inner = scripts.replace(/<\/?script[^>]*>/g, '');
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(inner).toContain('\\u003cb\\u003e \\u0026 C\\u2028D\\u2029');
    expect(jsonLdBlocks(html)[0]!.name).toBe(name);
  });

  it('keeps the description to about 160 characters, cut at a word', () => {
    const long = `${'word '.repeat(60)}end`;
    const doc = parseHead(renderHead(head({ description: long }), ctx));
    const description = metaContent(doc, 'description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^(word )+word…$/);
  });
});

describe('withLanguage', () => {
  it('adds lang for Arabic and French, none for English, and replaces one already there', () => {
    expect(withLanguage('/store/pizza-corner', 'en')).toBe('/store/pizza-corner');
    expect(withLanguage('/store/pizza-corner', 'fr')).toBe('/store/pizza-corner?lang=fr');
    expect(withLanguage('/home?search=pizza&data_type=searched', 'ar')).toBe('/home?search=pizza&data_type=searched&lang=ar');
    expect(withLanguage('/categories?lang=fr', 'ar')).toBe('/categories?lang=ar');
    expect(withLanguage('/categories?lang=fr', 'en')).toBe('/categories');
  });
});

describe('plain text', () => {
  it('reads stored HTML as text and cuts long text at a word', () => {
    expect(plainText('<h2>Our terms</h2>\n<p>Fish &amp; chips&nbsp;&#8212; &lt;hot&gt;</p><script>x()</script>')).toBe('Our terms Fish & chips — <hot>');
    expect(summary('short text')).toBe('short text');
    expect(summary('one two three four', 12)).toBe('one two…');
    expect(summary('x'.repeat(200))).toHaveLength(160);
  });
});
