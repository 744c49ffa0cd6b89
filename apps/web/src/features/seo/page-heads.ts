import type { FAQPage, ItemList } from 'schema-dts';
import {
  itemPagePath, storePagePath, type BasicCampaignDetails, type Category, type Faq, type FlashSale, type Item, type PageContent, type PageKey, type Store,
} from '@storefront/contract';
import type { PageHead } from './head';
import { breadcrumbList, homeCrumb, jsonLd, logoUrl, pageUrl, pictureOr, type Crumb, type SeoContext } from './page-context';
import { plainText } from './text';

export { landingHead, moduleHomeHead, searchHead } from './landing-heads';
export { productHead } from './product-head';
export { storeHead } from './store-head';

/** Pages with no picture of their own show the business logo; those with a list name its entries in order. */
function listHead(ctx: SeoContext, page: { title: string; description: string; path: string; image?: string; trail?: Crumb[]; entries?: Crumb[] }): PageHead {
  const trail = [homeCrumb(ctx), ...(page.trail ?? []), { name: page.title, path: page.path }];
  const list = page.entries && page.entries.length > 0 ? [entryList(ctx, page.entries)] : [];
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    image: page.image ?? logoUrl(ctx),
    ogType: 'website',
    jsonLd: [breadcrumbList(ctx, trail), ...list],
  };
}

/** The items or stores a page lists, by position, each with its own page's address. */
export function entryList(ctx: SeoContext, entries: readonly Crumb[]) {
  return jsonLd<ItemList>({
    '@type': 'ItemList',
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, name: entry.name, url: pageUrl(ctx, entry.path) })),
  });
}

const itemEntries = (items: readonly Pick<Item, 'id' | 'slug' | 'name'>[]) => items.map((item) => ({ name: item.name, path: itemPagePath(item) }));
const storeEntries = (stores: readonly Pick<Store, 'id' | 'slug' | 'name'>[]) => stores.map((store) => ({ name: store.name, path: storePagePath(store) }));

/** `/categories`. */
export const categoriesHead = (ctx: SeoContext): PageHead =>
  listHead(ctx, { title: ctx.t('pages.categories'), description: ctx.t('seo.categories_description', { site: ctx.siteName }), path: '/categories' });

/** `/category/{id}`: Home › Categories › the category, and the items of its first page. */
export function categoryHead(category: Category, items: readonly Item[], ctx: SeoContext): PageHead {
  return listHead(ctx, {
    title: category.name,
    description: ctx.t('seo.category_description', { name: category.name, site: ctx.siteName }),
    path: `/category/${category.id}`,
    image: pictureOr(ctx, category.image_full_url),
    trail: [{ name: ctx.t('pages.categories'), path: '/categories' }],
    entries: itemEntries(items),
  });
}

/** `/campaigns/{id}`: a basic campaign and the stores taking part. */
export function campaignHead(campaign: BasicCampaignDetails, ctx: SeoContext): PageHead {
  return listHead(ctx, {
    title: campaign.title,
    description: plainText(campaign.description) || ctx.t('seo.campaign_description', { title: campaign.title, site: ctx.siteName }),
    path: `/campaigns/${campaign.id}`,
    image: pictureOr(ctx, campaign.image_full_url),
    entries: storeEntries(campaign.stores),
  });
}

/**
 * `/flash-sales` (the running sale) or `/flash-sales?id=` (one sale by id): the address the visitor
 * asked for, since the running sale changes while /flash-sales stays.
 */
export function flashSalesHead(page: { id: number | null; sale: FlashSale | undefined }, ctx: SeoContext): PageHead {
  const title = page.sale?.title.trim() || ctx.t('pages.flash_sales');
  const products = page.sale?.active_products ?? [];
  return listHead(ctx, {
    title,
    description: ctx.t('seo.flash_sales_description', { site: ctx.siteName }),
    path: page.id === null ? '/flash-sales' : `/flash-sales?id=${page.id}`,
    image: pictureOr(ctx, products[0]?.item.image_full_url),
    entries: itemEntries(products.map((p) => p.item)),
  });
}

/** `/all-brands`: brands open search results, which have no address to list. */
export const allBrandsHead = (ctx: SeoContext): PageHead =>
  listHead(ctx, { title: ctx.t('pages.all_brands'), description: ctx.t('seo.all_brands_description', { site: ctx.siteName }), path: '/all-brands' });

/** `/store/latest` and `/store/popular`, with the stores of the first page. */
export function storeListHead(kind: 'latest' | 'popular', stores: readonly Store[], ctx: SeoContext): PageHead {
  return listHead(ctx, {
    title: ctx.t(kind === 'latest' ? 'pages.latest_stores' : 'pages.popular_stores'),
    description: ctx.t(kind === 'latest' ? 'seo.latest_stores_description' : 'seo.popular_stores_description', { site: ctx.siteName }),
    path: `/store/${kind}`,
    entries: storeEntries(stores),
  });
}

/** The policy pages' titles when the page's own is empty: `about-us` reads pages.about_us. */
const pageTitleKey = (key: PageKey) => `pages.${key.replace(/-/g, '_')}`;

/** `/about-us`, `/terms-and-conditions` and the other policy pages: their own title and the start of their text. */
export function policyHead(key: PageKey, page: PageContent, ctx: SeoContext): PageHead {
  const title = page.title.trim() || ctx.t(pageTitleKey(key));
  return {
    ...listHead(ctx, { title, description: plainText(page.content) || ctx.t('seo.policy_description', { title, site: ctx.siteName }), path: `/${key}` }),
    ogType: 'article',
  };
}

/** `/help-and-support`: the business's contacts, and its common questions as an FAQ page when there are some. */
export function helpHead(faqs: readonly Faq[], ctx: SeoContext): PageHead {
  const head = listHead(ctx, { title: ctx.t('pages.help_and_support'), description: ctx.t('support.subtitle'), path: '/help-and-support' });
  const answered = faqs.filter((f) => f.question.trim() && f.answer.trim());
  if (answered.length === 0) return head;
  const faq = jsonLd<FAQPage>({
    '@type': 'FAQPage',
    mainEntity: answered.map((f) => ({ '@type': 'Question', name: plainText(f.question), acceptedAnswer: { '@type': 'Answer', text: plainText(f.answer) } })),
  });
  return { ...head, jsonLd: [...head.jsonLd, faq] };
}

/** Any address that names nothing: kept out of the index, at the address asked for. */
export function notFoundHead(path: string, ctx: SeoContext): PageHead {
  return { title: ctx.t('not_found.title'), description: ctx.t('not_found.description'), path, image: logoUrl(ctx), jsonLd: [], noindex: true };
}
