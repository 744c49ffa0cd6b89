import {
  COURIER_TEXTS, DELIVERY_CODE_TRIES, type CourierEarnings, type CourierEarningsQuery, type CourierTally, type CourierTrip, type TripStepChange,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid, notFound, rule } from '../../lib/errors.js';
import { removeImage, withStoredImages } from '../../lib/images.js';
import { moneyText, toMajor, toMinor } from '../../lib/money.js';
import { pageWindow } from '../../lib/pagination.js';
import { localDate } from '../../lib/schedule.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { ConfigService } from '../config/config.service.js';
import type { FilesService } from '../files/files.service.js';
import type { LiveRecipient } from '../push/push.live.js';
import type { OrderFlowService } from './orders.flow.js';
import { orderNotFound } from './orders.service.js';
import { CARRIED, movePaymentState, PARCEL_WAITING, WAITING_FOR_COURIER } from './orders.states.js';
import { cashDue, paysAtPickup, stepOf, toCourierTrip, type CourierPlace } from './orders.trips.mapper.js';
import {
  carriedRows, cashInHand, clearCodeTries, countCodeMiss, deliveriesOf, markArrival, offerRows, setDeliveryPhoto, tripFollowers, tripRow, type DeliveryRow, type TripRow,
} from './orders.trips.repository.js';

/** Offers shown at once: the oldest waiting orders of the courier's zones. */
const OFFER_LIMIT = 50;
/** A scheduled order is offered this long before its time. */
const OFFER_AHEAD_MS = 3_600_000;
const TRIP_ENTITY = 'order';
const DAY_MS = 86_400_000;
/** Wall clocks are at most 14 hours from UTC. */
const ZONE_MARGIN_MS = 14 * 3_600_000;
/** The private folder of photos at the door, and their longest side. */
const PHOTO_FOLDER = 'delivery';
const PHOTO_SIDE = 1600;
/** More deliveries than a courier makes in a week. */
const WEEK_LIMIT = 5_000;

/** The courier who acts, for the audit log, and where it works. */
export interface CourierActor extends StaffActor {
  zoneIds: readonly number[];
}

/**
 * A courier's trips: the orders waiting in its zones (offers), taking one (one courier wins a race),
 * and the steps from the pick-up to the door: arrived, picked up, arrived, delivered with the
 * customer's code when the business verifies deliveries and the cash collected on a cash order.
 * Every step is checked against the order's state (409 when it does not follow), moves the order
 * through the one state machine and is kept in the audit log in the same transaction.
 */
