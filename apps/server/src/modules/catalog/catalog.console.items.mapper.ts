import type { ConsoleCatalogueRow, ItemCsvColumn, Language } from '@storefront/contract';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import { textsOf } from '../../lib/texts.js';
import type { CatalogueRow, FileRow } from './catalog.console.items.repository.js';

export function toCatalogueRow(row: CatalogueRow, lang: Language): ConsoleCatalogueRow {
  const names = textsOf(row.name, row.translations, 'name');
  const stockKept = row.module_type !== 'food';
  return {
    id: row.id,
    key: row.sku,
    name: translated(row.translations, lang, 'name', row.name),
    missing_languages: (['ar', 'fr'] as const).filter((l) => !names[l]),
    store: { id: row.store_id, name: translated(row.store_translations, lang, 'name', row.store_name) },
    module: { id: row.module_id, name: translated(row.module_translations, lang, 'module_name', row.module_name) },
    category: { id: row.category_id, name: row.category_name === null ? '' : translated(row.category_translations, lang, 'name', row.category_name) },
    price: toMajor(row.price),
    stock: row.stock,
    active: row.status === 1,
    out_of_stock: stockKept && row.stock <= 0,
    stock_kept: stockKept,
    updated_at: row.updated_at,
  };
}

/** An item as a file's row holds it (see ITEM_CSV_COLUMNS): numbers stay numbers, so that no spreadsheet reads them as formulas. */
export function toFileRow(row: FileRow): Record<ItemCsvColumn, string | number> {
  const names = textsOf(row.name, row.translations, 'name');
  const descriptions = textsOf(row.description, row.translations, 'description');
  return {
    key: row.sku, store_id: row.store_id, store: row.store_name, category_id: row.category_id, category: row.category_name ?? '',
    name_en: names.en, name_ar: names.ar, name_fr: names.fr,
    description_en: descriptions.en, description_ar: descriptions.ar, description_fr: descriptions.fr,
    price: toMajor(row.price), discount: row.discount_type === 'amount' ? toMajor(row.discount) : row.discount, discount_type: row.discount_type,
    unit: row.unit_type ?? '', stock: row.stock, state: row.status === 1 ? 'active' : 'inactive',
    veg: row.veg, recommended: row.recommended, organic: row.organic, halal: row.is_halal, prescription: row.is_prescription_required,
  };
}
