import i18next, { type TFunction } from 'i18next';
import type { Config } from '@storefront/contract';
import type { SeoContext } from '@/features/seo/page-context';
import { i18n } from '@/i18n';
import ar from '@/i18n/ar.json';
import fr from '@/i18n/fr.json';
import { configFixture } from './fixtures';

export const ORIGIN = 'https://shop.example';

const others = { ar, fr };

/** A translate function in one language, apart from the app's shared instance (English, loaded by the setup). */
async function translator(language: SeoContext['language']): Promise<TFunction> {
  if (language === 'en') return i18n.t;
  const instance = i18next.createInstance();
  await instance.init({ lng: language, fallbackLng: 'en', resources: { [language]: { translation: others[language] } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  return instance.t;
}

/** What the server hands a head builder: the shop's origin, the page's language and the business settings. */
export async function seoContext(overrides: Partial<Omit<SeoContext, 'config' | 't'>> & { config?: Partial<Config> } = {}): Promise<SeoContext> {
  const language = overrides.language ?? 'en';
  return {
    origin: overrides.origin ?? ORIGIN,
    language,
    siteName: overrides.siteName ?? 'QuickBasket',
    t: await translator(language),
    config: configFixture({ logo_full_url: `${ORIGIN}/storage/business/logo.png`, country: 'AE', currency_code: 'AED', ...overrides.config }),
  };
}

/** The rendered tags as a browser reads them inside <head>. */
export function parseHead(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

/** Every JSON-LD block of the rendered tags, parsed back. */
export function jsonLdBlocks(html: string): Array<Record<string, any>> {
  return [...parseHead(html).querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
}

/** The one block of a schema.org type; fails when there is none or more than one. */
export function block(html: string, type: string): Record<string, any> {
  const found = jsonLdBlocks(html).filter((b) => b['@type'] === type);
  if (found.length !== 1) throw new Error(`expected one ${type} block, found ${found.length}`);
  return found[0]!;
}

export const metaContent = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
