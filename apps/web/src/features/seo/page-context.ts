import type { TFunction } from 'i18next';
import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';
import { hasImage, type Config } from '@storefront/contract';
import { absolutePageUrl, type HeadContext } from './head';

/** What the business settings tell the heads: who runs the site, how to reach it, and its currency. */
export type SiteConfig = Pick<Config, 'logo_full_url' | 'address' | 'phone' | 'email' | 'social_media' | 'currency_code' | 'digit_after_decimal_point' | 'country'>;

/** Everything a page's head builder needs besides the page's data; the same object renders the head. */
export interface SeoContext extends HeadContext {
  /** i18next's translate function, in the page's language. */
  t: TFunction;
  config: SiteConfig;
}

export interface Crumb {
  name: string;
  path: string;
}

/** A schema.org node as it stands alone in a JSON-LD block. */
export const jsonLd = <T extends Thing>(thing: T): WithContext<T> => ({ '@context': 'https://schema.org', ...(thing as object) }) as WithContext<T>;

/** An absolute URL from an API picture or a path (the API answers absolute URLs; a bare path is on this origin). */
export function absoluteUrl(ctx: Pick<HeadContext, 'origin'>, url: string): string {
  try {
    return new URL(url, `${ctx.origin.replace(/\/+$/, '')}/`).toString();
  } catch {
    return url;
  }
}

/** A page of this site in the context's language, as the canonical link names it. */
export const pageUrl = (ctx: Pick<HeadContext, 'origin' | 'language'>, path: string) => absolutePageUrl(ctx.origin, path, ctx.language);

/** The business logo, absolute, when the business has one. */
export const logoUrl = (ctx: SeoContext): string | undefined =>
  hasImage(ctx.config.logo_full_url) ? absoluteUrl(ctx, ctx.config.logo_full_url) : undefined;

/** The page's own picture when it has a real one, else the business logo. */
export const pictureOr = (ctx: SeoContext, ...urls: Array<string | null | undefined>): string | undefined => {
  const url = urls.find(hasImage);
  return url ? absoluteUrl(ctx, url) : logoUrl(ctx);
};

/** The trail's first step: the site's front page. */
export const homeCrumb = (ctx: SeoContext): Crumb => ({ name: ctx.t('nav.home'), path: '/' });

/** Home › … › the page: positions from 1, each step's absolute address. */
export function breadcrumbList(ctx: SeoContext, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return jsonLd<BreadcrumbList>({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: pageUrl(ctx, crumb.path) })),
  });
}
