import { Type, type Static } from 'typebox';
import { LatLng } from './config.js';
import { RoadPath, type TravelMode } from './location.js';

/**
 * The courier's part of the console: a shift (online or not) in the zones the courier works in, offers
 * of orders waiting there, and the trips the courier carries, step by step, to a proof of delivery.
 */

export const VEHICLES = ['bike', 'motorbike', 'car'] as const;
export type Vehicle = (typeof VEHICLES)[number];

/** Average speed on city streets, km/h, by vehicle: what a trip's time estimate assumes. */
export const VEHICLE_SPEED_KMH: Readonly<Record<Vehicle, number>> = { bike: 15, motorbike: 30, car: 25 };

/** How a vehicle travels, for the routing service: a bicycle's lanes, a motorbike's (a car's where the service knows none), a car's roads. */
export const VEHICLE_TRAVEL_MODE: Readonly<Record<Vehicle, TravelMode>> = { bike: 'bicycling', motorbike: 'two_wheeler', car: 'driving' };

/** Wrong delivery codes a courier may enter before the step locks until the store or support clears it. */
export const DELIVERY_CODE_TRIES = 5;

export const COURIER_TEXTS = {
  not_courier: 'This account has no courier profile.',
  offline: 'Go online to take orders.',
  not_in_zone: 'This order is not in one of your zones.',
  taken: 'Another courier has taken this order.',
  not_waiting: 'This order is no longer waiting for a courier.',
  not_your_trip: 'This order is not one of your trips.',
  not_ready: 'The store has not handed this order over yet.',
  step_order: 'Do the steps in order: arrive, pick up, arrive, deliver.',
  code_required: 'Enter the 4-digit code the customer sees.',
  code_wrong: 'This code is not right. {left} tries left.',
  code_locked: 'Too many wrong codes: the store or support must unlock this delivery.',
  cash_required: 'Confirm the cash you collected: {amount}.',
  cash_short: 'Collect the full amount: {amount}.',
  lock_cleared: 'The delivery code can be entered again.',
  not_locked: 'This delivery is not locked.',
  photo_required: 'Choose a photo to upload.',
  photo_too_early: 'A photo at the door can be added once the order is picked up.',
} as const;

const Money = Type.Number({ description: 'Major units of the business currency' });

export const CourierZone = Type.Object({ id: Type.Integer(), name: Type.String() });

/** The courier as the app opens: shift, vehicle, zones, and what is running now. */
export const CourierState = Type.Object({
  online: Type.Boolean(),
  /** When the courier last went online or offline; null before the first shift. */
  since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  vehicle: Type.Union([Type.Literal('bike'), Type.Literal('motorbike'), Type.Literal('car')]),
  zones: Type.Array(CourierZone),
  /** Orders the courier carries now. */
  running: Type.Integer({ minimum: 0 }),
  /** Cash collected on delivered orders and not yet handed back to the business. */
  cash_in_hand: Money,
});
export type CourierState = Static<typeof CourierState>;

export const CourierShift = Type.Object({ online: Type.Boolean() });
export type CourierShift = Static<typeof CourierShift>;

