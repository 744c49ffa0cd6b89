import type { Banner, Item, Store, VideoContent } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { storageName, storageUrl } from '../../lib/images.js';

export function toBanner(row: Row<'banners'>, store: Store | undefined, item: Item | undefined, publicUrl: string): Banner {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    short_description: row.short_description,
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
