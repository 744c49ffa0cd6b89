import { Type, type Static } from 'typebox';
import { Flag } from './common.js';
import { Customer } from './profile.js';

export const GuestRequest = Type.Object({ guest_id: Type.String() });
export type GuestRequest = Static<typeof GuestRequest>;

const GuestId = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** These texts answer an empty or missing name, phone or email; duplicates answer 409 conflict. */
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
  failed_attempts: Type.Optional(Type.Integer({
    minimum: 0,
    description: 'Wrong passwords given for the account since its previous sign-in; answered once, then 0.',
  })),
});
export type AuthSession = Static<typeof AuthSession>;

export const AuthOtpSent = Type.Object({ message: Type.String(), expires_in: Type.Integer() });
export type AuthOtpSent = Static<typeof AuthOtpSent>;

/**
 * What sign-up and login answer (202) instead of a session while customer_verification is on and the
 * account's phone is unverified: a code has been texted to `phone` (the account's own, in E.164); the
 * client finishes with auth/verify-phone, or asks for a new code with auth/send-otp.
 */
export const AuthVerificationNeeded = Type.Object({
  verification: Type.Literal('phone'),
  phone: Type.String(),
  message: Type.String(),
  expires_in: Type.Integer(),
});
export type AuthVerificationNeeded = Static<typeof AuthVerificationNeeded>;

/** The email or phone of the account that forgot its password. */
const AccountName = Type.String({ maxLength: 255 });
/** The six-digit code sent by auth/forgot-password. */
const ResetCode = Type.String({ maxLength: 10 });

/** Step 1: sends a code to the account's email (by mail) or phone (by SMS), whichever was given. */
export const AuthForgotPassword = Type.Object({ email_or_phone: AccountName }, { additionalProperties: false });
export type AuthForgotPassword = Static<typeof AuthForgotPassword>;

/** The same answer whether or not an account matches; channel echoes what was given (email or phone). */
export const AuthResetCodeSent = Type.Object({
  message: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('phone')]),
  expires_in: Type.Integer(),
});
export type AuthResetCodeSent = Static<typeof AuthResetCodeSent>;

/** Step 2: checks the code without spending it (a wrong one counts toward the limit). */
export const AuthVerifyResetToken = Type.Object(
  { email_or_phone: AccountName, reset_token: ResetCode },
  { additionalProperties: false },
);
export type AuthVerifyResetToken = Static<typeof AuthVerifyResetToken>;

/** Step 3: spends the code, sets the password and signs every device of the account out. */
export const AuthResetPassword = Type.Object(
  {
    email_or_phone: AccountName,
    reset_token: ResetCode,
    password: Type.String({ maxLength: 128 }),
    confirm_password: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type AuthResetPassword = Static<typeof AuthResetPassword>;

/** Texts of the password-reset and verification steps, shared by server and web. */
export const RESET_TEXTS = {
  code_sent: 'If an account matches, we have sent it a code.',
  code_wrong: 'The code is incorrect or has expired.',
  code_right: 'The code is correct.',
  too_many_codes: 'Too many wrong codes. Please ask for a new code.',
  password_changed: 'Your password has been changed. Please sign in with your new password.',
  verify_phone: 'Please verify your phone number. We have sent a code to it.',
} as const;
