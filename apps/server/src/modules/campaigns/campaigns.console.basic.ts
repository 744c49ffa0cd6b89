import type { Kysely } from 'kysely';
import type {
  CampaignChoiceQuery, CampaignStoreChoices, ConsoleBasicCampaign, ConsoleBasicCampaignCreate, ConsoleBasicCampaignImage, ConsoleBasicCampaignPage,
  ConsoleBasicCampaignUpdate, ConsoleCampaignQuery, Texts,
} from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { invalid, notFound } from '../../lib/errors.js';
import { removeImage, storeImage } from '../../lib/images.js';
import { laidOver } from '../../lib/texts.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { basicCampaignColumns, toConsoleBasicCampaign } from './campaigns.console.mapper.js';
import {
  basicCampaignPage, basicCampaignRow, campaignStores, insertRow, moduleExists, saveRow, setCampaignStores, storeChoices, storeModules,
} from './campaigns.console.repository.js';
import { CampaignSaves, checkDays, given, type CampaignsConsoleDeps } from './campaigns.console.saving.js';

const AUDITED_ENTITY = 'campaign';
/** Where campaign pictures are kept under the public storage folder, and their longest side. */
const PICTURES = 'campaign';
const PICTURE_MAX_SIDE = 1600;
const ALL_DAY = { start: '00:00', end: '23:59' };

interface Fields {
  title: Texts; description: Texts; module_id: number; start_date: string; end_date: string; start_time: string; end_time: string; store_ids: number[]; on: boolean;
}

const fieldsOf = (c: ConsoleBasicCampaign): Fields => ({
  title: c.title, description: c.description, module_id: c.module_id, start_date: c.start_date, end_date: c.end_date,
  start_time: c.start_time, end_time: c.end_time, store_ids: c.store_ids, on: c.on,
});

/** The stores once each, in id order; real days, the last not before the first. */
function shaped(fields: Fields): Fields {
  checkDays(fields);
  return { ...fields, store_ids: [...new Set(fields.store_ids)].sort((a, b) => a - b) };
}

/**
 * Basic campaigns as the business's admins keep them: title and description in every language, picture,
 * module, days and daily times, on or off, and the stores of its module that take part. A campaign is
 * switched off, never deleted: orders and reports keep pointing at it.
 */
export class BasicCampaignsConsoleService {
  private readonly saves: CampaignSaves;

  constructor(private readonly deps: CampaignsConsoleDeps) {
    this.saves = new CampaignSaves(deps);
  }

  async page(query: ConsoleCampaignQuery): Promise<ConsoleBasicCampaignPage> {
    const today = await this.deps.today(this.deps.clock.now());
    const { rows, total } = await basicCampaignPage(this.deps.db, query, today);
    const stores = await campaignStores(this.deps.db, rows.map((r) => r.id));
    return { total, campaigns: rows.map((row) => toConsoleBasicCampaign(row, stores.get(row.id) ?? [], today, this.deps.publicUrl)) };
  }

  async one(id: number): Promise<ConsoleBasicCampaign> {
    const row = await basicCampaignRow(this.deps.db, id);
    if (!row) throw notFound('Campaign not found');
    const stores = await campaignStores(this.deps.db, [id]);
    return toConsoleBasicCampaign(row, stores.get(id) ?? [], await this.deps.today(this.deps.clock.now()), this.deps.publicUrl);
  }

  stores(query: CampaignChoiceQuery): Promise<CampaignStoreChoices> {
    return storeChoices(this.deps.db, query);
  }

  async create(actor: StaffActor, body: ConsoleBasicCampaignCreate): Promise<ConsoleBasicCampaign> {
    const fields = shaped({
      title: laidOver(body.title), description: laidOver(body.description), module_id: body.module_id, start_date: body.start_date, end_date: body.end_date,
      start_time: body.start_time ?? ALL_DAY.start, end_time: body.end_time ?? ALL_DAY.end, store_ids: body.store_ids ?? [], on: body.on ?? true,
    });
    const id = await this.saves.create(actor, { entity: AUDITED_ENTITY, action: 'campaigns.create' }, fields, async (trx, now) => {
      const id = await insertRow(trx, 'campaigns', { ...basicCampaignColumns(fields, null), image: null, created_at: now, updated_at: now });
      await setCampaignStores(trx, id, fields.store_ids);
      return id;
    }, (trx) => this.check(trx, fields));
    return this.one(id);
  }

  async update(actor: StaffActor, id: number, body: ConsoleBasicCampaignUpdate): Promise<ConsoleBasicCampaign> {
    const { version, title, description, ...rest } = body;
    let translations: string | null = null;
    await this.saves.update<Fields>(actor, id, version, {
      entity: AUDITED_ENTITY, action: 'campaigns.update', missing: 'Campaign not found',
      read: async (trx) => {
        const row = await basicCampaignRow(trx, id, true);
        if (!row) return undefined;
        translations = row.translations;
        const stores = await campaignStores(trx, [id]);
        return { version: row.version, fields: fieldsOf(toConsoleBasicCampaign(row, stores.get(id) ?? [], '', '')) };
      },
      next: (current) => shaped({
        ...current, ...given(rest), title: laidOver(title, current.title), description: laidOver(description, current.description),
      }),
      check: (trx, next) => this.check(trx, next),
      write: async (trx, next, now) => {
        if (!(await saveRow(trx, 'campaigns', id, version, basicCampaignColumns(next, translations), now))) return false;
        await setCampaignStores(trx, id, next.store_ids);
        return true;
      },
      shown: () => this.one(id),
    });
    return this.one(id);
  }

  /** A new picture, re-encoded; the one it replaces is removed once the save is kept, the new one if it is not. */
  async image(actor: StaffActor, id: number, body: ConsoleBasicCampaignImage): Promise<ConsoleBasicCampaign> {
    if (!Buffer.isBuffer(body.image) || body.image.length === 0) throw invalid('Send the picture as a file.', 'image');
    const stored = await storeImage(body.image, this.deps.storageDir, PICTURES, { maxSide: PICTURE_MAX_SIDE });
    let replaced: string | null = null;
    try {
      await this.saves.update<{ image: string | null }>(actor, id, body.version, {
        entity: AUDITED_ENTITY, action: 'campaigns.update', missing: 'Campaign not found',
        read: async (trx) => {
          const row = await basicCampaignRow(trx, id, true);
          replaced = row?.image ?? null;
          return row && { version: row.version, fields: { image: row.image } };
        },
        next: () => ({ image: stored }),
        check: async () => {},
        write: (trx, next, now) => saveRow(trx, 'campaigns', id, body.version, next, now),
        shown: () => this.one(id),
      });
    } catch (err) {
      await removeImage(stored, this.deps.storageDir, PICTURES);
      throw err;
    }
    await removeImage(replaced, this.deps.storageDir, PICTURES);
    return this.one(id);
  }

  /** The module exists, and every store exists and is of the campaign's module. */
  private async check(trx: Kysely<Database>, fields: Fields): Promise<void> {
    if (!(await moduleExists(trx, fields.module_id))) throw invalid('Choose a module that exists.', 'module_id');
    const modules = await storeModules(trx, fields.store_ids);
    if (fields.store_ids.some((s) => modules.get(s) !== fields.module_id)) throw invalid('Choose stores of the campaign\'s module.', 'store_ids');
  }
}
