import type { Language, Module, ModuleType } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { translated } from '../../lib/i18n.js';
import { storageName, storageUrl } from '../../lib/images.js';

export function toModule(
  row: Row<'modules'>,
  zones: { id: number; name: string }[],
  storesCount: number,
  lang: Language,
  publicUrl: string,
): Module {
  return {
    id: row.id,
    module_name: translated(row.translations, lang, 'module_name', row.module_name),
    module_type: row.module_type as ModuleType,
    slug: row.slug,
    theme_id: row.theme_id,
    description: translated(row.translations, lang, 'description', row.description ?? '') || null,
    icon: storageName(publicUrl, row.icon), icon_full_url: storageUrl(publicUrl, row.icon),
    thumbnail: storageName(publicUrl, row.thumbnail), thumbnail_full_url: storageUrl(publicUrl, row.thumbnail),
    stores_count: storesCount,
    zones,
  };
}
