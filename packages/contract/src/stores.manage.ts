import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/** The longest store name in any language, and address. */
export const STORE_NAME_MAX = 100;
export const STORE_ADDRESS_MAX = 255;

const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });
/** A store's or its owner's phone, as the console and the storefront's application take it. */
export const StorePhone = Type.String({ minLength: 5, maxLength: 20, pattern: '^\\+?[0-9 ()-]{5,20}$' });
export const StoreEmail = Type.String({ maxLength: 120, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });
const Commission = Type.Number({ minimum: 0, maximum: 100, description: 'the business\'s share of a delivered order\'s amount, in percent' });

/** A store as the business's admins manage it: who and where it is, its commission, listed or suspended. */
export const ConsoleStoreProfile = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  name: Texts,
  slug: Type.String(),
  module_id: Type.Integer(),
  zone_id: Type.Integer(),
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  phone: Type.String(),
  email: Type.String(),
  commission_rate: Type.Number(),
  /** Listed on the storefront; false: suspended, no storefront call shows it or its items. */
  listed: Type.Boolean(),
  /** The store's own "open now" switch (its staff's, in the store panel). */
  open: Type.Boolean(),
  logo_full_url: Type.String(),
  avg_rating: Type.Number(),
  rating_count: Type.Integer(),
  created_at: Type.String(),
});
export type ConsoleStoreProfile = Static<typeof ConsoleStoreProfile>;

export const ConsoleStorePage = Type.Object({ total: Type.Integer(), stores: Type.Array(ConsoleStoreProfile) });
export type ConsoleStorePage = Static<typeof ConsoleStorePage>;

export const ConsoleStoreQuery = Type.Object({
  /** Part of the name (any language), address, phone or email. */
  search: Type.Optional(Type.String({ maxLength: 60 })),
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  zone_id: Type.Optional(Type.Integer({ minimum: 1 })),
  listed: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleStoreQuery = Static<typeof ConsoleStoreQuery>;

/** The person who will run a new store: invited to the console as its owner by mail. */
export const StoreOwnerInvite = Type.Object({
  f_name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  l_name: Type.String({ maxLength: 60 }),
  email: StoreEmail,
});
export type StoreOwnerInvite = Static<typeof StoreOwnerInvite>;

const profileFields = {
  name: TextsInput(STORE_NAME_MAX),
  module_id: Type.Integer({ minimum: 1 }),
  zone_id: Type.Integer({ minimum: 1 }),
  address: Type.String({ minLength: 1, maxLength: STORE_ADDRESS_MAX, pattern: '\\S' }),
  latitude: Latitude,
  longitude: Longitude,
  phone: StorePhone,
  email: StoreEmail,
  commission_rate: Type.Optional(Commission),
  listed: Type.Optional(Type.Boolean()),
};

/** A new store: listed at once, open every hour of every day until its staff set its hours, with its owner invited when named. */
export const ConsoleStoreCreate = Type.Object({ ...profileFields, owner: Type.Optional(StoreOwnerInvite) });
export type ConsoleStoreCreate = Static<typeof ConsoleStoreCreate>;

/** A save of a store's profile: the version read, and the fields to change (those left out stay). */
export const ConsoleStoreProfileUpdate = Type.Interface([Type.Partial(Type.Object(profileFields))], { version: Type.Integer({ minimum: 1 }) });
export type ConsoleStoreProfileUpdate = Static<typeof ConsoleStoreProfileUpdate>;

/** A refused save (409): the store as it is now and the fields changed since the version the save named. */
export const ConsoleStoreProfileConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleStoreProfile, changed: Type.Array(Type.String()) });
export type ConsoleStoreProfileConflict = Static<typeof ConsoleStoreProfileConflict>;
