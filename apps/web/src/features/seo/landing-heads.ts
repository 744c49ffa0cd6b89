import type { Organization, SearchAction, WebSite, WithActionConstraints } from 'schema-dts';
import type { LandingPage, Module } from '@storefront/contract';
import type { PageHead } from './head';
import { jsonLd, logoUrl, pageUrl, pictureOr, type SeoContext } from './page-context';

/** The search page's placeholder for the words, as SearchAction's query-input names it. */
const SEARCH_TERM = '{search_term_string}';

/**
 * The search results address with the words left open: /home?search=…&data_type=searched, as the
 * search bar builds it, plus the language the page was read in.
 */
export function searchUrlTemplate(ctx: SeoContext): string {
  const lang = ctx.language === 'en' ? '' : `&lang=${ctx.language}`;
  return `${ctx.origin.replace(/\/+$/, '')}/home?search=${SEARCH_TERM}&data_type=searched${lang}`;
}

/** The business behind the site: its logo, how to reach it, and its social accounts that are switched on. */
export function organization(ctx: SeoContext) {
  const { config } = ctx;
  const logo = logoUrl(ctx);
  const sameAs = config.social_media.filter((s) => s.status === 1 && /^https?:\/\//.test(s.link)).map((s) => s.link);
  const contact = config.email || config.phone;
  return jsonLd<Organization>({
    '@type': 'Organization',
    name: ctx.siteName,
    url: pageUrl(ctx, '/'),
    ...(logo ? { logo } : {}),
    ...(config.email ? { email: config.email } : {}),
    ...(config.phone ? { telephone: config.phone } : {}),
    ...(config.address
      ? { address: { '@type': 'PostalAddress', streetAddress: config.address, ...(config.country ? { addressCountry: config.country } : {}) } }
      : {}),
    ...(contact
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            ...(config.email ? { email: config.email } : {}),
            ...(config.phone ? { telephone: config.phone } : {}),
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  });
}

/** The site itself, and how to search it from a results page. */
export function website(ctx: SeoContext) {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate(ctx) },
    'query-input': 'required name=search_term_string',
  };
  return jsonLd<WebSite>({ '@type': 'WebSite', name: ctx.siteName, url: pageUrl(ctx, '/'), inLanguage: ctx.language, potentialAction: search });
}

/** `/`: the business and the site. Its title is the site's name (with the page's headline), never suffixed. */
export function landingHead(landing: LandingPage | undefined, ctx: SeoContext): PageHead {
  const headline = landing?.fixed_header_title.trim();
  return {
    title: headline ? `${ctx.siteName}: ${headline}` : ctx.siteName,
    description: landing?.fixed_header_sub_title.trim() || landing?.fixed_footer_description.trim() || ctx.t('seo.landing_description', { site: ctx.siteName }),
    path: '/',
    image: pictureOr(ctx, landing?.header_banner_full_url),
    ogType: 'website',
    jsonLd: [organization(ctx), website(ctx)],
  };
}

/**
 * `/home` with a module chosen: named after the module. No JSON-LD: the site and the business are
 * described once, on the landing page, and the module home lists nothing that has an address of its own.
 */
export function moduleHomeHead(module: Module, ctx: SeoContext): PageHead {
  return {
    title: module.module_name,
    description: module.description?.trim() || ctx.t('seo.module_description', { module: module.module_name, site: ctx.siteName }),
    path: '/home',
    image: pictureOr(ctx, module.thumbnail_full_url, module.icon_full_url),
    ogType: 'website',
    jsonLd: [],
  };
}

/** `/home?search=…`: results change with every search and stay out of the index. */
export function searchHead(term: string, ctx: SeoContext): PageHead {
  const words = term.trim();
  return {
    title: ctx.t('search.results_for', { term: words }),
    description: ctx.t('seo.search_description', { term: words, site: ctx.siteName }),
    path: `/home?${new URLSearchParams({ search: words, data_type: 'searched' })}`,
    image: logoUrl(ctx),
    jsonLd: [],
    noindex: true,
  };
}
