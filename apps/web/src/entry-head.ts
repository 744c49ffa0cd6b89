import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { BasicCampaignDetails, Category, Config, FlashSalePage, Item, LandingPage, Module, PageContent, PageKey, Store } from '@storefront/contract';
import type { LanguageCode } from '@storefront/ui/language';
import { campaignDetailsQueryOptions } from '@/features/campaigns/api/get-campaign-details';
import { flashSalesQueryOptions } from '@/features/campaigns/api/get-flash-sales';
import { categoryQueryOptions } from '@/features/catalog/api/get-category';
import { itemDetailsQueryOptions } from '@/features/catalog/api/get-item-details';
import { storeDetailsQueryOptions } from '@/features/catalog/api/get-store-details';
import { configQueryOptions } from '@/features/config/api/get-config';
import { landingPageQueryOptions } from '@/features/landing/api/get-landing-page';
import { pageQueryOptions } from '@/features/pages/api/get-page';
import { renderHead, type PageHead } from '@/features/seo/head';
import { landingHead, moduleHomeHead, searchHead } from '@/features/seo/landing-heads';
import type { SeoContext } from '@/features/seo/page-context';
import {
  allBrandsHead, campaignHead, categoriesHead, categoryHead, flashSalesHead, helpHead, notFoundHead, policyHead, storeListHead,
} from '@/features/seo/page-heads';
import { productHead } from '@/features/seo/product-head';
import { storeHead } from '@/features/seo/store-head';
import { faqQueryOptions } from '@/features/support/api/get-faq';
import { getSelectedModule } from '@/lib/session';

export interface HeadInput {
  queryClient: QueryClient;
  /** The deepest matched route's path, e.g. `product/:id`. */
  route: string;
  params: Record<string, string | undefined>;
  url: URL;
  language: LanguageCode;
  t: TFunction;
  notFound: boolean;
}

/** The head of a page rendered on the server, from the data its render loaded (rendered in the render's scope). */
export function pageHead(input: HeadInput): string {
  const { queryClient, url } = input;
  const data = <T>(key: QueryKey) => queryClient.getQueryData<T>(key);
  const config = data<Config>(configQueryOptions().queryKey);
  const ctx: SeoContext = { origin: url.origin, language: input.language, siteName: config?.business_name ?? '', t: input.t, config: config ?? ({} as Config) };
  const head = input.notFound ? notFoundHead(url.pathname, ctx) : routeHead(input, ctx, data);
  return renderHead(head ?? notFoundHead(url.pathname, ctx), ctx);
}

function routeHead({ route, params, url }: HeadInput, ctx: SeoContext, data: <T>(key: QueryKey) => T | undefined): PageHead | undefined {
  const id = params.id ?? '';
  switch (route) {
    case '':
    case undefined:
      return landingHead(data<LandingPage>(landingPageQueryOptions().queryKey), ctx);
    case 'home': {
      const search = url.searchParams.get('search');
      if (search !== null) return searchHead(search, ctx);
      const module = getSelectedModule() as Module | null;
      return module ? moduleHomeHead(module, ctx) : landingHead(data<LandingPage>(landingPageQueryOptions().queryKey), ctx);
    }
    case 'product/:id': {
      const item = data<Item>(itemDetailsQueryOptions(id).queryKey);
      return item && productHead(item, ctx);
    }
    case 'store/:id': {
      const store = data<Store>(storeDetailsQueryOptions(id).queryKey);
      return store && storeHead(store, ctx);
    }
    case 'store/latest':
    case 'store/popular':
      return storeListHead(route === 'store/latest' ? 'latest' : 'popular', [], ctx);
    case 'category/:id': {
      const category = data<Category>(categoryQueryOptions(id).queryKey);
      return category && categoryHead(category, [], ctx);
    }
    case 'categories':
      return categoriesHead(ctx);
    case 'campaigns/:id': {
      const campaign = data<BasicCampaignDetails>(campaignDetailsQueryOptions(id).queryKey);
      return campaign && campaignHead(campaign, ctx);
    }
    case 'flash-sales': {
      const raw = url.searchParams.get('id');
      const saleId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
      const sales = data<FlashSalePage>(flashSalesQueryOptions().queryKey)?.flash_sales ?? [];
      return flashSalesHead({ id: saleId, sale: saleId === null ? sales[0] : sales.find((s) => s.id === saleId) }, ctx);
    }
    case 'all-brands':
      return allBrandsHead(ctx);
    case 'help-and-support':
      return helpHead(data<{ faqs: Parameters<typeof helpHead>[0] }>(faqQueryOptions().queryKey)?.faqs ?? [], ctx);
    default: {
      const page = data<PageContent>(pageQueryOptions(route as PageKey).queryKey);
      return page && policyHead(route as PageKey, page, ctx);
    }
  }
}
