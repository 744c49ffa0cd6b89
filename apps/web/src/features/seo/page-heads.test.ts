import { describe, expect, it } from 'vitest';
import type { BasicCampaignDetails, Category, FlashSale } from '@storefront/contract';
import { itemFixture, storeFixture } from '@/test/catalog-fixtures';
import { ORIGIN, block, jsonLdBlocks, metaContent, parseHead, seoContext } from '@/test/seo-fixtures';
import { renderHead } from './head';
import {
  allBrandsHead, campaignHead, categoriesHead, categoryHead, flashSalesHead, helpHead, notFoundHead, policyHead, storeListHead,
} from './page-heads';

const category: Category = {
  id: 4, name: 'Pizza', slug: 'pizza', image: 'category/pizza.png', image_full_url: `${ORIGIN}/storage/category/pizza.png`,
  parent_id: null, position: 0, priority: 1, module_id: 1, featured: 1, childes: [],
};

const campaign: BasicCampaignDetails = {
  id: 9, title: 'Summer <b>feast</b>', description: '<p>Up to 30% off at &amp; around the bay</p>', image: 'campaign/summer.png',
  image_full_url: `${ORIGIN}/storage/campaign/summer.png`, module_id: 1, available_date_starts: '2026-06-01', available_date_ends: '2026-06-30',
  start_time: '00:00', end_time: '23:59', stores: [storeFixture(), storeFixture({ id: 3, slug: 'latest', name: 'Latest Bites' })],
};

const sale: FlashSale = {
  id: 3, title: 'Weekend deals', start_date: '2026-06-01', end_date: '2026-06-03',
  active_products: [{ id: 1, flash_sale_id: 3, item_id: 1, stock: 10, sold: 2, available_stock: 8, discount: 10, discount_type: 'percent', price: 36, item: itemFixture({ image_full_url: `${ORIGIN}/storage/item/margherita.png` }) }],
};

const trailOf = (html: string) => block(html, 'BreadcrumbList').itemListElement.map((e: { position: number; name: string; item: string }) => [e.position, e.name, e.item]);

describe('catalogue pages', () => {
  it('category: Home › Categories › the category, and its items as a list', async () => {
    const ctx = await seoContext();
    const html = renderHead(categoryHead(category, [itemFixture(), itemFixture({ id: 2, slug: 'pepperoni', name: 'Pepperoni' })], ctx), ctx);
    expect(trailOf(html)).toEqual([[1, 'Home', `${ORIGIN}/`], [2, 'Categories', `${ORIGIN}/categories`], [3, 'Pizza', `${ORIGIN}/category/4`]]);
    expect(block(html, 'ItemList')).toMatchObject({
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Margherita Pizza', url: `${ORIGIN}/product/margherita-pizza` },
        { '@type': 'ListItem', position: 2, name: 'Pepperoni', url: `${ORIGIN}/product/pepperoni` },
      ],
    });
    const doc = parseHead(html);
    expect(doc.title).toBe('Pizza | QuickBasket');
    expect(metaContent(doc, 'og:image')).toBe(`${ORIGIN}/storage/category/pizza.png`);
  });

  it('category without items names no empty list', async () => {
    const ctx = await seoContext();
    expect(jsonLdBlocks(renderHead(categoryHead(category, [], ctx), ctx)).map((b) => b['@type'])).toEqual(['BreadcrumbList']);
  });

  it('campaign: its own text as plain text, and the stores taking part by their page addresses', async () => {
    const ctx = await seoContext();
    const html = renderHead(campaignHead(campaign, ctx), ctx);
    const doc = parseHead(html);
    expect(doc.title).toBe('Summer <b>feast</b> | QuickBasket');
    expect(metaContent(doc, 'description')).toBe('Up to 30% off at & around the bay');
    expect(block(html, 'ItemList').itemListElement.map((e: { url: string }) => e.url)).toEqual([`${ORIGIN}/store/pizza-corner`, `${ORIGIN}/store/3`]);
    expect(trailOf(html)).toEqual([[1, 'Home', `${ORIGIN}/`], [2, 'Summer <b>feast</b>', `${ORIGIN}/campaigns/9`]]);
  });

  it('flash sales: the address asked for, the sale title and its products', async () => {
    const ctx = await seoContext({ language: 'fr' });
    const byId = renderHead(flashSalesHead({ id: 3, sale }, ctx), ctx);
    expect(parseHead(byId).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/flash-sales?id=3&lang=fr`);
    expect(parseHead(byId).title).toBe('Weekend deals | QuickBasket');
    expect(block(byId, 'ItemList').itemListElement[0].url).toBe(`${ORIGIN}/product/margherita-pizza?lang=fr`);
    const running = parseHead(renderHead(flashSalesHead({ id: null, sale: undefined }, ctx), ctx));
    expect(running.title).toBe('Ventes flash | QuickBasket');
    expect(running.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/flash-sales?lang=fr`);
  });

  it('fixed pages: categories, all brands and the store lists are titled in the page language with their trail', async () => {
    const ctx = await seoContext();
    for (const [head, title, path] of [
      [categoriesHead(ctx), 'Categories', '/categories'],
      [allBrandsHead(ctx), 'All Brands', '/all-brands'],
      [storeListHead('latest', [storeFixture()], ctx), 'Latest Stores', '/store/latest'],
      [storeListHead('popular', [], ctx), 'Popular Stores', '/store/popular'],
    ] as const) {
      const html = renderHead(head, ctx);
      const doc = parseHead(html);
      expect(doc.title).toBe(`${title} | QuickBasket`);
      expect(metaContent(doc, 'description')).toMatch(/QuickBasket/);
      expect(metaContent(doc, 'og:image')).toBe(`${ORIGIN}/storage/business/logo.png`);
      expect(trailOf(html)).toEqual([[1, 'Home', `${ORIGIN}/`], [2, title, `${ORIGIN}${path}`]]);
    }
    expect(block(renderHead(storeListHead('latest', [storeFixture()], ctx), ctx), 'ItemList').itemListElement[0].url).toBe(`${ORIGIN}/store/pizza-corner`);
  });
});

