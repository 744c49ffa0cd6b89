import { Type, type Static } from 'typebox';
import { Flag } from './common.js';
import { Customer } from './customer.js';

export const GuestRequest = Type.Object({ guest_id: Type.String() });
export type GuestRequest = Static<typeof GuestRequest>;

const GuestId = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** Spec §5 texts answer an empty or missing name, phone or email; duplicates answer 409 conflict. */
export const AuthSignUp = Type.Object(
  {
    f_name: Type.String({ maxLength: 100 }),
    l_name: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 255 }),
    phone: Type.String({ maxLength: 30 }),
    password: Type.String({ maxLength: 128 }),
    ref_code: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    guest_id: Type.Optional(Type.Union([GuestId, Type.Null()])),
  },
  { additionalProperties: false },
);
export type AuthSignUp = Static<typeof AuthSignUp>;

/**
 * One of email_or_phone, email or phone identifies the account (the spec client sends
 * {phone, password} or {email, password}); field_type and login_type are accepted and ignored.
 */
export const AuthLogin = Type.Object(
  {
    email_or_phone: Type.Optional(Type.String({ maxLength: 255 })),
    email: Type.Optional(Type.String({ maxLength: 255 })),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    password: Type.String({ maxLength: 128 }),
    field_type: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('phone')])),
    login_type: Type.Optional(Type.Literal('manual')),
    guest_id: Type.Optional(Type.Union([GuestId, Type.Null()])),
  },
  { additionalProperties: false },
);
export type AuthLogin = Static<typeof AuthLogin>;

/**
 * A Google ID token (the `credential` of Google Identity Services). Only its verified claims
 * count: unique_id and email are accepted for the spec client's sake and not trusted.
 */
export const AuthSocialLogin = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 8192 }),
    medium: Type.Optional(Type.Literal('google')),
    unique_id: Type.Optional(Type.String({ maxLength: 255 })),
    email: Type.Optional(Type.String({ maxLength: 255 })),
    guest_id: Type.Optional(Type.Union([GuestId, Type.Null()])),
  },
  { additionalProperties: false },
);
export type AuthSocialLogin = Static<typeof AuthSocialLogin>;

/** Names default to the Google profile's; a phone may be added (it must be unused). */
export const AuthSocialRegister = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 8192 }),
    medium: Type.Optional(Type.Literal('google')),
    unique_id: Type.Optional(Type.String({ maxLength: 255 })),
    email: Type.Optional(Type.String({ maxLength: 255 })),
    f_name: Type.Optional(Type.String({ maxLength: 100 })),
    l_name: Type.Optional(Type.String({ maxLength: 100 })),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
    ref_code: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    guest_id: Type.Optional(Type.Union([GuestId, Type.Null()])),
  },
  { additionalProperties: false },
);
export type AuthSocialRegister = Static<typeof AuthSocialRegister>;

/** Asks for a one-time code by SMS; the answer is the same whether or not an account has the phone. */
export const AuthSendOtp = Type.Object({ phone: Type.String({ maxLength: 30 }) }, { additionalProperties: false });
export type AuthSendOtp = Static<typeof AuthSendOtp>;

export const AuthVerifyPhone = Type.Object(
  {
    phone: Type.String({ maxLength: 30 }),
    otp: Type.String({ minLength: 1, maxLength: 10 }),
    guest_id: Type.Optional(Type.Union([GuestId, Type.Null()])),
  },
  { additionalProperties: false },
);
export type AuthVerifyPhone = Static<typeof AuthVerifyPhone>;

/** What sign-up, login, social login and phone verification answer: a bearer token and the customer. */
export const AuthSession = Type.Object({
  token: Type.String(),
  is_phone_verified: Flag,
  is_email_verified: Flag,
  /** 1 when the account has a first and last name (a social sign-up may still lack them). */
  is_personal_info: Flag,
  user: Customer,
});
export type AuthSession = Static<typeof AuthSession>;

export const AuthOtpSent = Type.Object({ message: Type.String(), expires_in: Type.Integer() });
export type AuthOtpSent = Static<typeof AuthOtpSent>;
