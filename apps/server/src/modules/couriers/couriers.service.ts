import {
  COURIER_TEXTS, STAFF_TEXTS, VEHICLE_SPEED_KMH, VEHICLE_TRAVEL_MODE, type CourierOffers, type CourierPositionKept, type CourierPositions, type CourierShift, type CourierState, type CourierTrip,
  type CourierTrips, type Language, type TripRoute, type TripStepChange,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { LocationService } from '../location/location.service.js';
import { setCourierPosition } from '../operator/operator.repository.js';
import type { MapChange } from '../orders/orders.dispatch.changes.js';
import type { OrderTripsService } from '../orders/orders.trips.js';
import type { PushService } from '../push/push.service.js';
import type { CourierPlace } from '../orders/orders.trips.mapper.js';
import { courierProfile, courierZones, setShift, type CourierProfile } from './couriers.repository.js';

/** What the courier's every call starts from: its profile, zones and place. */
interface Courier {
  profile: CourierProfile;
  zoneIds: number[];
  place: CourierPlace;
}

/**
 * The courier's part of the console: its shift, and through the orders' trips its offers and trips.
 * The capability hook has let only couriers in; here a courier acts on its own profile alone, is
 * offered only while online and only its zones' orders, and reaches only its own trips.
 */
export class CouriersService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      clock: Clock; trips: OrderTripsService; push: Pick<PushService, 'relay'>; location: Pick<LocationService, 'road'>;
      /** After a shift's or a position's change: the business's dispatch maps hear of it. */
      mapChanged?: (change: MapChange) => void;
    },
  ) {}

  async state(operatorId: number, lang: Language): Promise<CourierState> {
    const [profile, zones, cash, running] = await Promise.all([
      courierProfile(this.db, operatorId), courierZones(this.db, operatorId), this.deps.trips.cashInHand(operatorId),
      // The running trips' ids alone (the same read as the live position's followers), not whole trips mapped only to be counted.
      this.deps.trips.followers(operatorId),
    ]);
    return {
      online: profile.online, since: profile.shift_changed_at, vehicle: profile.vehicle,
      zones: zones.map((z) => ({ id: z.id, name: translated(z.translations, lang, 'name', z.name) })),
      running: running.length, cash_in_hand: toMajor(cash),
    };
  }

  /** Goes online or offline; a change is kept in the audit log. Going offline with trips running is allowed: they stay the courier's. */
  async shift(actor: StaffActor, body: CourierShift, lang: Language): Promise<CourierState> {
    if (body.online && !(await courierProfile(this.db, actor.operatorId)).approved) throw new AppError('conflict', STAFF_TEXTS.awaiting_approval);
    const changed = await inTransaction(this.db, async (trx) => {
      const now = this.deps.clock.now().toISOString();
      if (!(await setShift(trx, actor.operatorId, body.online, now))) return false;
      await recordChange(trx, actor, {
        action: 'courier.shift', entity: 'courier', entityId: actor.operatorId, storeId: null, before: { online: !body.online }, after: { online: body.online },
      }, now);
      return true;
    });
    if (changed) this.deps.mapChanged?.({ couriers: [actor.operatorId] });
    return this.state(actor.operatorId, lang);
  }

  /** Orders waiting in the courier's zones; none while offline. */
  async offers(operatorId: number): Promise<CourierOffers> {
    const courier = await this.courier(operatorId);
    // A courier not (or no longer) approved is offered nothing, whatever its shift says.
    if (!courier.profile.online || !courier.profile.approved) return { online: false, offers: [] };
    return { online: true, offers: await this.deps.trips.offers(courier.zoneIds, courier.place) };
  }

  async accept(actor: StaffActor, orderId: number): Promise<CourierTrip> {
    const courier = await this.courier(actor.operatorId);
    if (!courier.profile.approved) throw new AppError('conflict', STAFF_TEXTS.awaiting_approval);
    if (!courier.profile.online) throw new AppError('conflict', COURIER_TEXTS.offline);
    return this.deps.trips.accept({ ...actor, zoneIds: courier.zoneIds }, orderId, courier.place);
  }

  async trips(operatorId: number): Promise<CourierTrips> {
    const courier = await this.courier(operatorId);
    return { trips: await this.deps.trips.trips(operatorId, courier.place) };
  }

  async trip(operatorId: number, orderId: number): Promise<CourierTrip> {
    const courier = await this.courier(operatorId);
    return this.deps.trips.trip({ operatorId, ip: null, zoneIds: courier.zoneIds }, orderId, courier.place);
  }

  /**
   * The road of the trip's leg for its map (docs/behaviour/couriers.md), by the courier's vehicle: from
   * its last position to where it heads now; pick-up to drop-off for an offer, a delivered trip, or
   * while its position is unknown. The same trips are seen as by trip().
   */
  async tripRoute(operatorId: number, orderId: number): Promise<TripRoute> {
    const courier = await this.courier(operatorId);
    const trip = await this.deps.trips.trip({ operatorId, ip: null, zoneIds: courier.zoneIds }, orderId, courier.place);
    const position = courier.place.position;
    const heading = trip.step === 'accepted' || trip.step === 'arrived_at_pickup' ? trip.pickup
      : trip.step === 'picked_up' || trip.step === 'arrived_at_dropoff' ? trip.dropoff : null;
    const [from, to] = position && heading ? [position, heading] : [trip.pickup, trip.dropoff];
    const road = await this.deps.location.road(from, to, VEHICLE_TRAVEL_MODE[courier.profile.vehicle]);
    return { ...road, courier: position };
  }

  async step(actor: StaffActor, orderId: number, change: TripStepChange): Promise<CourierTrip> {
    const courier = await this.courier(actor.operatorId);
    return this.deps.trips.step({ ...actor, zoneIds: courier.zoneIds }, orderId, change, courier.place);
  }

  async addPhoto(actor: StaffActor, orderId: number, files: readonly Buffer[]): Promise<CourierTrip> {
    const courier = await this.courier(actor.operatorId);
    return this.deps.trips.addPhoto({ ...actor, zoneIds: courier.zoneIds }, orderId, files, courier.place);
  }

  /**
   * The phone's batch of positions: its newest by the phone's clock is kept, stamped with the server's
   * time, and reaches the customers and stores of the courier's running orders live, on every instance
 * (the business's dispatch maps hear only that the courier moved).
   * A phone's clock is not the server's (it may run minutes behind or ahead): it only orders the positions
   * of one batch. Batches need no ordering: a phone sends one at a time, the next after the last answered.
   */
  async report(operatorId: number, body: CourierPositions): Promise<CourierPositionKept> {
    const newest = body.positions.reduce((best, p) => (Date.parse(p.at) > Date.parse(best.at) ? p : best));
    const at = this.deps.clock.now().toISOString();
    // The running trips are read beside the write, not after it: on PostgreSQL one round trip's wait less per report.
    const [kept, followers] = await Promise.all([setCourierPosition(this.db, operatorId, newest.lat, newest.lng, at), this.deps.trips.followers(operatorId)]);
    if (!kept) return { kept_at: null };
    this.deps.mapChanged?.({ couriers: [operatorId] });
    for (const trip of followers) {
      this.deps.push.relay(trip.recipients, 'courier_position', { order_id: trip.orderId, lat: newest.lat, lng: newest.lng, at });
    }
    return { kept_at: at };
  }

  private async courier(operatorId: number): Promise<Courier> {
    const [profile, zones] = await Promise.all([courierProfile(this.db, operatorId), courierZones(this.db, operatorId)]);
    const position = profile.lat !== null && profile.lng !== null ? { lat: profile.lat, lng: profile.lng } : null;
    return { profile, zoneIds: zones.map((z) => z.id), place: { position, speedKmh: VEHICLE_SPEED_KMH[profile.vehicle] } };
  }
}
