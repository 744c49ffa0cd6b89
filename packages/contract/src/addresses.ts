import { Type, type Static, type TSchema } from 'typebox';
import { Page } from './common.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Optional = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** At least one character that is not a space. */
const NOT_BLANK = '\\S';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;

/**
 * POST customer/address/add and PUT customer/address/update/{id}. address_type is home, office,
 * other or the customer's own label; address_label, when sent with "other", becomes the type.
 * zone_ids are worked out on the server from latitude and longitude.
 */
export const CustomerAddressInput = Type.Object(
  {
    address_type: Type.Optional(Type.String({ maxLength: 50 })),
    address_label: Optional(50),
    address: Type.String({ maxLength: 500, pattern: NOT_BLANK }),
    contact_person_name: Type.String({ maxLength: 100, pattern: NOT_BLANK }),
    contact_person_number: Type.String({ maxLength: 30, pattern: NOT_BLANK }),
    contact_person_email: Optional(255),
    additional_information: Optional(500),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    road: Optional(100),
    house: Optional(100),
    floor: Optional(100),
  },
  { additionalProperties: false },
);
export type CustomerAddressInput = Static<typeof CustomerAddressInput>;

export const CustomerAddress = Type.Object({
  id: Type.Integer(),
  address_type: Type.String(),
  address_label: Type.String(),
  address: Type.String(),
  contact_person_name: Type.String(),
  contact_person_number: Type.String(),
  contact_person_email: Nullable(Type.String()),
  additional_information: Nullable(Type.String()),
  latitude: Type.Number(),
  longitude: Type.Number(),
  road: Nullable(Type.String()),
  house: Nullable(Type.String()),
  floor: Nullable(Type.String()),
  /** The smallest zone holding the point. */
  zone_id: Type.Integer(),
  /** Every zone holding the point, smallest first. */
  zone_ids: Type.Array(Type.Integer()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type CustomerAddress = Static<typeof CustomerAddress>;

export const CustomerAddressList = Page('addresses', CustomerAddress);
export type CustomerAddressList = Static<typeof CustomerAddressList>;

export const CustomerAddressParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type CustomerAddressParams = Static<typeof CustomerAddressParams>;

export const CustomerAddressDeleteQuery = Type.Object({ address_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type CustomerAddressDeleteQuery = Static<typeof CustomerAddressDeleteQuery>;

export const CustomerAddressSaved = Type.Object({ message: Type.String(), address: CustomerAddress });
export type CustomerAddressSaved = Static<typeof CustomerAddressSaved>;

/** The address texts, shared by the web form and the server. */
export const ADDRESS_TEXTS = {
  address: 'Address is required',
  contact_person_name: 'Name is required',
  contact_person_number: 'Phone Number is required',
  not_found: 'Address not found',
} as const;
