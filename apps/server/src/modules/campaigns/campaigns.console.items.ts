import type { Kysely } from 'kysely';
import type {
  CampaignChoiceQuery, CampaignItemChoices, ConsoleCampaignQuery, ConsoleItemCampaign, ConsoleItemCampaignCreate, ConsoleItemCampaignPage,
  ConsoleItemCampaignUpdate, Texts,
} from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { invalid, notFound } from '../../lib/errors.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { laidOver, withTranslations } from '../../lib/texts.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { discountIn, toConsoleItemCampaign } from './campaigns.console.mapper.js';
import { insertRow, itemCampaignPage, itemCampaignRow, itemChoices, itemsOf, saveRow } from './campaigns.console.repository.js';
import { CampaignSaves, checkDays, checkDiscount, given, type CampaignsConsoleDeps } from './campaigns.console.saving.js';

const AUDITED_ENTITY = 'item_campaign';
const ALL_DAY = { start: '00:00', end: '23:59' };

interface Fields {
  title: Texts; item_id: number; price: number; discount: number; discount_type: 'percent' | 'amount';
  start_date: string; end_date: string; start_time: string; end_time: string; on: boolean;
}
const FIELDS: readonly (keyof Fields)[] = ['title', 'item_id', 'price', 'discount', 'discount_type', 'start_date', 'end_date', 'start_time', 'end_time', 'on'];
const fieldsOf = (c: ConsoleItemCampaign): Fields => Object.fromEntries(FIELDS.map((f) => [f, c[f]])) as unknown as Fields;

/**
 * Item campaigns as the business's admins keep them: an item sold at a campaign price (at most its own)
 * and the campaign's own discount on it, between days and within daily times, title in every language,
 * on or off. Store, zone and module are the item's store's, copied at each save. Switched off, never deleted.
 */
export class ItemCampaignsConsoleService {
  private readonly saves: CampaignSaves;

  constructor(private readonly deps: CampaignsConsoleDeps) {
    this.saves = new CampaignSaves(deps);
  }

  async page(query: ConsoleCampaignQuery): Promise<ConsoleItemCampaignPage> {
    const today = await this.deps.today(this.deps.clock.now());
    const { rows, total } = await itemCampaignPage(this.deps.db, query, today);
    return { total, campaigns: rows.map((row) => toConsoleItemCampaign(row, today)) };
  }

  async one(id: number): Promise<ConsoleItemCampaign> {
    const row = await itemCampaignRow(this.deps.db, id);
    if (!row) throw notFound('Item campaign not found');
    return toConsoleItemCampaign(row, await this.deps.today(this.deps.clock.now()));
  }

  async items(query: CampaignChoiceQuery): Promise<CampaignItemChoices> {
    return (await itemChoices(this.deps.db, query)).map((i) => ({ ...i, price: toMajor(i.price) }));
  }

  async create(actor: StaffActor, body: ConsoleItemCampaignCreate): Promise<ConsoleItemCampaign> {
    const fields: Fields = {
      title: laidOver(body.title), item_id: body.item_id, price: body.price, discount: body.discount ?? 0, discount_type: body.discount_type ?? 'percent',
      start_date: body.start_date, end_date: body.end_date, start_time: body.start_time ?? ALL_DAY.start, end_time: body.end_time ?? ALL_DAY.end, on: body.on ?? true,
    };
    checkDays(fields);
    const id = await this.saves.create(actor, { entity: AUDITED_ENTITY, action: 'item_campaigns.create' }, fields, async (trx, now) => (
      insertRow(trx, 'item_campaigns', { ...(await this.columns(trx, fields, null)), created_at: now, updated_at: now })
    ), async () => {});
    return this.one(id);
  }

  async update(actor: StaffActor, id: number, body: ConsoleItemCampaignUpdate): Promise<ConsoleItemCampaign> {
    const { version, title, ...rest } = body;
    let translations: string | null = null;
    await this.saves.update<Fields>(actor, id, version, {
      entity: AUDITED_ENTITY, action: 'item_campaigns.update', missing: 'Item campaign not found',
      read: async (trx) => {
        const row = await itemCampaignRow(trx, id, true);
        if (!row) return undefined;
        translations = row.translations;
        return { version: row.version, fields: fieldsOf(toConsoleItemCampaign(row, '')) };
      },
      next: (current) => {
        const next = { ...current, ...given(rest), title: laidOver(title, current.title) };
        checkDays(next);
        return next;
      },
      check: async () => {},
      write: async (trx, next, now) => saveRow(trx, 'item_campaigns', id, version, await this.columns(trx, next, translations), now),
      shown: () => this.one(id),
    });
    return this.one(id);
  }

  /**
   * The row a save writes: the item exists (its store, zone and module copied), the campaign price is
   * at most the item's own, and the discount fits the campaign price.
   */
  private async columns(trx: Kysely<Database>, fields: Fields, previousTranslations: string | null) {
    const [item] = await itemsOf(trx, [fields.item_id]);
    if (!item) throw invalid('Choose an item that exists.', 'item_id');
    const price = toMinor(fields.price);
    if (price > item.price) throw invalid(`The campaign price cannot be above the item's price (${toMajor(item.price)}).`, 'price');
    const discount = discountIn(fields.discount, fields.discount_type);
    checkDiscount(discount, fields.discount_type, price, 'the campaign price');
    return {
      title: fields.title.en, translations: withTranslations(previousTranslations, { title: fields.title }),
      item_id: item.id, store_id: item.store_id, module_id: item.module_id, zone_id: item.zone_id, price, discount, discount_type: fields.discount_type,
      start_date: fields.start_date, end_date: fields.end_date, start_time: fields.start_time, end_time: fields.end_time, status: fields.on ? 1 as const : 0 as const,
    };
  }
}