export class OrderTripsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { flow: OrderFlowService; config: ConfigService; clock: Clock; files: FilesService; storageDir: string },
  ) {}

  async offers(zoneIds: readonly number[], place: CourierPlace): Promise<CourierTrip[]> {
    const dueBy = new Date(this.deps.clock.now().getTime() + OFFER_AHEAD_MS).toISOString();
    const [rows, verifying] = await Promise.all([
      offerRows(this.db, zoneIds, { delivery: WAITING_FOR_COURIER, parcel: PARCEL_WAITING }, dueBy, OFFER_LIMIT), this.verifying(),
    ]);
    return rows.map((r) => toCourierTrip(r, place, verifying));
  }

  async trips(courierId: number, place: CourierPlace): Promise<CourierTrip[]> {
    const [rows, verifying, sign] = await Promise.all([carriedRows(this.db, courierId, CARRIED), this.verifying(), this.deps.files.signer()]);
    return rows.map((r) => toCourierTrip(r, place, verifying, sign));
  }

  /** One of the courier's trips (delivered ones too), or an order waiting in its zones; another's is not found. */
  async trip(courier: CourierActor, orderId: number, place: CourierPlace): Promise<CourierTrip> {
    const row = await tripRow(this.db, orderId);
    const waiting = row && row.delivery_man_id === null && courier.zoneIds.includes(row.zone_id)
      && (row.order_type === 'parcel' ? PARCEL_WAITING : WAITING_FOR_COURIER).includes(row.order_status);
    if (!row || (row.delivery_man_id !== courier.operatorId && !waiting)) throw orderNotFound();
    const [verifying, sign] = await Promise.all([this.verifying(), this.deps.files.signer()]);
    return toCourierTrip(row, place, verifying, row.delivery_man_id === courier.operatorId ? sign : null);
  }

  /** Takes an order waiting in one of the courier's zones: of two couriers at once, one wins, the other gets 409. */
  async accept(courier: CourierActor, orderId: number, place: CourierPlace): Promise<CourierTrip> {
    const row = await tripRow(this.db, orderId);
    if (!row || (row.delivery_man_id !== courier.operatorId && row.delivery_man_id !== null) || row.order_type === 'take_away') {
      if (row && row.delivery_man_id !== null) throw new AppError('conflict', COURIER_TEXTS.taken);
      throw orderNotFound();
    }
    if (row.delivery_man_id === courier.operatorId) return this.trip(courier, orderId, place);
    if (!courier.zoneIds.includes(row.zone_id)) throw new AppError('forbidden', COURIER_TEXTS.not_in_zone);
    const taken = await this.deps.flow.assignCourier(orderId, courier.operatorId, courier.zoneIds, 'courier', (trx) => recordChange(trx, courier, {
      action: 'trips.accept', entity: TRIP_ENTITY, entityId: orderId, storeId: row.store_id ?? null, before: { delivery_man_id: null },
      after: { delivery_man_id: courier.operatorId },
    }, this.now()));
    if (!taken) {
      const now = await tripRow(this.db, orderId);
      throw new AppError('conflict', now?.delivery_man_id !== null && now?.delivery_man_id !== undefined ? COURIER_TEXTS.taken : COURIER_TEXTS.not_waiting);
    }
    return this.trip(courier, orderId, place);
  }

  /** The next step of one of the courier's trips; a step out of order answers 409. */
  async step(courier: CourierActor, orderId: number, change: TripStepChange, place: CourierPlace): Promise<CourierTrip> {
    const row = await tripRow(this.db, orderId);
    if (!row || row.delivery_man_id !== courier.operatorId) throw notFound(COURIER_TEXTS.not_your_trip);
    const step = stepOf(row);
    const audit = (before: unknown, after: unknown) => ({ action: `trips.${change.step}`, entity: TRIP_ENTITY, entityId: orderId, storeId: row.store_id, before, after });
    if (change.step === 'arrived_at_pickup' || change.step === 'arrived_at_dropoff') {
      const expected = change.step === 'arrived_at_pickup' ? 'accepted' : 'picked_up';
      if (step !== expected) throw new AppError('conflict', COURIER_TEXTS.step_order);
      await inTransaction(this.db, async (trx) => {
        const now = this.now();
        if (!(await markArrival(trx, orderId, courier.operatorId, change.step === 'arrived_at_pickup' ? 'pickup' : 'dropoff', now))) {
          throw new AppError('conflict', COURIER_TEXTS.step_order);
        }
        await recordChange(trx, courier, audit({ step }, { step: change.step }), now);
      });
    } else if (change.step === 'picked_up') {
      if (step !== 'accepted' && step !== 'arrived_at_pickup') throw new AppError('conflict', COURIER_TEXTS.step_order);
      if (row.order_type !== 'parcel' && row.order_status !== 'handover') throw new AppError('conflict', COURIER_TEXTS.not_ready);
      const cash = paysAtPickup(row) ? await this.collected(row, change) : null;
      await this.deps.flow.moveById(orderId, 'picked_up', 'courier', courier.operatorId, undefined, {
        ...(cash !== null ? { set: { cash_collected: cash } } : {}),
        also: async (trx, order) => {
          const now = this.now();
          await markArrival(trx, orderId, courier.operatorId, 'pickup', now);
          // The sender paid the courier: the parcel is paid from now on.
          if (cash !== null) await movePaymentState(trx, { ...order, order_status: 'picked_up' }, { to: 'paid', actor: 'courier', actorId: courier.operatorId, now });
          await recordChange(trx, courier, audit({ step }, { step: 'picked_up', ...(cash !== null ? { cash_collected: cash } : {}) }), now);
        },
      });
    } else {
      if (step !== 'picked_up' && step !== 'arrived_at_dropoff') throw new AppError('conflict', COURIER_TEXTS.step_order);
      await this.checkCode(row, change.code);
      const cash = paysAtPickup(row) ? null : await this.collected(row, change);
      await this.deps.flow.moveById(orderId, 'delivered', 'courier', courier.operatorId, undefined, {
        ...(cash !== null ? { set: { cash_collected: cash } } : {}),
        also: async (trx) => {
          const now = this.now();
          await markArrival(trx, orderId, courier.operatorId, 'dropoff', now);
          await recordChange(trx, courier, audit({ step }, { step: 'delivered', ...(cash !== null ? { cash_collected: cash } : {}) }), now);
        },
      });
    }
    return this.trip(courier, orderId, place);
  }

  /**
   * The photo at the door, taken once the order is picked up (and after delivering it too): stored as a
   * private picture, replacing the one before. Kept in the audit log.
   */
  async addPhoto(courier: CourierActor, orderId: number, files: readonly Buffer[], place: CourierPlace): Promise<CourierTrip> {
    if (files.length !== 1) throw invalid(COURIER_TEXTS.photo_required, 'image');
    const row = await tripRow(this.db, orderId);
    if (!row || row.delivery_man_id !== courier.operatorId) throw notFound(COURIER_TEXTS.not_your_trip);
    const step = stepOf(row);
    if (step !== 'picked_up' && step !== 'arrived_at_dropoff' && step !== 'delivered') throw new AppError('conflict', COURIER_TEXTS.photo_too_early);
    const replaced = await withStoredImages(files, this.deps.storageDir, PHOTO_FOLDER, { maxSide: PHOTO_SIDE }, ([photo]) => inTransaction(this.db, async (trx) => {
      const now = this.now();
      const before = await setDeliveryPhoto(trx, orderId, courier.operatorId, photo!, now);
      if (before === undefined) throw notFound(COURIER_TEXTS.not_your_trip);
      await recordChange(trx, courier, { action: 'trips.photo', entity: TRIP_ENTITY, entityId: orderId, storeId: row.store_id, before: { delivery_photo: before }, after: { delivery_photo: photo } }, now);
      return before;
    }));
    // The photo it replaced is no longer named anywhere.
    await removeImage(replaced, this.deps.storageDir, PHOTO_FOLDER);
    return this.trip(courier, orderId, place);
  }

  /** Lets the courier enter the delivery code again after five wrong tries (the store's staff or support). */
  async unlockCode(actor: StaffActor, storeId: number, orderId: number): Promise<{ message: string }> {
    const row = await tripRow(this.db, orderId);
    if (!row || row.store_id !== storeId) throw orderNotFound();
    await inTransaction(this.db, async (trx) => {
      const now = this.now();
      if (!(await clearCodeTries(trx, orderId, DELIVERY_CODE_TRIES, now))) throw new AppError('conflict', COURIER_TEXTS.not_locked);
      await recordChange(trx, actor, {
        action: 'orders.unlock_code', entity: TRIP_ENTITY, entityId: orderId, storeId, before: { delivery_code_tries: row.delivery_code_tries }, after: { delivery_code_tries: 0 },
      }, now);
    });
    return { message: COURIER_TEXTS.lock_cleared };
  }

  /** Each running trip of the courier with who follows it live: its customer or guest, and its store. */
  async followers(courierId: number): Promise<{ orderId: number; recipients: LiveRecipient[] }[]> {
    return (await tripFollowers(this.db, courierId)).map((o) => ({
      orderId: o.id,
      recipients: [
        ...(o.user_id !== null ? [{ kind: 'customer' as const, id: o.user_id }] : o.guest_id !== null ? [{ kind: 'guest' as const, id: o.guest_id }] : []),
        ...(o.store_id !== null ? [{ kind: 'store' as const, id: o.store_id }] : []),
      ],
    }));
  }

  /**
   * What the courier earned: today's and this week's deliveries (days and weeks from Monday of the
   * business's time zone, by when they were delivered), cash in hand, and a page of its deliveries.
   */
  async earnings(courierId: number, query: CourierEarningsQuery): Promise<CourierEarnings> {
    const page = pageWindow(query, 20);
    const { time_zone: zone } = await this.deps.config.config();
    const now = this.deps.clock.now();
    const today = localDate(now, zone);
    const todayNumber = Date.parse(`${today}T00:00:00Z`) / DAY_MS;
    // 1970-01-05 was a Monday: day numbers 4 apart from it by a multiple of 7 are Mondays.
    const monday = new Date((todayNumber - ((todayNumber + 3) % 7)) * DAY_MS).toISOString().slice(0, 10);
    // A local day lies within 14 hours of its UTC day: read from that far back, keep what falls in the week.
    const since = new Date(Date.parse(`${monday}T00:00:00Z`) - ZONE_MARGIN_MS).toISOString();
    const [week, rows, cash] = await Promise.all([
      deliveriesOf(this.db, courierId, since, WEEK_LIMIT, 0), deliveriesOf(this.db, courierId, null, page.limit + 1, page.skip), cashInHand(this.db, courierId),
    ]);
    const tally = (from: string): CourierTally => {
      const kept = week.filter((r) => localDate(new Date(r.delivered_at), zone) >= from);
      const sum = (f: (r: DeliveryRow) => number) => toMajor(kept.reduce((total, r) => total + f(r), 0));
      return { deliveries: kept.length, earned: sum((r) => r.delivery_charge + r.dm_tips), tips: sum((r) => r.dm_tips) };
    };
    return {
      today: tally(today), week: tally(monday), cash_in_hand: toMajor(cash), limit: page.limit, offset: page.offset, has_more: rows.length > page.limit,
      deliveries: rows.slice(0, page.limit).map((r) => ({
        order_id: r.id, order_type: r.order_type === 'parcel' ? 'parcel' : 'delivery', delivered_at: r.delivered_at, delivery_charge: toMajor(r.delivery_charge),
        tip: toMajor(r.dm_tips), earned: toMajor(r.delivery_charge + r.dm_tips), cash_collected: r.cash_collected === null ? null : toMajor(r.cash_collected),
        cash_settled: r.cash_settled_at !== null,
      })),
    };
  }

  /** Minor units of cash the courier holds for the business. */
  cashInHand(courierId: number): Promise<number> {
    return cashInHand(this.db, courierId);
  }

  /**
   * The customer's code, when the business verifies deliveries: missing (400), locked (423 as 409), or
   * wrong (422 with the tries left, the miss counted in a transaction of its own so that it stays).
   */
  private async checkCode(row: TripRow, code: string | undefined): Promise<void> {
    if (row.delivery_code === null || !(await this.verifying())) return;
    if (row.delivery_code_tries >= DELIVERY_CODE_TRIES) throw new AppError('conflict', COURIER_TEXTS.code_locked, [{ code: 'code_locked', message: COURIER_TEXTS.code_locked }]);
    if (!code?.trim()) throw invalid(COURIER_TEXTS.code_required, 'code');
    if (code.trim() === row.delivery_code) return;
    const tries = await inTransaction(this.db, (trx) => countCodeMiss(trx, row.id, this.now()));
    if (tries >= DELIVERY_CODE_TRIES) throw new AppError('conflict', COURIER_TEXTS.code_locked, [{ code: 'code_locked', message: COURIER_TEXTS.code_locked }]);
    throw rule(COURIER_TEXTS.code_wrong.replace('{left}', String(DELIVERY_CODE_TRIES - tries)), 'code_wrong');
  }

  /** The cash due on the order, in minor units, once the courier confirms collecting at least that much; null when nothing is due. */
  private async collected(row: TripRow, change: TripStepChange): Promise<number | null> {
    const due = cashDue(row);
    if (due === 0) return null;
    const amount = moneyText(due, await this.deps.config.config());
    if (change.cash_collected === undefined) throw invalid(COURIER_TEXTS.cash_required.replace('{amount}', amount), 'cash_collected');
    if (toMinor(change.cash_collected) < due) throw rule(COURIER_TEXTS.cash_short.replace('{amount}', amount), 'cash_short');
    return due;
  }

  private async verifying(): Promise<boolean> {
    return (await this.deps.config.config()).order_delivery_verification;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
