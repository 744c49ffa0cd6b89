import { describe, expect, it } from 'vitest';
import { landingFixture, moduleFixture } from '@/test/fixtures';
import { ORIGIN, block, jsonLdBlocks, metaContent, parseHead, seoContext } from '@/test/seo-fixtures';
import { renderHead } from './head';
import { landingHead, moduleHomeHead, searchHead } from './landing-heads';

const SOCIAL = [
  { id: 1, name: 'facebook', link: 'https://facebook.com/quickbasket', status: 1 as const },
  { id: 2, name: 'instagram', link: 'https://instagram.com/quickbasket', status: 0 as const },
  { id: 3, name: 'x', link: '', status: 1 as const },
];

describe('landingHead', () => {
  it('describes the business as an Organization with its logo, contacts, address and social accounts', async () => {
    const ctx = await seoContext({ config: { social_media: SOCIAL } });
    const html = renderHead(landingHead(landingFixture(), ctx), ctx);
    expect(block(html, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'QuickBasket',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/storage/business/logo.png`,
      email: 'hello@example.com',
      telephone: '+1 555 0100',
      address: { '@type': 'PostalAddress', streetAddress: '1 Market Street', addressCountry: 'AE' },
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: 'hello@example.com', telephone: '+1 555 0100' },
      sameAs: ['https://facebook.com/quickbasket'],
    });
    const doc = parseHead(html);
    expect(doc.title).toBe('QuickBasket: Everything delivered');
    expect(metaContent(doc, 'description')).toBe('Food, groceries and more');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
  });

  it('names the WebSite with a SearchAction on the search page the search bar opens', async () => {
    const ctx = await seoContext();
    const site = block(renderHead(landingHead(landingFixture(), ctx), ctx), 'WebSite');
    expect(site).toMatchObject({ name: 'QuickBasket', url: `${ORIGIN}/`, inLanguage: 'en' });
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    const template: string = site.potentialAction.target.urlTemplate;
    expect(template).toContain('{search_term_string}');
    const url = new URL(template);
    expect([url.origin, url.pathname, url.searchParams.get('search'), url.searchParams.get('data_type')]).toEqual([ORIGIN, '/home', '{search_term_string}', 'searched']);
  });

  it('searches in the page language and leaves out what the business has not set', async () => {
    const ctx = await seoContext({ language: 'ar', config: { email: '', phone: '', address: '', logo_full_url: '' } });
    const html = renderHead(landingHead(undefined, ctx), ctx);
    expect(new URL(block(html, 'WebSite').potentialAction.target.urlTemplate).searchParams.get('lang')).toBe('ar');
    const organization = block(html, 'Organization');
    for (const key of ['logo', 'email', 'telephone', 'address', 'contactPoint', 'sameAs']) expect(organization).not.toHaveProperty(key);
    const doc = parseHead(html);
    expect(doc.title).toBe('QuickBasket');
    expect(metaContent(doc, 'description')).toBe('اطلب الطعام والبقالة والأدوية وغيرها من المتاجر القريبة منك مع QuickBasket.');
  });
});

describe('moduleHomeHead', () => {
  it('names /home after the module', async () => {
    const ctx = await seoContext();
    const html = renderHead(moduleHomeHead(moduleFixture({ module_name: 'Grocery', description: null }), ctx), ctx);
    const doc = parseHead(html);
    expect(doc.title).toBe('Grocery | QuickBasket');
    expect(metaContent(doc, 'description')).toBe('Grocery from stores near you, delivered by QuickBasket.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/home`);
    expect(jsonLdBlocks(html)).toEqual([]);
  });
});

describe('searchHead', () => {
  it('keeps search results out of the index', async () => {
    const ctx = await seoContext();
    const doc = parseHead(renderHead(searchHead(' pizza ', ctx), ctx));
    expect(doc.title).toBe('Results for “pizza” | QuickBasket');
    expect(metaContent(doc, 'robots')).toBe('noindex');
    expect(metaContent(doc, 'og:url')).toBe(`${ORIGIN}/home?search=pizza&data_type=searched`);
  });
});
