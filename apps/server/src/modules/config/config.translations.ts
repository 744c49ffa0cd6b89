import { PAGE_KEYS } from '@storefront/contract';
import { TRANSLATED_LANGUAGES, type LackingFilter, type TranslatedLanguage } from '../../db/lacking-texts.js';
import { LANDING_SETTING, toConsoleLanding, type StoredLanding } from './config.landing.js';
import { toConsolePage } from './config.pages.js';

/** A text kept in the settings (an information page's, the landing page's) that lacks a translation. */
export interface SettingLackingText { kind: 'page' | 'landing'; id: string; name: string; field: string; english: string; missing: TranslatedLanguage[] }

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * The information pages' and the landing page's texts that have English and lack Arabic or French, as
 * `filter` asks: a handful of settings, read whole. Page bodies are shown without their markup.
 */
export function settingsLackingTexts(settings: Map<string, unknown>, filter: LackingFilter): SettingLackingText[] {
  const found: SettingLackingText[] = [];
  const add = (kind: SettingLackingText['kind'], id: string, name: string, field: string, texts: { en: string; ar: string; fr: string }) => {
    const missing = TRANSLATED_LANGUAGES.filter((l) => !texts[l].trim());
    if (!texts.en.trim() || !missing.some((l) => filter.langs.includes(l))) return;
    const english = field === 'content' ? plain(texts.en) : texts.en;
    const q = filter.q?.toLowerCase();
    if (q && !english.toLowerCase().includes(q) && !name.toLowerCase().includes(q)) return;
    found.push({ kind, id, name, field, english, missing });
  };
  for (const key of PAGE_KEYS) {
    const page = toConsolePage(key, settings);
    for (const field of ['title', 'content'] as const) add('page', key, page.title.en || key, field, page[field]);
  }
  const landing = toConsoleLanding(settings.get(LANDING_SETTING) as StoredLanding | undefined, '');
  for (const [field, texts] of Object.entries(landing.texts)) add('landing', 'landing', 'landing', field, texts);
  landing.promotion_banners.forEach((b, n) => {
    add('landing', 'landing', 'landing', `promotion_banners.${n}.title`, b.title);
    add('landing', 'landing', 'landing', `promotion_banners.${n}.sub_title`, b.sub_title);
  });
  return found;
}
