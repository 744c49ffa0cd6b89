import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { OrderStatus } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { haversineMetres } from '../../lib/geo.js';
import { parseJson } from '../../lib/json.js';
import { setCourierPosition } from '../operator/operator.repository.js';
import type { MapChange } from '../orders/orders.dispatch.changes.js';
import type { OrderFlowService } from '../orders/orders.flow.js';
import type { ChatAutopilot } from './autopilot.chat.js';
import { freeDemoCourier, ordersToDrive, type DrivenOrder } from './autopilot.repository.js';

/** Demo pace at speed 1, in milliseconds: how long each stage lasts before the autopilot moves the order on. */
export const AUTOPILOT_PACE = {
  confirm: 20_000,
  process: 20_000,
  handover: 40_000,
  pickUp: 15_000,
  /** The ride takes distance at 25 km/h, kept between one and ten minutes. */
  rideMin: 60_000,
  rideMax: 600_000,
  metresPerMs: 25_000 / 3_600_000,
  /** A scheduled order is taken up this long before its time. */
  scheduleLead: 45 * 60_000,
} as const;

const BATCH = 200;

/** The stages that wait for the store: accepting, preparing, handing over (a take-away order, to its customer). */
const storesPart = (order: DrivenOrder) =>
  order.order_status === 'pending' || order.order_status === 'confirmed' || order.order_status === 'processing'
  || (order.order_status === 'handover' && order.order_type === 'take_away');

/** A store whose staff used the console this recently is driven by them: the autopilot plays only its couriers. */
export const STAFFED_WITHIN_MS = 30 * 60_000;

/**
 * The demo autopilot plays the store and a demo courier for every order on its way (but the seed's
 * showcase orders, which stay as the demo account shows them, and the store's part of orders of a
 * store whose staff use the console, STAFFED_WITHIN_MS): it confirms,
 * prepares and hands over, sends the least busy demo courier and moves it from the store to the
 * customer, and answers customers' first chat messages (autopilot.chat.ts). It keeps no state of its own: each tick reads when every order entered its state, and each
 * change is conditional on the state it saw, so several instances can run it side by side.
 */
