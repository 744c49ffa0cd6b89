import type { Thing, WithContext } from 'schema-dts';
import { LANGUAGES } from '@storefront/ui/language';
import { escapeHtml, jsonForScript, summary } from './text';

export type SeoLanguage = 'en' | 'ar' | 'fr';

/** What one public page tells search engines and link previews; renderHead turns it into tags. */
export interface PageHead {
  /** Without the site name: renderHead appends " | {siteName}", except on the landing page (`/`). */
  title: string;
  /** Plain text; renderHead keeps it to about 160 characters, cut at a word. */
  description: string;
  /** The page's own path, with only the query that names its content (none for a product), e.g. /product/cheese-pizza. */
  path: string;
  /** Absolute URL of the page's picture: the item's or store's, else the business logo. */
  image?: string;
  ogType?: 'website' | 'product' | 'restaurant.restaurant' | 'business.business' | 'article';
  jsonLd: Array<WithContext<Thing>>;
  /** Pages that should stay out of search results (search results, not found). */
  noindex?: boolean;
}

export interface HeadContext {
  /** Scheme and host, without a trailing slash: https://shop.example */
  origin: string;
  language: SeoLanguage;
  siteName: string;
}

const SEO_LANGUAGES: readonly SeoLanguage[] = ['en', 'ar', 'fr'];
const LANDING_PATH = '/';

/**
 * The page's address in a language: English is the plain path, the others add `lang` to its query.
 * A `lang` already in the path is replaced, so the result never names two languages.
 */
export function withLanguage(path: string, language: SeoLanguage): string {
  const hash = path.indexOf('#');
  const bare = hash >= 0 ? path.slice(0, hash) : path;
  const mark = bare.indexOf('?');
  const pathname = mark >= 0 ? bare.slice(0, mark) : bare;
  const query = new URLSearchParams(mark >= 0 ? bare.slice(mark + 1) : '');
  query.delete('lang');
  if (language !== 'en') query.set('lang', language);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** A page's absolute address in a language: the origin (a trailing slash dropped) and withLanguage's path. */
export const absolutePageUrl = (origin: string, path: string, language: SeoLanguage) =>
  `${origin.replace(/\/+$/, '')}${withLanguage(path, language)}`;

/** Open Graph's locale (en_US): the language and the country the language picker pairs it with. */
export function ogLocale(language: SeoLanguage): string {
  const known = LANGUAGES.find((l) => l.code === language);
  return `${language}_${known?.country ?? 'US'}`;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
const link = (attrs: Record<string, string>) =>
  `<link ${Object.entries(attrs).map(([k, v]) => `${k}="${escapeHtml(v)}"`).join(' ')}>`;

/** The page's <head> tags as HTML, every text escaped and every JSON-LD block safe inside its <script>. */
export function renderHead(head: PageHead, ctx: HeadContext): string {
  const title = head.path === LANDING_PATH || !ctx.siteName ? head.title : `${head.title} | ${ctx.siteName}`;
  const description = summary(head.description);
  const url = absolutePageUrl(ctx.origin, head.path, ctx.language);
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (head.noindex) {
    // A page kept out of the index names no canonical or alternates: those would ask for it to be indexed.
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(link({ rel: 'canonical', href: url }));
    for (const language of SEO_LANGUAGES) {
      tags.push(link({ rel: 'alternate', hreflang: language, href: absolutePageUrl(ctx.origin, head.path, language) }));
    }
    tags.push(link({ rel: 'alternate', hreflang: 'x-default', href: absolutePageUrl(ctx.origin, head.path, 'en') }));
  }
  tags.push(
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', ctx.siteName),
    meta('property', 'og:locale', ogLocale(ctx.language)),
    ...SEO_LANGUAGES.filter((l) => l !== ctx.language).map((l) => meta('property', 'og:locale:alternate', ogLocale(l))),
  );
  if (head.image) tags.push(meta('property', 'og:image', head.image), meta('property', 'og:image:alt', head.title));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  for (const block of head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  return tags.join('\n');
}
