import { Type, type Static, type TSchema } from 'typebox';
import { Flag } from './common.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The signed-in customer as every account call answers it; money in major units. */
export const Customer = Type.Object({
  id: Type.Integer(),
  f_name: Type.String(),
  l_name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  /** The photo, or the placeholder's URL without one. */
  image: Type.String(), image_full_url: Type.String(),
  /** manual (email or phone with a password) or google. */
  login_medium: Type.String(),
  social_id: Nullable(Type.String()),
  is_phone_verified: Flag,
  is_email_verified: Flag,
  ref_code: Type.String(),
  wallet_balance: Type.Number(),
  loyalty_point: Type.Integer(),
  /** Signed up with a referral code, no order yet, and still within the discount's validity: the first order gets the discount. */
  is_valid_for_discount: Type.Boolean(),
  /** The new customer's discount (percent, or major units) while is_valid_for_discount. */
  discount_amount: Type.Number(),
  discount_amount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  /** Until when the discount applies (ISO-8601), or null. */
  validity: Nullable(Type.String()),
  /** Category ids the customer chose on /interest. */
  interest: Type.Array(Type.Integer()),
  order_count: Type.Integer(),
  member_since_days: Type.Integer(),
  created_at: Type.String(),
});
export type Customer = Static<typeof Customer>;

/**
 * Multipart fields of POST customer/update-profile. `image` is a file part (JPG, PNG or GIF by
 * content, at most 2 MB); password and confirm_password are sent only to change the password.
 */
export const CustomerUpdateProfile = Type.Object(
  {
    f_name: Type.String({ maxLength: 100 }),
    l_name: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 255 }),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    image: Type.Optional(Type.Unknown({ description: 'a JPG, PNG or GIF file, at most 2 MB' })),
    password: Type.Optional(Type.String({ maxLength: 128 })),
    confirm_password: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type CustomerUpdateProfile = Static<typeof CustomerUpdateProfile>;

export const CustomerProfileUpdated = Type.Object({ message: Type.String(), customer: Customer });
export type CustomerProfileUpdated = Static<typeof CustomerProfileUpdated>;

export const CustomerUpdateInterest = Type.Object(
  { interest: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 }) },
  { additionalProperties: false },
);
export type CustomerUpdateInterest = Static<typeof CustomerUpdateInterest>;

/** `_method=put` is the spec client's way of sending a PUT through POST. */
export const CustomerFirebaseToken = Type.Object(
  {
    cm_firebase_token: Type.String({ minLength: 1, maxLength: 4096 }),
    _method: Type.Optional(Type.Union([Type.Literal('put'), Type.Literal('PUT')])),
  },
  { additionalProperties: false },
);
export type CustomerFirebaseToken = Static<typeof CustomerFirebaseToken>;

/** The profile texts, shared by the web form and the server so both say the same. */
export const PROFILE_TEXTS = {
  f_name_required: 'name is required',
  l_name_required: 'last name required',
  phone_required: 'phone number required',
  phone_invalid: 'Please enter a valid phone number with its country code, such as +971 50 123 4567.',
  email_required: 'Email is required',
  email_invalid: 'Must be a valid email',
  password_required: 'Password is required',
  password_too_short: 'Password must be at least 8 characters.',
  password_mismatch: 'The password confirmation does not match.',
  no_changes: 'No changes found to update.',
  phone_locked: 'Phone number can not be changed.',
  social_password: 'Password can not be set for an account that signs in with Google.',
  updated: 'Updated successfully.',
  deleted: 'Account has been deleted',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
