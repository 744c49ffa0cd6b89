import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };

/** Every text of a language file by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) texts.set(k, v);
  }
  return texts;
}

/** The texts pages load with themselves (a feature's texts/<language>.json), checked as the app's own. */
const pageTexts = import.meta.glob<Tree>('../features/*/texts/*.json', { eager: true, import: 'default' });
const withPages = (language: string, own: Tree): Map<string, string> => {
  const texts = flatten(own);
  for (const [path, tree] of Object.entries(pageTexts)) if (path.endsWith(`/${language}.json`)) for (const [k, v] of flatten(tree)) texts.set(k, v);
  return texts;
};

const english = withPages('en', en);
const languages = { ar: withPages('ar', ar), fr: withPages('fr', fr) };

/** Plural forms a language has beyond English's one and other (i18next's suffixes). */
const EXTRA_PLURALS = { ar: ['zero', 'two', 'few', 'many'], fr: ['many'] } as const;

/**
 * Texts that are rightly the same as the English: words French shares with English, and formats
 * made only of placeholders, numbers and signs (those pass without being listed).
 */
const SAME_AS_ENGLISH: Record<keyof typeof languages, readonly string[]> = {
  ar: [],
  fr: [
    'common.notifications', 'nav.contact', 'auth.code', 'item_popup.total', 'pages.coupons', 'catalog.halal', 'catalog.module_noun.food',
    'catalog.module_noun.parcel', 'countdown.minutes', 'countdown.seconds', 'offers.cashback_title', 'wallet.filters.cashback',
    'wallet.types.cashback', 'loyalty.rate', 'parcel.promotion', 'parcel.distance', 'parcel.total', 'search.suggestions', 'store.distance',
    'profile.zoom', 'orders.total', 'orders.coupon_code', 'orders.note', 'orders.refund_images', 'checkout.coupon', 'checkout.total',
    'tracking.instruction', 'chat.conversations', 'chat.photo', 'chat.image_preview', 'chat.message_label', 'chat.messages',
  ],
};

/** Nothing but placeholders, digits, spaces and signs: nothing to translate. */
const untranslatable = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]+\}\}/g, '').replace(/\b(km|A-Z|Z-A)\b/g, ''));

it('reads the texts pages load with themselves, in every language', () => {
  expect(Object.keys(pageTexts).filter((path) => path.includes('/stores/texts/')).sort()).toEqual(['../features/stores/texts/ar.json', '../features/stores/texts/en.json', '../features/stores/texts/fr.json']);
  expect(english.get('stores.application.send')).toBe('Send application');
});

describe.each(Object.entries(languages) as [keyof typeof languages, Map<string, string>][])('%s', (lang, texts) => {
  it('has every English key, none of them empty', () => {
    const missing = [...english.keys()].filter((key) => !texts.has(key));
    const empty = [...english.keys()].filter((key) => texts.has(key) && !texts.get(key)!.trim());
    expect(missing).toEqual([]);
    expect(empty).toEqual([]);
  });

  it('has no key English lacks, but its own plural forms', () => {
    const plural = new RegExp(`_(${EXTRA_PLURALS[lang].join('|')})$`);
    const extra = [...texts.keys()].filter((key) => !english.has(key) && !(plural.test(key) && english.has(key.replace(plural, '_other'))));
    expect(extra).toEqual([]);
  });

  it('translates every text, but the listed words it shares with English', () => {
    const allowed = new Set(SAME_AS_ENGLISH[lang]);
    const copied = [...english].filter(([key, text]) => texts.get(key) === text && !allowed.has(key) && !untranslatable(text)).map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    // A plural form for one (or two) may say the number in words: only {{count}} may be left out there.
    const optional = (key: string, name: string | undefined) => name === 'count' && /_(one|two)$/.test(key);
    const changed = [...english]
      .filter(([key, text]) => texts.has(key) && names(text).some((name) => !optional(key, name) && !names(texts.get(key)!).includes(name)))
      .map(([key]) => key);
    expect(changed).toEqual([]);
  });

  if (lang === 'ar') {
    it('writes Arabic in Arabic script', () => {
      const latin = [...texts].filter(([, text]) => !untranslatable(text) && !/[\u0600-\u06FF]/.test(text)).map(([key]) => key);
      expect(latin).toEqual([]);
    });
  }
});
