import type { Kysely } from 'kysely';
import type { ConsoleBanner, ConsoleBannerCreate, ConsoleBannerImage, ConsoleBannerPage, ConsoleBannerQuery, ConsoleBannerUpdate } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database, Row } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { removeImage, storeImage } from '../../lib/images.js';
import { laidOver } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { CatalogChanges } from '../catalog/catalog.changes.js';
import { bannerTextColumns, toConsoleBanner } from './banners.mapper.js';
import { bannerRow, bannerTargets, consoleBannerPage, insertBanner, saveBanner } from './banners.repository.js';

const AUDITED_ENTITY = 'banner';
/** A new banner's picture until one is uploaded: the storefront shows its placeholder. */
const NO_PICTURE = '';
/** Where banner pictures are kept under the public storage folder, and their longest side. */
const PICTURES = 'banner';
const PICTURE_MAX_SIDE = 1600;

/** What a save may change, as the console shows it. */
type Fields = Omit<ConsoleBanner, 'id' | 'version' | 'image_full_url' | 'created_at'>;
const FIELDS: readonly (keyof Fields)[] = ['title', 'short_description', 'type', 'module_id', 'zone_id', 'store_id', 'item_id', 'featured', 'on'];

const fieldsOf = (banner: ConsoleBanner): Fields => Object.fromEntries(FIELDS.map((f) => [f, banner[f]])) as Fields;

/**
 * The home banners as the business's admins keep them in the console: texts in every language, where
 * each shows and what it opens, featured, on or off. Every save names the version it read (an older one
 * is refused, 409, with the banner as it is and the fields changed since), raises it and writes its audit
 * entry in one transaction; after the commit every instance's storefront caches start afresh.
 */
