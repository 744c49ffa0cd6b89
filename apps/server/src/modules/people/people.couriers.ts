import { STAFF_TEXTS, type ConsoleCourier, type ConsoleCourierPage, type ConsoleCourierQuery, type Language } from '@storefront/contract';
import { inTransaction } from '../../db/transaction.js';
import { invalid, notFound, rule } from '../../lib/errors.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { replaceCourierZones, setApproval } from '../couriers/couriers.repository.js';
import type { PeopleDeps } from './people.customers.js';
import { courierStatus, toConsoleCourier } from './people.mapper.js';
import { courierPage, courierRow, existingZones, zonesOfCouriers } from './people.repository.js';
import type { StaffConsoleService } from './people.staff.js';

/**
 * The couriers as operations keep them: listed by state (waiting for approval, active, refused, deactivated)
 * with their zones and shift; approved (then offered their zones' orders) or refused, their zones set,
 * deactivated as any staff member is. Every change is one transaction with its audit entry.
 */
export class CouriersConsoleService {
  constructor(private readonly deps: PeopleDeps & { staff: StaffConsoleService }) {}

  async page(query: ConsoleCourierQuery, lang: Language): Promise<ConsoleCourierPage> {
    const { rows, total } = await courierPage(this.deps.db, query, query.limit ?? 25, query.offset ?? 0);
    const zones = await zonesOfCouriers(this.deps.db, rows.map((r) => r.id));
    return { total, couriers: rows.map((r) => toConsoleCourier(r, zones, lang)) };
  }

  async one(id: number, lang: Language): Promise<ConsoleCourier> {
    const row = await courierRow(this.deps.db, id);
    if (!row) throw notFound(STAFF_TEXTS.courier_missing);
    return toConsoleCourier(row, await zonesOfCouriers(this.deps.db, [id]), lang);
  }

  /** Approves a courier waiting for approval (or refused before): offered its zones' orders from now on. */
  approve(actor: StaffActor, id: number, lang: Language): Promise<ConsoleCourier> {
    return this.decide(actor, id, 'approved', ['pending', 'refused'], lang);
  }

  /** Refuses a courier waiting for approval: it cannot go on shift nor is offered orders. */
  refuse(actor: StaffActor, id: number, lang: Language): Promise<ConsoleCourier> {
    return this.decide(actor, id, 'refused', ['pending'], lang);
  }

  /** The zones the courier works in from now on, each an existing zone. */
  async zones(actor: StaffActor, id: number, zoneIds: readonly number[], lang: Language): Promise<ConsoleCourier> {
    const wanted = [...new Set(zoneIds)].sort((a, b) => a - b);
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await courierRow(trx, id))) throw notFound(STAFF_TEXTS.courier_missing);
      const found = await existingZones(trx, wanted);
      if (wanted.some((z) => !found.has(z))) throw invalid(STAFF_TEXTS.zone_unknown, 'zone_ids');
      const before = (await zonesOfCouriers(trx, [id])).map((z) => z.id);
      const now = this.deps.clock.now().toISOString();
      await replaceCourierZones(trx, id, wanted);
      await recordChange(trx, actor, { action: 'couriers.zones', entity: 'operator', entityId: id, storeId: null, before: { zone_ids: before }, after: { zone_ids: wanted } }, now);
    });
    return this.one(id, lang);
  }

  async setActive(actor: StaffActor, id: number, active: boolean, lang: Language): Promise<ConsoleCourier> {
    if (!(await courierRow(this.deps.db, id))) throw notFound(STAFF_TEXTS.courier_missing);
    await this.deps.staff.setActive(actor, id, active);
    return this.one(id, lang);
  }

  private async decide(actor: StaffActor, id: number, approval: 'approved' | 'refused', from: readonly ('pending' | 'refused')[], lang: Language): Promise<ConsoleCourier> {
    await inTransaction(this.deps.db, async (trx) => {
      const row = await courierRow(trx, id);
      if (!row) throw notFound(STAFF_TEXTS.courier_missing);
      const now = this.deps.clock.now().toISOString();
      if (!(await setApproval(trx, id, approval, from, now))) throw rule(STAFF_TEXTS.not_pending, 'not_pending');
      await recordChange(trx, actor, {
        action: approval === 'approved' ? 'couriers.approve' : 'couriers.refuse', entity: 'operator', entityId: id, storeId: null,
        before: { status: courierStatus(row) }, after: { approval },
      }, now);
    });
    return this.one(id, lang);
  }
}
