import type { Kysely } from 'kysely';
import type { ConsoleCoupon, ConsoleCouponCreate, ConsoleCouponPage, ConsoleCouponQuery, ConsoleCouponUpdate } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { laidOver } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import { COUPON_FIELDS, couponColumns, toConsoleCoupon, type CouponFields } from './offers.mapper.js';
import { codeTaken, consoleCouponPage, couponRow, couponTargets, insertCoupon, saveCoupon } from './offers.console.repository.js';

const AUDITED_ENTITY = 'coupon';
const CODE_TAKEN = 'Another coupon already has this code.';

/**
 * The coupons as the business's admins keep them in the console: title in every language, code, kind,
 * discount, limits, dates, on or off. Every save names the version it read (an older one is refused,
 * 409, with the coupon as it is and the fields changed since), raises it and writes its audit entry in
 * one transaction. Nothing caches coupons: checkout and the coupon list read them as they are.
 */
export class OffersConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; today: (now: Date) => Promise<string> }) {}

  async page(query: ConsoleCouponQuery): Promise<ConsoleCouponPage> {
    const today = await this.deps.today(this.deps.clock.now());
    const { rows, total } = await consoleCouponPage(this.deps.db, query, today);
    return { total, coupons: rows.map((row) => toConsoleCoupon(row, today)) };
  }

  async one(id: number): Promise<ConsoleCoupon> {
    const row = await couponRow(this.deps.db, id);
    if (!row) throw notFound('Coupon not found');
    return toConsoleCoupon(row, await this.deps.today(this.deps.clock.now()));
  }

  async create(actor: StaffActor, body: ConsoleCouponCreate): Promise<ConsoleCoupon> {
    const fields = shaped({
      title: laidOver(body.title), code: body.code, coupon_type: body.coupon_type, module_id: body.module_id,
      store_id: body.store_id ?? null, zone_id: body.zone_id ?? null, discount: body.discount ?? 0, discount_type: body.discount_type ?? 'percent',
      min_purchase: body.min_purchase ?? 0, max_discount: body.max_discount ?? 0, limit_per_customer: body.limit_per_customer ?? null,
      limit_total: body.limit_total ?? null, start_date: body.start_date, expire_date: body.expire_date, on: body.on ?? true,
    });
    const id = await this.writing(() => inTransaction(this.deps.db, async (trx) => {
      await this.check(trx, fields, null);
      const now = this.deps.clock.now().toISOString();
      const id = await insertCoupon(trx, { ...couponColumns(fields, null), created_at: now, updated_at: now });
      await recordChange(trx, actor, { action: 'coupons.create', entity: AUDITED_ENTITY, entityId: id, storeId: fields.store_id, before: null, after: { ...fields, version: 1 } }, now);
      return id;
    }));
    return this.one(id);
  }

  async update(actor: StaffActor, id: number, body: ConsoleCouponUpdate): Promise<ConsoleCoupon> {
    const { version, title, ...rest } = body;
    const outcome = await this.writing(() => inTransaction(this.deps.db, async (trx) => {
      const row = await couponRow(trx, id, true);
      if (!row) throw notFound('Coupon not found');
      if (row.version !== version) return 'stale';
      const current = fieldsOf(toConsoleCoupon(row, ''));
      const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<CouponFields>;
      const next = shaped({ ...current, ...given, title: laidOver(title, current.title) });
      const changed = COUPON_FIELDS.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));
      if (changed.length === 0) return 'same';
      await this.check(trx, next, id);
      const now = this.deps.clock.now().toISOString();
      if (!(await saveCoupon(trx, id, version, couponColumns(next, row.translations), now))) return 'stale';
      const pick = (from: CouponFields) => Object.fromEntries(changed.map((f) => [f, from[f]]));
      await recordChange(trx, actor, {
        action: 'coupons.update', entity: AUDITED_ENTITY, entityId: id, storeId: next.store_id,
        before: { ...pick(current), version }, after: { ...pick(next), version: version + 1 },
      }, now);
      return 'saved';
    }));
    if (outcome === 'stale') throw staleVersion(await this.one(id), await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, id, version));
    return this.one(id);
  }

  /** A code taken by a save that came at the same moment is refused as one found taken before. */
  private async writing<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid(CODE_TAKEN, 'code');
      throw err;
    }
  }

  /** The code is free, the module and zone exist, and a store coupon's store is of its module. */
  private async check(trx: Kysely<Database>, fields: CouponFields, id: number | null): Promise<void> {
    if (await codeTaken(trx, fields.code, id)) throw invalid(CODE_TAKEN, 'code');
    const found = await couponTargets(trx, { moduleId: fields.module_id, zoneId: fields.zone_id, storeId: fields.store_id });
    if (!found.module) throw invalid('Choose a module that exists.', 'module_id');
    if (!found.zone) throw invalid('Choose a zone that exists.', 'zone_id');
    if (fields.coupon_type === 'store_wise' && found.storeModule !== fields.module_id) throw invalid('Choose a store of the coupon\'s module.', 'store_id');
  }
}

const fieldsOf = (coupon: ConsoleCoupon): CouponFields => Object.fromEntries(COUPON_FIELDS.map((f) => [f, coupon[f]])) as CouponFields;

/**
 * A coupon's fields made whole: a store coupon names its store and a zone coupon may name its zone (the
 * others neither); a free-delivery coupon takes the delivery fee, not a discount; a percent is at most
 * 100 and only a percent has a cap; the last day is not before the first, and both are real days.
 */
function shaped(fields: CouponFields): CouponFields {
  if (fields.coupon_type === 'store_wise' && fields.store_id === null) throw invalid('A store coupon needs its store.', 'store_id');
  checkDays({ start_date: fields.start_date, expire_date: fields.expire_date });
  const free = fields.coupon_type === 'free_delivery';
  if (!free && !(fields.discount > 0)) throw invalid('Give the discount.', 'discount');
  if (!free && fields.discount_type === 'percent' && fields.discount > 100) throw invalid('A percent discount is at most 100.', 'discount');
  return {
    ...fields,
    code: fields.code.trim(),
    store_id: fields.coupon_type === 'store_wise' ? fields.store_id : null,
    zone_id: fields.coupon_type === 'zone_wise' ? fields.zone_id : null,
    discount: free ? 0 : fields.discount,
    discount_type: free ? 'amount' : fields.discount_type,
    max_discount: !free && fields.discount_type === 'percent' ? fields.max_discount : 0,
  };
}

/** An offer's first and last days (by their fields' names) are real days, the last not before the first. */
export function checkDays(days: Record<string, string>): void {
  for (const [field, day] of Object.entries(days)) {
    if (!realDay(day)) throw invalid('Give a real day (YYYY-MM-DD).', field);
  }
  const [[, first], [lastField, last]] = Object.entries(days) as [[string, string], [string, string]];
  if (last < first) throw invalid('The last day cannot be before the first.', lastField);
}

function realDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
