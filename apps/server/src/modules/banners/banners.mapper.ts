import type { Banner, ConsoleBanner, Item, Language, Store, VideoContent } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { storageName, storageUrl } from '../../lib/images.js';
import { laidOver, textsOf, withTranslations } from '../../lib/texts.js';

/** A banner in the visitor's language; a text not translated yet reads in English. */
export function toBanner(row: Row<'banners'>, store: Store | undefined, item: Item | undefined, publicUrl: string, lang: Language): Banner {
  const texts = bannerTexts(row);
  return {
    id: row.id,
    title: (lang === 'en' ? '' : texts.title[lang]) || row.title,
    type: row.type,
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    short_description: (lang === 'en' ? '' : texts.short_description[lang]) || row.short_description,
    module_id: row.module_id,
    zone_id: row.zone_id,
    store: store ?? null,
    item: item ?? null,
  };
}

interface VideoData {
  banner_type?: 'video' | 'image';
  banner_video?: string | null;
  banner_contents?: { title: string; sub_title: string; image?: string }[];
}

export function toVideoContent(row: Row<'module_banners'> | undefined, publicUrl: string): VideoContent {
  if (!row) return null;
  const data = parseJson<VideoData>(row.data, {});
  return {
    title: row.title,
    sub_title: row.sub_title,
    banner_type: data.banner_type === 'video' ? 'video' : 'image',
    banner_video: data.banner_video ?? null,
    banner_image: storageName(publicUrl, row.image), banner_image_full_url: storageUrl(publicUrl, row.image),
    banner_contents: (data.banner_contents ?? []).map((c) => ({ title: c.title, sub_title: c.sub_title, image: storageName(publicUrl, c.image), image_full_url: storageUrl(publicUrl, c.image) })),
  };
}

/** The texts the console edits: English from the columns, Arabic and French from the translations ('' when missing). */
export function bannerTexts(row: Pick<Row<'banners'>, 'title' | 'short_description' | 'translations'>): Pick<ConsoleBanner, 'title' | 'short_description'> {
  return { title: textsOf(row.title, row.translations, 'title'), short_description: textsOf(row.short_description, row.translations, 'short_description') };
}

/** The columns holding the texts: English in its own, the rest as translations (an empty one is left out, so English shows). */
export function bannerTextColumns(texts: Pick<ConsoleBanner, 'title' | 'short_description'>) {
  return {
    title: texts.title.en.trim(), short_description: texts.short_description.en.trim() || null,
    translations: withTranslations(null, { title: laidOver(texts.title), short_description: laidOver(texts.short_description) }),
  };
}

export function toConsoleBanner(row: Row<'banners'>, publicUrl: string): ConsoleBanner {
  return {
    id: row.id, version: row.version, ...bannerTexts(row), type: row.type, module_id: row.module_id, zone_id: row.zone_id,
    store_id: row.store_id, item_id: row.item_id, featured: row.featured === 1, on: row.status === 1,
    image_full_url: storageUrl(publicUrl, row.image), created_at: row.created_at,
  };
}