describe('information pages', () => {
  it('policy pages read as articles, described by the start of their text', async () => {
    const ctx = await seoContext();
    const content = `<h1>Terms</h1><p>${'These terms apply to every order. '.repeat(10)}</p>`;
    const html = renderHead(policyHead('terms-and-conditions', { key: 'terms-and-conditions', title: 'Terms and Conditions', content }, ctx), ctx);
    const doc = parseHead(html);
    expect(doc.title).toBe('Terms and Conditions | QuickBasket');
    expect(metaContent(doc, 'og:type')).toBe('article');
    expect(metaContent(doc, 'description')).toMatch(/^Terms These terms apply to every order\./);
    expect(metaContent(doc, 'description')!.length).toBeLessThanOrEqual(160);
    expect(trailOf(html)).toEqual([[1, 'Home', `${ORIGIN}/`], [2, 'Terms and Conditions', `${ORIGIN}/terms-and-conditions`]]);
  });

  it('a policy page without a title of its own takes the app name for it', async () => {
    const ctx = await seoContext({ language: 'ar' });
    const doc = parseHead(renderHead(policyHead('refund-policy', { key: 'refund-policy', title: '', content: '' }, ctx), ctx));
    expect(doc.title).toBe('سياسة الاسترداد | QuickBasket');
  });

  it('help and support lists its questions as an FAQ page', async () => {
    const ctx = await seoContext();
    const html = renderHead(helpHead([{ id: 1, question: 'How do I pay?', answer: '<p>By card or cash.</p>' }, { id: 2, question: ' ', answer: 'x' }], ctx), ctx);
    expect(block(html, 'FAQPage').mainEntity).toEqual([
      { '@type': 'Question', name: 'How do I pay?', acceptedAnswer: { '@type': 'Answer', text: 'By card or cash.' } },
    ]);
    expect(parseHead(html).title).toBe('Help and Support | QuickBasket');
    expect(jsonLdBlocks(renderHead(helpHead([], ctx), ctx)).map((b) => b['@type'])).toEqual(['BreadcrumbList']);
  });

  it('a not-found page stays out of the index', async () => {
    const ctx = await seoContext();
    const html = renderHead(notFoundHead('/no-such-page', ctx), ctx);
    const doc = parseHead(html);
    expect(metaContent(doc, 'robots')).toBe('noindex');
    expect(doc.title).toBe('Page not found | QuickBasket');
    expect(jsonLdBlocks(html)).toEqual([]);
  });
});
