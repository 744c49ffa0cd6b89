import { Type, type Static, type TSchema } from 'typebox';
import { OrderPlace } from './checkout.js';

/**
 * Sending a parcel from door to door (the parcel module, /parcel-delivery-info, parcel categories,
 * receiver_details in tracking, customer/order/place with order_type parcel).
 * No store, no items, no cart: the server measures sender to receiver and prices the ride from the
 * category's rates, or the config's where the category has none.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ maxLength });

export const PARCEL_TEXTS = {
  category_not_found: 'Parcel category not found',
  /** The sender's or the receiver's point lies outside every zone where the parcel module is active. */
  sender_out_of_zone: 'Sorry, we do not pick up parcels at this address yet.',
  receiver_out_of_zone: 'Sorry, we do not deliver parcels to this address yet.',
  /** The receiver pays in cash, on delivery. */
  receiver_pays_cash: 'When the receiver pays, the payment method must be cash on delivery.',
  name_required: 'Name is required',
  phone_required: 'Phone Number is required',
  address_required: 'Address is required',
} as const;

/** Who pays the delivery charge: the sender at checkout, or the receiver in cash at the door. */
export const ChargePayer = Type.Union([Type.Literal('sender'), Type.Literal('receiver')]);
export type ChargePayer = Static<typeof ChargePayer>;

/** One end of a parcel's ride: where, and who is there. */
export const ParcelParty = Type.Object(
  {
    address: Type.String({ minLength: 1, maxLength: 500 }),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    contact_person_name: Type.String({ minLength: 1, maxLength: 100 }),
    /** Stored with its plus prefix. */
    contact_person_number: Type.String({ minLength: 1, maxLength: 30 }),
    contact_person_email: Type.Optional(Nullable(Text(255))),
    road: Type.Optional(Nullable(Text(100))),
    house: Type.Optional(Nullable(Text(100))),
    floor: Type.Optional(Nullable(Text(100))),
  },
  { additionalProperties: false },
);
export type ParcelParty = Static<typeof ParcelParty>;

/** POST customer/order/place (and customer/order/preview) with order_type parcel. */
export const ParcelOrderPlace = Type.Object(
  {
    order_type: Type.Literal('parcel'),
    parcel_category_id: Type.Integer({ minimum: 1 }),
    /** The sender: where the courier picks the parcel up. */
    address: ParcelParty,
    receiver_details: ParcelParty,
    charge_payer: ChargePayer,
    /** The receiver pays cash only; the sender may also pay by wallet or digitally. */
    payment_method: Type.Union([Type.Literal('cash_on_delivery'), Type.Literal('wallet'), Type.Literal('digital_payment')]),
    /** An instruction from order/parcel-instructions, or the sender's own words. */
    delivery_instruction: Type.Optional(Nullable(Text(500))),
    /** Tip for the courier, major units. */
    dm_tips: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
    guest_id: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    payment_return_path: Type.Optional(Text(300)),
    /** Ignored: the server measures and prices the ride. */
    order_amount: Type.Optional(Type.Number()),
    distance: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type ParcelOrderPlace = Static<typeof ParcelOrderPlace>;

/** What a parcel costs, as customer/order/preview answers it (major units). */
export const ParcelQuote = Type.Object({
  parcel_category_id: Type.Integer(),
  /** Road distance estimate from sender to receiver, km, one decimal. */
  distance: Type.Number(),
  per_km_charge: Type.Number(),
  minimum_charge: Type.Number(),
  /** max(minimum, distance × per km) plus the zone's surcharge where one applies. */
  delivery_charge: Type.Number(),
  dm_tips: Type.Number(),
  order_amount: Type.Number(),
  charge_payer: ChargePayer,
  /** Payment methods this payer may use, as the config and zone allow. */
  payment_methods: Type.Array(Type.String()),
});
export type ParcelQuote = Static<typeof ParcelQuote>;

/** The parcel part of an order in lists, details and tracking; null for other orders. */
export const ParcelInfo = Type.Object({
  category: Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String(), image_full_url: Type.String() }),
  sender: ParcelParty,
  receiver: ParcelParty,
  charge_payer: ChargePayer,
  distance: Type.Number(),
  delivery_instruction: Nullable(Type.String()),
});
export type ParcelInfo = Static<typeof ParcelInfo>;

/**
 * The body of customer/order/place and customer/order/preview: a parcel when order_type is parcel,
 * else a delivery or take-away order. A condition rather than a union, so that a bad body is told
 * only what its own kind lacks, in the same words as before parcels.
 */
export const CustomerOrderPlace = Type.Unsafe<OrderPlace | ParcelOrderPlace>({
  type: 'object',
  if: { type: 'object', properties: { order_type: { const: 'parcel' } }, required: ['order_type'] },
  then: ParcelOrderPlace,
  else: OrderPlace,
});
export type CustomerOrderPlace = OrderPlace | ParcelOrderPlace;


/** A parcel category's or the business's charges per km and at least, in whatever one unit the caller uses. */
export interface ParcelRateFields {
  parcel_per_km_shipping_charge: number;
  parcel_minimum_shipping_charge: number;
}

/**
 * What a parcel of this category costs: the category's own per-km and minimum charges where it has them
 * (0 is none), else the business's (config). The server charges by it; the parcel home shows it.
 */
export function parcelRates(category: ParcelRateFields, business: ParcelRateFields): { perKm: number; minimum: number } {
  return {
    perKm: category.parcel_per_km_shipping_charge || business.parcel_per_km_shipping_charge,
    minimum: category.parcel_minimum_shipping_charge || business.parcel_minimum_shipping_charge,
  };
}

/** A parcel category: what can be sent, with its own per-km and minimum charges. */
export const ParcelCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image: Type.String(), image_full_url: Type.String(),
  module_id: Type.Integer(),
  /** Major units. */
  parcel_per_km_shipping_charge: Type.Number(),
  parcel_minimum_shipping_charge: Type.Number(),
});
export type ParcelCategory = Static<typeof ParcelCategory>;
export const ParcelCategoryList = Type.Array(ParcelCategory);

/** GET customer/order/parcel-instructions: what a sender may ask of the courier. */
export const ParcelInstructionList = Type.Object({
  total_size: Type.Integer(), limit: Type.Integer(), offset: Type.Integer(),
  data: Type.Array(Type.Object({ id: Type.Integer(), instruction: Type.String() })),
});
export type ParcelInstructionList = Static<typeof ParcelInstructionList>;