export class BannersConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; changes: CatalogChanges; publicUrl: string; storageDir: string }) {}

  async page(query: ConsoleBannerQuery): Promise<ConsoleBannerPage> {
    const { rows, total } = await consoleBannerPage(this.deps.db, query);
    return { total, banners: rows.map((row) => toConsoleBanner(row, this.deps.publicUrl)) };
  }

  async one(id: number): Promise<ConsoleBanner> {
    const row = await bannerRow(this.deps.db, id);
    if (!row) throw notFound('Banner not found');
    return toConsoleBanner(row, this.deps.publicUrl);
  }

  async create(actor: StaffActor, body: ConsoleBannerCreate): Promise<ConsoleBanner> {
    const fields = pointed({
      title: laidOver(body.title), short_description: laidOver(body.short_description), type: body.type, module_id: body.module_id,
      zone_id: body.zone_id, store_id: body.store_id ?? null, item_id: body.item_id ?? null, featured: body.featured ?? false, on: body.on ?? true,
    });
    const id = await inTransaction(this.deps.db, async (trx) => {
      await this.checkTargets(trx, fields);
      const now = this.deps.clock.now().toISOString();
      const id = await insertBanner(trx, { ...columnsOf(fields), image: NO_PICTURE, created_at: now, updated_at: now });
      await recordChange(trx, actor, { action: 'banners.create', entity: AUDITED_ENTITY, entityId: id, storeId: fields.store_id, before: null, after: { ...fields, version: 1 } }, now);
      return id;
    });
    this.deps.changes.changed();
    return this.one(id);
  }

  async update(actor: StaffActor, id: number, body: ConsoleBannerUpdate): Promise<ConsoleBanner> {
    const { version, title, short_description: description, ...rest } = body;
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await bannerRow(trx, id, true);
      if (!row) throw notFound('Banner not found');
      if (row.version !== version) return 'stale';
      const current = fieldsOf(toConsoleBanner(row, this.deps.publicUrl));
      const given: Partial<Fields> = {
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        ...(title ? { title: laidOver(title, current.title) } : {}),
        ...(description ? { short_description: laidOver(description, current.short_description) } : {}),
      };
      const next = pointed({ ...current, ...given });
      const changed = FIELDS.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));
      if (changed.length === 0) return 'same';
      await this.checkTargets(trx, next);
      const now = this.deps.clock.now().toISOString();
      if (!(await saveBanner(trx, id, version, columnsOf(next), now))) return 'stale';
      const pick = (from: Fields) => Object.fromEntries(changed.map((f) => [f, from[f]]));
      await recordChange(trx, actor, {
        action: 'banners.update', entity: AUDITED_ENTITY, entityId: id, storeId: next.store_id,
        before: { ...pick(current), version }, after: { ...pick(next), version: version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.one(id), await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, id, version));
    if (outcome === 'saved') this.deps.changes.changed();
    return this.one(id);
  }

  /** A new picture, re-encoded; the one it replaces is removed once the save is kept, the new one if it is not. */
  async image(actor: StaffActor, id: number, body: ConsoleBannerImage): Promise<ConsoleBanner> {
    if (!Buffer.isBuffer(body.image) || body.image.length === 0) throw invalid('Send the picture as a file.', 'image');
    const stored = await storeImage(body.image, this.deps.storageDir, PICTURES, { maxSide: PICTURE_MAX_SIDE });
    let replaced: string | null = null;
    try {
      const outcome = await inTransaction(this.deps.db, async (trx) => {
        const row = await bannerRow(trx, id, true);
        if (!row) throw notFound('Banner not found');
        const now = this.deps.clock.now().toISOString();
        if (row.version !== body.version || !(await saveBanner(trx, id, body.version, { image: stored }, now))) return 'stale';
        replaced = row.image;
        await recordChange(trx, actor, {
          action: 'banners.update', entity: AUDITED_ENTITY, entityId: id, storeId: row.store_id,
          before: { image: row.image, version: body.version }, after: { image: stored, version: body.version + 1 },
        }, now);
        return 'saved';
      });
      if (outcome === 'stale') throw staleVersion(await this.one(id), await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, id, body.version));
    } catch (err) {
      await removeImage(stored, this.deps.storageDir, PICTURES);
      throw err;
    }
    await removeImage(replaced, this.deps.storageDir, PICTURES);
    this.deps.changes.changed();
    return this.one(id);
  }

  /** The module and zone exist; a store-wise banner's store and an item-wise banner's item are of its module. */
  private async checkTargets(trx: Kysely<Database>, fields: Fields): Promise<void> {
    const found = await bannerTargets(trx, { moduleId: fields.module_id, zoneId: fields.zone_id, storeId: fields.store_id, itemId: fields.item_id });
    if (!found.module) throw invalid('Choose a module that exists.', 'module_id');
    if (!found.zone) throw invalid('Choose a zone that exists.', 'zone_id');
    if (fields.type === 'store_wise' && found.storeModule !== fields.module_id) throw invalid('Choose a store of the banner\'s module.', 'store_id');
    if (fields.type === 'item_wise' && found.itemModule !== fields.module_id) throw invalid('Choose an item of the banner\'s module.', 'item_id');
  }
}

/** A banner opens what its type says, and nothing else: a store-wise one its store, an item-wise one its item. */
function pointed(fields: Fields): Fields {
  if (fields.type === 'store_wise' && fields.store_id === null) throw invalid('A store banner needs the store it opens.', 'store_id');
  if (fields.type === 'item_wise' && fields.item_id === null) throw invalid('An item banner needs the item it opens.', 'item_id');
  return {
    ...fields,
    store_id: fields.type === 'store_wise' ? fields.store_id : null,
    item_id: fields.type === 'item_wise' ? fields.item_id : null,
  };
}

function columnsOf(fields: Fields): Omit<Row<'banners'>, 'id' | 'image' | 'created_at' | 'updated_at' | 'version'> {
  return {
    ...bannerTextColumns(fields), type: fields.type, module_id: fields.module_id, zone_id: fields.zone_id,
    store_id: fields.store_id, item_id: fields.item_id, featured: fields.featured ? 1 : 0, status: fields.on ? 1 : 0,
  };
}