export class AutopilotService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: { flow: OrderFlowService; clock: Clock; speed: number; chat?: ChatAutopilot; log?: FastifyBaseLogger; mapChanged?: (change: MapChange) => void },
  ) {}

  start(): void {
    if (this.timer) return;
    const every = Math.min(2000, Math.max(200, Math.round(2000 / this.deps.speed)));
    this.timer = setInterval(() => {
      this.running ??= this.tick().then(() => this.deps.chat?.tick()).then(() => undefined, (err) => this.deps.log?.warn({ err }, 'autopilot tick failed')).finally(() => {
        this.running = null;
      });
    }, every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass over the orders on their way; answers how many it moved on. */
  async tick(): Promise<number> {
    let moved = 0;
    const staffedSince = new Date(this.deps.clock.now().getTime() - STAFFED_WITHIN_MS).toISOString();
    for (const order of await ordersToDrive(this.db, BATCH, staffedSince)) {
      try {
        if (await this.drive(order)) moved += 1;
      } catch (err) {
        // Someone (a store, a courier, another instance) changed it first: it is theirs now.
        if (!(err instanceof AppError && err.code === 'conflict')) throw err;
      }
    }
    return moved;
  }

  private async drive(order: DrivenOrder): Promise<boolean> {
    const now = this.deps.clock.now().getTime();
    const since = now - Date.parse(order.since ?? order.updated_at);
    const after = (ms: number) => since >= ms / this.deps.speed;
    // A real courier's trip (or a demo courier a person took on shift) is theirs to ride.
    if (order.delivery_man_id !== null && (order.courier_demo !== 1 || order.courier_online === 1)) return false;
    if (order.order_type === 'parcel') return this.driveParcel(order, since, now, after);
    if (order.staffed === 1 && storesPart(order)) {
      // The store's staff accept, prepare and hand over; the autopilot only sends a demo courier once accepted.
      if (order.order_status !== 'pending') await this.sendCourier(order);
      return false;
    }
    switch (order.order_status) {
      case 'pending': {
        if (order.payment_method === 'digital_payment' && order.payment_status !== 'paid') return false;
        if (order.scheduled && Date.parse(order.schedule_at) - now > AUTOPILOT_PACE.scheduleLead / this.deps.speed) return false;
        if (!after(AUTOPILOT_PACE.confirm)) return false;
        await this.deps.flow.move(order, 'confirmed', 'system', null);
        await this.sendCourier(order);
        return true;
      }
      case 'confirmed':
        await this.sendCourier(order);
        return after(AUTOPILOT_PACE.process) && this.move(order, 'processing');
      case 'processing':
        await this.sendCourier(order);
        return after(AUTOPILOT_PACE.handover) && this.move(order, 'handover');
      case 'handover':
        if (order.order_type === 'take_away') return after(AUTOPILOT_PACE.pickUp) && this.move(order, 'delivered');
        if (!(await this.sendCourier(order)) || !after(AUTOPILOT_PACE.pickUp)) return false;
        await this.move(order, 'picked_up');
        await this.place(order.delivery_man_id!, Number(order.store_lat), Number(order.store_lng), new Date(now).toISOString());
        return true;
      case 'picked_up':
        return this.ride(order, storeOf(order), pointOf(order.delivery_address), since, now);
      default:
        return false;
    }
  }

  /**
   * A parcel: the least busy demo courier accepts it (which confirms it), rides to the sender and
   * picks it up, then rides to the receiver and delivers it.
   */
  private async driveParcel(order: DrivenOrder, since: number, now: number, after: (ms: number) => boolean): Promise<boolean> {
    const sender = pointOf(order.delivery_address);
    if (!sender) return false;
    switch (order.order_status) {
      case 'pending':
        if (order.payment_method === 'digital_payment' && order.payment_status !== 'paid') return false;
        return after(AUTOPILOT_PACE.confirm) && this.sendCourier(order, sender);
      case 'confirmed':
        if (order.delivery_man_id === null || !after(AUTOPILOT_PACE.pickUp)) return false;
        await this.move(order, 'picked_up');
        await this.place(order.delivery_man_id, sender.lat, sender.lng, new Date(now).toISOString());
        return true;
      case 'picked_up':
        return this.ride(order, sender, pointOf(order.receiver_details), since, now);
      default:
        return false;
    }
  }

  /** Where a demo courier is now; the dispatch maps hear that it moved. */
  private async place(courierId: number, lat: number, lng: number, at: string): Promise<void> {
    if (await setCourierPosition(this.db, courierId, lat, lng, at)) this.deps.mapChanged?.({ couriers: [courierId] });
  }

  private async move(order: DrivenOrder, to: OrderStatus): Promise<boolean> {
    await this.deps.flow.move(order, to, 'system', null);
    return true;
  }

  /** Gives the order a demo courier if it has none; false when no courier is free. It sets off near `from` (the store, or a parcel's sender). */
  private async sendCourier(order: DrivenOrder, from: Point | null = storeOf(order)): Promise<boolean> {
    if (order.order_type === 'take_away' || !from) return false;
    if (order.delivery_man_id !== null) return true;
    // While a courier of the zone is online, the zone's orders wait for the real couriers.
    if (order.zone_couriers_online === 1) return false;
    const courier = await freeDemoCourier(this.db, order.zone_id);
    if (!courier) return false;
    const at = this.deps.clock.now().toISOString();
    if (!(await this.deps.flow.assignCourier(order.id, courier.id, null, 'system'))) return false;
    order.delivery_man_id = courier.id;
    // It sets off from near the pick-up point, so the map shows it arriving.
    await this.place(courier.id, from.lat + 0.004, from.lng + 0.004, at);
    return true;
  }

  /** Moves the courier along the straight way from where it picked the order up to where it goes, and delivers on arrival. */
  private async ride(order: DrivenOrder, from: Point | null, to: Point | null, since: number, now: number): Promise<boolean> {
    if (order.delivery_man_id === null || !from || !to) return false;
    const metres = haversineMetres(from.lat, from.lng, to.lat, to.lng);
    const ride = Math.min(AUTOPILOT_PACE.rideMax, Math.max(AUTOPILOT_PACE.rideMin, metres / AUTOPILOT_PACE.metresPerMs)) / this.deps.speed;
    const share = Math.min(1, since / ride);
    const at = new Date(now).toISOString();
    await this.place(order.delivery_man_id, from.lat + (to.lat - from.lat) * share, from.lng + (to.lng - from.lng) * share, at);
    if (share < 1) return false;
    return this.move(order, 'delivered');
  }
}

interface Point {
  lat: number;
  lng: number;
}

/** The point of an address kept as JSON with the order; null when it has none. */
function pointOf(json: string | null): Point | null {
  const a = parseJson<{ latitude?: number; longitude?: number }>(json, {});
  const lat = Number(a.latitude);
  const lng = Number(a.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) && a.latitude !== undefined ? { lat, lng } : null;
}

function storeOf(order: DrivenOrder): Point | null {
  return order.store_lat === null || order.store_lng === null ? null : { lat: Number(order.store_lat), lng: Number(order.store_lng) };
}
