import {
  OUTLINE_MAX_POINTS, OUTLINE_MIN_POINTS, openRing, outlineCrossesItself, type ConsoleZone, type ConsoleZoneCreate, type ConsoleZoneModule, type ConsoleZonePage,
  type ConsoleZoneQuery, type ConsoleZoneUpdate,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { ringArea } from '../../lib/geo.js';
import { laidOver } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import { refreshModuleLive } from '../catalog/catalog.stores.repository.js';
import { modulesExist, putRatesInZone, ratesInZone } from '../modules/modules.console.repository.js';
import { ZONE_FIELDS, ratesColumns, toConsoleZone, toConsoleZoneSummary, zoneColumns, zoneFieldsOf, type ZoneFields } from './zones.console.mapper.js';
import { consoleZonePage, insertZone, otherZoneOutlines, saveZone, zoneRow } from './zones.repository.js';

const ENTITY = 'zone';
const MISSING = 'Zone not found';
/** Square degrees below which an outline holds no real area (about a square metre): corners on one line. */
const FLAT_AREA = 1e-10;

export const ZONE_TEXTS = {
  too_few: `Draw the zone with at least ${OUTLINE_MIN_POINTS} corners.`,
  too_many: `A zone's outline may have at most ${OUTLINE_MAX_POINTS} corners.`,
  crosses: 'The outline crosses itself. Redraw it so that no two sides cross.',
  flat: 'The outline holds no area. Draw the corners around the area the zone covers.',
  module_twice: 'A module is listed twice for this zone.',
  no_module: 'A listed module does not exist.',
  max_below_min: 'The maximum delivery charge is below the minimum.',
} as const;

/** The outline as kept (no closing corner), refused when it is not a simple shape around some area. */
function checkedOutline(outline: readonly (readonly [number, number])[]): [number, number][] {
  const ring = openRing(outline) as [number, number][];
  if (ring.length < OUTLINE_MIN_POINTS) throw invalid(ZONE_TEXTS.too_few, 'outline');
  if (ring.length > OUTLINE_MAX_POINTS) throw invalid(ZONE_TEXTS.too_many, 'outline');
  if (outlineCrossesItself(ring)) throw invalid(ZONE_TEXTS.crosses, 'outline');
  if (ringArea(ring) < FLAT_AREA) throw invalid(ZONE_TEXTS.flat, 'outline');
  return ring;
}

async function checkModules(db: Kysely<Database>, modules: readonly ConsoleZoneModule[]): Promise<void> {
  const ids = modules.map((m) => m.module_id);
  if (new Set(ids).size !== ids.length) throw invalid(ZONE_TEXTS.module_twice, 'modules');
  if (modules.some((m) => m.maximum_charge !== null && m.maximum_charge < m.minimum_charge)) throw invalid(ZONE_TEXTS.max_below_min, 'modules');
  if (!(await modulesExist(db, ids))) throw invalid(ZONE_TEXTS.no_module, 'modules');
}

/** The modules' rates laid over the zone's: one sent replaces the module's; one not sent is switched off, its rates kept. */
function ratesLaidOver(current: readonly ConsoleZoneModule[], sent: readonly ConsoleZoneModule[]): ConsoleZoneModule[] {
  const kept = current.filter((c) => !sent.some((s) => s.module_id === c.module_id)).map((c) => ({ ...c, on: false }));
  return [...sent, ...kept].sort((a, b) => a.module_id - b.module_id);
}

/** Writes the modules' rates that differ, and recomputes whether the stores of each module switched on or off are listed. */
async function writeRates(trx: Kysely<Database>, zoneId: number, before: readonly ConsoleZoneModule[], next: readonly ConsoleZoneModule[]): Promise<void> {
  for (const m of next) {
    const was = before.find((b) => b.module_id === m.module_id);
    if (JSON.stringify(was) === JSON.stringify(m)) continue;
    await putRatesInZone(trx, ratesColumns(zoneId, m));
    if (was?.on !== m.on) await refreshModuleLive(trx, { moduleId: m.module_id });
  }
}

/**
 * Delivery zones as the business's operations staff draw them: an outline on the map (a simple shape;
 * one wholly inside another is a nested zone whose terms win where both hold a point; partial overlap
 * is allowed and reported), the ways to pay there, a surcharge with its reason, and each module's
 * delivery rates and cash ceiling there. Saves are versioned and audited; a zone takes effect for the
 * next request on every instance, since zone lookups read the table and the change log clears caches.
 */
export class ZonesConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; changes: { changed(): void } }) {}

  async page(query: ConsoleZoneQuery): Promise<ConsoleZonePage> {
    const { rows, total } = await consoleZonePage(this.deps.db, query);
    return { total, zones: rows.map(toConsoleZoneSummary) };
  }

  async one(id: number, db: Kysely<Database> = this.deps.db): Promise<ConsoleZone> {
    const row = await zoneRow(db, id);
    if (!row) throw notFound(MISSING);
    const [rates, others] = await Promise.all([ratesInZone(db, id), otherZoneOutlines(db, id)]);
    return toConsoleZone(row, rates, others);
  }

  async create(actor: StaffActor, body: ConsoleZoneCreate): Promise<ConsoleZone> {
    const modules = [...(body.modules ?? [])].sort((a, b) => a.module_id - b.module_id);
    const fields: ZoneFields = {
      name: laidOver(body.name), outline: checkedOutline(body.outline), on: body.on ?? true, cash_on_delivery: body.cash_on_delivery ?? true,
      digital_payment: body.digital_payment ?? true, offline_payment: body.offline_payment ?? true, extra_charge_on: body.extra_charge_on ?? false,
      extra_charge_percent: body.extra_charge_percent ?? 0, extra_charge_reason: laidOver(body.extra_charge_reason), modules,
    };
    const id = await inTransaction(this.deps.db, async (trx) => {
      await checkModules(trx, modules);
      const now = this.deps.clock.now().toISOString();
      const zoneId = await insertZone(trx, { ...zoneColumns(fields, null), created_at: now, updated_at: now });
      await writeRates(trx, zoneId, [], modules);
      await recordChange(trx, actor, { action: 'zones.create', entity: ENTITY, entityId: zoneId, storeId: null, before: null, after: { ...fields, version: 1 } }, now);
      return zoneId;
    });
    this.deps.changes.changed();
    return this.one(id);
  }

  async update(actor: StaffActor, id: number, body: ConsoleZoneUpdate): Promise<ConsoleZone> {
    const { version, name, extra_charge_reason: reason, outline, modules, ...rest } = body;
    const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<ZoneFields>;
    const ring = outline ? checkedOutline(outline) : null;
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await zoneRow(trx, id, true);
      if (!row) throw notFound(MISSING);
      if (row.version !== version) return 'stale';
      const current = zoneFieldsOf(row, await ratesInZone(trx, id));
      const next: ZoneFields = {
        ...current, ...given, name: laidOver(name, current.name), extra_charge_reason: laidOver(reason, current.extra_charge_reason),
        outline: ring ?? current.outline, modules: modules ? ratesLaidOver(current.modules, modules) : current.modules,
      };
      const changed = ZONE_FIELDS.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));
      if (changed.length === 0) return 'same';
      if (modules) await checkModules(trx, modules);
      const now = this.deps.clock.now().toISOString();
      if (!(await saveZone(trx, id, version, zoneColumns(next, row.translations), now))) return 'stale';
      await writeRates(trx, id, current.modules, next.modules);
      const pick = (from: ZoneFields) => Object.fromEntries(changed.map((f) => [f, from[f]]));
      await recordChange(trx, actor, {
        action: 'zones.update', entity: ENTITY, entityId: id, storeId: null, before: { ...pick(current), version }, after: { ...pick(next), version: version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.one(id), await fieldsChangedSince(this.deps.db, ENTITY, id, version));
    if (outcome === 'saved') this.deps.changes.changed();
    return this.one(id);
  }
}
