import { TRANSLATION_KINDS, type MissingTranslation, type MissingTranslationsPage, type MissingTranslationsQuery, type TranslationKind } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { countEach, TRANSLATED_LANGUAGES, type LackingFilter, type LackingText, type LackingTexts } from '../../db/lacking-texts.js';
import { bannersLackingTexts } from '../banners/banners.repository.js';
import { itemsLackingTexts } from '../catalog/catalog.console.repository.js';
import { storesLackingTexts } from '../catalog/catalog.stores.repository.js';
import { catalogueNamesLackingTexts } from '../categories/categories.console.repository.js';
import { readSettings } from '../config/config.repository.js';
import { settingsLackingTexts, type SettingLackingText } from '../config/config.translations.js';
import { modulesLackingTexts } from '../modules/modules.console.repository.js';
import { cashbacksLackingTexts, couponsLackingTexts } from '../offers/offers.console.repository.js';
import { parcelCategoriesLackingTexts } from '../parcel/parcel.repository.js';
import { campaignsLackingTexts } from '../campaigns/campaigns.console.repository.js';
import { termsLackingTexts } from '../catalog/catalog.terms.repository.js';
import { faqsLackingTexts } from '../support/support.repository.js';

/** One field of one kind, as its owner module finds the rows lacking it. */
interface Source { kind: TranslationKind; field: string; texts: LackingTexts }

const ENGLISH_SHOWN = 300;
const PAGE_SIZE = 20;

/** The settings' texts (a handful) in the shape of a table's, counted and paged in memory. */
function inMemory(found: readonly SettingLackingText[]): LackingTexts & { rows: readonly SettingLackingText[] } {
  return { rows: found, count: async () => found.length, page: async (offset, limit) => found.slice(offset, offset + limit) as unknown as LackingText[] };
}

/**
 * Every customer-visible text that has English and lacks its Arabic or French, each kind read by the
 * module that owns it. The list is ordered by kind, field and id; a page is cut out of the fields' counts
 * (every field's count in one statement, then a page of the one or two fields the page falls in), so a
 * call costs the same few queries whatever the number of rows, and each count reads a partial index of
 * its table's rows lacking a translation (lacking either language, or the one asked for).
 */
export class TranslationsConsoleService {
  constructor(private readonly deps: { db: Db }) {}

  private async sources(filter: LackingFilter): Promise<Source[]> {
    const { db } = this.deps;
    const settings = settingsLackingTexts(await readSettings(db), filter);
    const ofKind = (kind: 'page' | 'landing') => ({ kind, field: '', texts: inMemory(settings.filter((s) => s.kind === kind)) });
    return [
      { kind: 'item', field: 'name', texts: itemsLackingTexts(db, 'name', filter) },
      { kind: 'item', field: 'description', texts: itemsLackingTexts(db, 'description', filter) },
      { kind: 'store', field: 'name', texts: storesLackingTexts(db, filter) },
      { kind: 'category', field: 'name', texts: catalogueNamesLackingTexts(db, 'categories', filter) },
      { kind: 'brand', field: 'name', texts: catalogueNamesLackingTexts(db, 'brands', filter) },
      { kind: 'unit', field: 'name', texts: termsLackingTexts(db, 'units', filter) },
      { kind: 'attribute', field: 'name', texts: termsLackingTexts(db, 'attributes', filter) },
      { kind: 'banner', field: 'title', texts: bannersLackingTexts(db, 'title', filter) },
      { kind: 'banner', field: 'short_description', texts: bannersLackingTexts(db, 'short_description', filter) },
      { kind: 'coupon', field: 'title', texts: couponsLackingTexts(db, filter) },
      { kind: 'campaign', field: 'title', texts: campaignsLackingTexts(db, 'campaigns', 'title', filter) },
      { kind: 'campaign', field: 'description', texts: campaignsLackingTexts(db, 'campaigns', 'description', filter) },
      { kind: 'item_campaign', field: 'title', texts: campaignsLackingTexts(db, 'item_campaigns', 'title', filter) },
      { kind: 'flash_sale', field: 'title', texts: campaignsLackingTexts(db, 'flash_sales', 'title', filter) },
      { kind: 'cashback', field: 'title', texts: cashbacksLackingTexts(db, filter) },
      { kind: 'parcel_category', field: 'name', texts: parcelCategoriesLackingTexts(db, 'name', filter) },
      { kind: 'parcel_category', field: 'description', texts: parcelCategoriesLackingTexts(db, 'description', filter) },
      { kind: 'module', field: 'module_name', texts: modulesLackingTexts(db, 'module_name', filter) },
      { kind: 'module', field: 'description', texts: modulesLackingTexts(db, 'description', filter) },
      { kind: 'faq', field: 'question', texts: faqsLackingTexts(db, 'question', filter) },
      { kind: 'faq', field: 'answer', texts: faqsLackingTexts(db, 'answer', filter) },
      ofKind('page'),
      ofKind('landing'),
    ];
  }

  async missing(query: MissingTranslationsQuery): Promise<MissingTranslationsPage> {
    const filter: LackingFilter = { langs: query.lang ? [query.lang] : TRANSLATED_LANGUAGES, q: query.q?.trim() || undefined };
    const sources = await this.sources(filter);
    const counted = (await countEach(this.deps.db, sources.map((s) => s.texts))).map((count, i) => ({ source: sources[i]!, count }));
    const counts = Object.fromEntries(TRANSLATION_KINDS.map((k) => [k, 0])) as Record<TranslationKind, number>;
    for (const { source, count } of counted) counts[source.kind] += count;
    const listed = counted.filter(({ source }) => !query.kind || source.kind === query.kind);
    const limit = query.limit ?? PAGE_SIZE;
    let skip = ((query.offset ?? 1) - 1) * limit;
    const texts: MissingTranslation[] = [];
    for (const { source, count } of listed) {
      if (texts.length >= limit) break;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const rows = await source.texts.page(skip, Math.min(limit - texts.length, count - skip));
      skip = 0;
      texts.push(...rows.map((row) => toMissing(source, row)));
    }
    return { total: listed.reduce((sum, { count }) => sum + count, 0), counts, texts };
  }
}

function toMissing(source: Source, row: LackingText | SettingLackingText): MissingTranslation {
  const english = row.english.length > ENGLISH_SHOWN ? `${row.english.slice(0, ENGLISH_SHOWN - 1)}…` : row.english;
  if ('kind' in row) return { kind: row.kind, id: row.id, store_id: null, name: row.name, field: row.field, english, missing: row.missing };
  return { kind: source.kind, id: String(row.id), store_id: row.store_id, name: row.name, field: source.field, english, missing: row.missing };
}
