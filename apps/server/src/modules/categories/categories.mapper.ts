import type { Brand, Category, CommonCondition, ConsoleBrand, ConsoleCategory, Language } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { translated } from '../../lib/i18n.js';
import { storageName, storageUrl } from '../../lib/images.js';
import { textsOf } from '../../lib/texts.js';
import type { ConsoleBrandRow, ConsoleCategoryRow } from './categories.console.repository.js';

export function toSubCategory(row: Row<'categories'>, lang: Language, publicUrl: string): Omit<Category, 'childes'> {
  return {
    id: row.id,
    name: translated(row.translations, lang, 'name', row.name),
    slug: row.slug,
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    parent_id: row.parent_id,
    position: row.position,
    priority: row.priority,
    module_id: row.module_id,
    featured: row.featured ? 1 : 0,
  };
}

export function toCategory(row: Row<'categories'>, children: readonly Row<'categories'>[], lang: Language, publicUrl: string): Category {
  return { ...toSubCategory(row, lang, publicUrl), childes: children.map((c) => toSubCategory(c, lang, publicUrl)) };
}

export function toBrand(
  row: { id: number; name: string; translations: string; slug: string; image: string | null; module_id: number; items_count: number | string },
  lang: Language,
  publicUrl: string,
): Brand {
  return {
    id: row.id,
    name: translated(row.translations, lang, 'name', row.name),
    slug: row.slug,
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    module_id: row.module_id,
    items_count: Number(row.items_count),
  };
}

export function toCondition(row: { id: number; name: string; translations: string }, lang: Language): CommonCondition {
  return { id: row.id, name: translated(row.translations, lang, 'name', row.name) };
}

/** A category as the console edits it: its name in every language ('' where untranslated). */
export function toConsoleCategory(row: ConsoleCategoryRow, publicUrl: string): ConsoleCategory {
  return {
    id: row.id, version: row.version, name: textsOf(row.name, row.translations, 'name'), module_id: row.module_id, parent_id: row.parent_id,
    position: row.position, slug: row.slug, featured: row.featured === 1, priority: row.priority, on: row.status === 1,
    image_full_url: storageUrl(publicUrl, row.image), items_count: Number(row.items_count), created_at: row.created_at,
  };
}

export function toConsoleBrand(row: ConsoleBrandRow, publicUrl: string): ConsoleBrand {
  return {
    id: row.id, version: row.version, name: textsOf(row.name, row.translations, 'name'), module_id: row.module_id, slug: row.slug,
    on: row.status === 1, image_full_url: storageUrl(publicUrl, row.image), items_count: Number(row.items_count), created_at: row.created_at,
  };
}
