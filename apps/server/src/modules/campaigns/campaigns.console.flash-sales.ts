import { applyDiscount } from '@storefront/contract';
import type {
  ConsoleCampaignQuery, ConsoleFlashSale, ConsoleFlashSaleCreate, ConsoleFlashSaleLineSave, ConsoleFlashSalePage, ConsoleFlashSaleUpdate, Texts,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { invalid, notFound } from '../../lib/errors.js';
import { laidOver, withTranslations } from '../../lib/texts.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { discountIn, toConsoleFlashSale } from './campaigns.console.mapper.js';
import { insertRow, itemsOf, moduleExists, saveRow } from './campaigns.console.repository.js';
import { CampaignSaves, checkDiscount, given, type CampaignsConsoleDeps } from './campaigns.console.saving.js';
import {
  deleteUnsoldLine, flashSalePage, flashSaleRow, insertLine, lineOf, linesOfSales, overlappingLine, saveLine, serializeFlashSaleEdits,
} from './campaigns.flash-sales.repository.js';

const AUDITED_ENTITY = 'flash_sale';
const MISSING = 'Flash sale not found';

interface Fields { title: Texts; module_id: number; start_date: string; end_date: string; on: boolean }
type Line = { discount: number; discount_type: 'percent' | 'amount'; stock: number; on: boolean } | null;

/** Moments as the storefront compares them (ISO 8601 in UTC); the end after the start. */
function shaped(fields: Fields): Fields {
  const [start, end] = [new Date(fields.start_date), new Date(fields.end_date)];
  if (Number.isNaN(start.getTime())) throw invalid('Give a real moment.', 'start_date');
  if (Number.isNaN(end.getTime())) throw invalid('Give a real moment.', 'end_date');
  if (end <= start) throw invalid('The end must come after the start.', 'end_date');
  return { ...fields, start_date: start.toISOString(), end_date: end.toISOString() };
}

/**
 * Flash sales as the business's admins keep them: title in every language, module, start and end, on or
 * off, and their lines (an item of the module, its flash price from a discount on the item's price, its
 * stock). A line's `sold` is the inventory's; its stock never goes below it, and a line something was
 * sold from stays (switched off). No item is on two running sales at overlapping times. Every change of a
 * sale or of its lines names the sale's version and raises it; switched off, a sale is never deleted.
 */
export class FlashSalesConsoleService {
  private readonly saves: CampaignSaves;

  constructor(private readonly deps: CampaignsConsoleDeps) {
    this.saves = new CampaignSaves(deps);
  }

  async page(query: ConsoleCampaignQuery): Promise<ConsoleFlashSalePage> {
    const now = this.deps.clock.now().toISOString();
    const { rows, total } = await flashSalePage(this.deps.db, query, now);
    const lines = await linesOfSales(this.deps.db, rows.map((r) => r.id));
    return { total, flash_sales: rows.map((row) => toConsoleFlashSale(row, lines.filter((l) => l.flash_sale_id === row.id), now)) };
  }

  async one(id: number): Promise<ConsoleFlashSale> {
    const row = await flashSaleRow(this.deps.db, id);
    if (!row) throw notFound(MISSING);
    return toConsoleFlashSale(row, await linesOfSales(this.deps.db, [id]), this.deps.clock.now().toISOString());
  }

  async create(actor: StaffActor, body: ConsoleFlashSaleCreate): Promise<ConsoleFlashSale> {
    const fields = shaped({ title: laidOver(body.title), module_id: body.module_id, start_date: body.start_date, end_date: body.end_date, on: body.on ?? true });
    const id = await this.saves.create(actor, { entity: AUDITED_ENTITY, action: 'flash_sales.create' }, fields, (trx, now) => (
      insertRow(trx, 'flash_sales', { ...columns(fields, null), created_at: now, updated_at: now })
    ), async (trx) => {
      if (!(await moduleExists(trx, fields.module_id))) throw invalid('Choose a module that exists.', 'module_id');
    });
    return this.one(id);
  }

  async update(actor: StaffActor, id: number, body: ConsoleFlashSaleUpdate): Promise<ConsoleFlashSale> {
    const { version, title, ...rest } = body;
    let translations: string | null = null;
    await this.saves.update<Fields>(actor, id, version, {
      entity: AUDITED_ENTITY, action: 'flash_sales.update', missing: MISSING,
      read: async (trx) => {
        await serializeFlashSaleEdits(trx);
        const row = await flashSaleRow(trx, id, true);
        if (!row) return undefined;
        translations = row.translations;
        return { version: row.version, fields: { title: toConsoleFlashSale(row, [], '').title, module_id: row.module_id, start_date: row.start_date, end_date: row.end_date, on: row.status === 1 } };
      },
      next: (current) => shaped({ ...current, ...given(rest), title: laidOver(title, current.title) }),
      check: async (trx, next) => {
        if (!(await moduleExists(trx, next.module_id))) throw invalid('Choose a module that exists.', 'module_id');
        const lines = await linesOfSales(trx, [id]);
        if (lines.some((l) => l.item_module_id !== next.module_id)) throw invalid('The sale holds items of its module: take them out before changing it.', 'module_id');
        if (next.on) await noOverlap(trx, { id, ...next }, lines.filter((l) => l.status === 1).map((l) => l.item_id), 'start_date');
      },
      write: (trx, next, now) => saveRow(trx, 'flash_sales', id, version, columns(next, translations), now),
      shown: () => this.one(id),
    });
    return this.one(id);
  }

  /** Adds the item to the sale, changes its line, or (`line` null) takes it out. */
  async saveLine(actor: StaffActor, id: number, itemId: number, version: number, line: Line): Promise<ConsoleFlashSale> {
    let lineId: number | null = null;
    const key = `items.${itemId}`;
    await this.saves.update<Record<string, Line>>(actor, id, version, {
      entity: AUDITED_ENTITY, action: 'flash_sales.lines', missing: MISSING,
      read: async (trx) => {
        await serializeFlashSaleEdits(trx);
        const row = await flashSaleRow(trx, id, true);
        if (!row) return undefined;
        const found = await lineOf(trx, id, itemId);
        lineId = found?.id ?? null;
        const current = found ? { discount: found.discount, discount_type: found.discount_type, stock: found.stock, on: found.status === 1 } : null;
        return { version: row.version, fields: { [key]: current } };
      },
      next: () => ({ [key]: line && { ...line, discount: discountIn(line.discount, line.discount_type) } }),
      check: async () => {},
      write: async (trx, next, now) => {
        const sale = await flashSaleRow(trx, id);
        if (!sale || !(await saveRow(trx, 'flash_sales', id, version, {}, now))) return false;
        await this.writeLine(trx, sale, itemId, lineId, next[key] ?? null);
        return true;
      },
      shown: () => this.one(id),
    });
    return this.one(id);
  }

  private async writeLine(trx: Kysely<Database>, sale: { id: number; module_id: number; start_date: string; end_date: string; status: number }, itemId: number, lineId: number | null, line: Line): Promise<void> {
    if (line === null) {
      if (lineId === null) return;
      if (!(await deleteUnsoldLine(trx, lineId))) throw invalid('Units of this item were sold in the sale: switch its line off instead.', 'item_id');
      return;
    }
    const [item] = await itemsOf(trx, [itemId]);
    if (!item || item.module_id !== sale.module_id) throw invalid('Choose an item of the sale\'s module.', 'item_id');
    checkDiscount(line.discount, line.discount_type, item.price, 'the item\'s price');
    if (sale.status === 1 && line.on) await noOverlap(trx, { id: sale.id, start_date: sale.start_date, end_date: sale.end_date }, [itemId], 'item_id');
    const terms = { stock: line.stock, price: applyDiscount(item.price, { type: line.discount_type, value: line.discount }), discount: line.discount, discount_type: line.discount_type, status: line.on ? 1 as const : 0 as const };
    if (lineId === null) await insertLine(trx, { flash_sale_id: sale.id, item_id: itemId, sold: 0, ...terms });
    else if (!(await saveLine(trx, lineId, terms))) {
      const sold = (await lineOf(trx, sale.id, itemId))?.sold ?? 0;
      throw invalid(`The stock cannot be below the ${sold} already sold.`, 'stock');
    }
  }

  lineSave(actor: StaffActor, id: number, itemId: number, body: ConsoleFlashSaleLineSave): Promise<ConsoleFlashSale> {
    return this.saveLine(actor, id, itemId, body.version, { discount: body.discount, discount_type: body.discount_type, stock: body.stock, on: body.on ?? true });
  }
}

/** No other running sale holds one of `itemIds` at times that meet the sale's. */
async function noOverlap(trx: Kysely<Database>, sale: { id: number; start_date: string; end_date: string }, itemIds: number[], field: string): Promise<void> {
  const clash = await overlappingLine(trx, { id: sale.id, start: sale.start_date, end: sale.end_date }, itemIds);
  if (clash) throw invalid(`An item of this sale is already in the flash sale "${clash.sale_title}" at times that overlap these.`, field);
}

function columns(fields: Fields, previousTranslations: string | null) {
  return {
    title: fields.title.en, translations: withTranslations(previousTranslations, { title: fields.title }), module_id: fields.module_id,
    start_date: fields.start_date, end_date: fields.end_date, status: fields.on ? 1 as const : 0 as const,
  };
}