/** A point of a trip: where to pick up or drop off. */
export const TripPoint = Type.Object({
  name: Type.String(),
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** A phone to call there (the store's, the sender's, the customer's or the receiver's); null when none is known. */
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type TripPoint = Static<typeof TripPoint>;

export const TripSteps = ['accepted', 'arrived_at_pickup', 'picked_up', 'arrived_at_dropoff', 'delivered'] as const;
export type TripStep = (typeof TripSteps)[number];

/** An order seen by a courier: an offer waiting in the courier's zones, or a trip the courier carries. */
export const CourierTrip = Type.Object({
  order_id: Type.Integer(),
  order_type: Type.Union([Type.Literal('delivery'), Type.Literal('parcel')]),
  order_status: Type.String(),
  /** The store has marked it ready (always true for a parcel: the sender has it). */
  ready: Type.Boolean(),
  pickup: TripPoint,
  dropoff: TripPoint,
  /** Kilometres from the courier's last position to the pick-up (null before the first position), and from pick-up to drop-off. */
  pickup_km: Type.Union([Type.Number(), Type.Null()]),
  dropoff_km: Type.Number(),
  /** Minutes the trip takes at the vehicle's speed, from the courier to the pick-up and on to the drop-off. */
  minutes: Type.Integer({ minimum: 0 }),
  /** What the courier earns: the delivery charge and the tip. */
  delivery_charge: Money,
  tip: Money,
  /** Cash to collect at the door (cash on delivery; a parcel's receiver paying); 0 when paid already. */
  cash_to_collect: Money,
  /** Where a courier's trip stands; null for an offer. */
  step: Type.Union([
    Type.Literal('accepted'), Type.Literal('arrived_at_pickup'), Type.Literal('picked_up'), Type.Literal('arrived_at_dropoff'), Type.Literal('delivered'), Type.Null(),
  ]),
  /** The customer must give a 4-digit code to the courier at the door. */
  code_required: Type.Boolean(),
  /** Five wrong codes: the step is locked until the store or support clears it. */
  code_locked: Type.Boolean(),
  note: Type.Union([Type.String(), Type.Null()]),
  /** The photo the courier took at the door (a signed link), when one was taken. */
  delivery_photo: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type CourierTrip = Static<typeof CourierTrip>;

export const CourierOffers = Type.Object({
  online: Type.Boolean(),
  offers: Type.Array(CourierTrip),
});
export type CourierOffers = Static<typeof CourierOffers>;

export const CourierTrips = Type.Object({ trips: Type.Array(CourierTrip) });
export type CourierTrips = Static<typeof CourierTrips>;

export const TripParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type TripParams = Static<typeof TripParams>;

/** The next step of a trip; delivering may need the customer's code and, on a cash order, the cash collected. */
export const TripStepChange = Type.Object({
  step: Type.Union([Type.Literal('arrived_at_pickup'), Type.Literal('picked_up'), Type.Literal('arrived_at_dropoff'), Type.Literal('delivered')]),
  code: Type.Optional(Type.String({ maxLength: 10 })),
  /** Major units collected at the door, at least what was due. */
  cash_collected: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
});
export type TripStepChange = Static<typeof TripStepChange>;

/** A photo at the door (multipart/form-data, field `image`), once the order is picked up; a new one replaces it. */
export const TripPhoto = Type.Object({ image: Type.Optional(Type.Unknown({ description: 'a JPG, PNG or GIF file, at most 2 MB' })) });
export type TripPhoto = Static<typeof TripPhoto>;

/**
 * The road of a trip's leg for its map: from the courier's last known position to where it heads now
 * (the pick-up until picked up, then the drop-off); pick-up to drop-off for an offer, or while the
 * courier's position is unknown. `courier`: that position, null when unknown.
 */
export const TripRoute = Type.Object({ ...RoadPath.properties, courier: Type.Union([LatLng, Type.Null()]) });
export type TripRoute = Static<typeof TripRoute>;

/** Positions a courier's phone batches (oldest first or not: the newest is kept). */
export const CourierPositions = Type.Object({
  positions: Type.Array(Type.Object({
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    at: Type.String({ format: 'date-time' }),
  }), { minItems: 1, maxItems: 20 }),
});
export type CourierPositions = Static<typeof CourierPositions>;

/** When the server kept the batch's newest position (its own time, not the phone's); null only for an account without a position to keep. */
export const CourierPositionKept = Type.Object({ kept_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) });
export type CourierPositionKept = Static<typeof CourierPositionKept>;

/** The live event `courier_position` on the push stream of an order's customer and store. */
export const CourierPositionEvent = Type.Object({ order_id: Type.Integer(), lat: Type.Number(), lng: Type.Number(), at: Type.String({ format: 'date-time' }) });
export type CourierPositionEvent = Static<typeof CourierPositionEvent>;

/** Deliveries and what they earned over a span. */
export const CourierTally = Type.Object({ deliveries: Type.Integer({ minimum: 0 }), earned: Money, tips: Money });
export type CourierTally = Static<typeof CourierTally>;

export const CourierDelivery = Type.Object({
  order_id: Type.Integer(),
  order_type: Type.Union([Type.Literal('delivery'), Type.Literal('parcel')]),
  delivered_at: Type.String({ format: 'date-time' }),
  delivery_charge: Money,
  tip: Money,
  /** The delivery charge and the tip. */
  earned: Money,
  /** Cash collected at the door (null when none was due), and whether it was handed back to the business. */
  cash_collected: Type.Union([Money, Type.Null()]),
  cash_settled: Type.Boolean(),
});
export type CourierDelivery = Static<typeof CourierDelivery>;

export const CourierEarningsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});
export type CourierEarningsQuery = Static<typeof CourierEarningsQuery>;

/** Today's and this week's deliveries (days and weeks from Monday of the business's time zone), cash in hand, and the history, newest first. */
export const CourierEarnings = Type.Object({
  today: CourierTally,
  week: CourierTally,
  cash_in_hand: Money,
  limit: Type.Integer(),
  offset: Type.Integer(),
  /** Another page of history follows. */
  has_more: Type.Boolean(),
  deliveries: Type.Array(CourierDelivery),
});
export type CourierEarnings = Static<typeof CourierEarnings>;
