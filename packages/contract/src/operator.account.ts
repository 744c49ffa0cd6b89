import { Type, type Static } from 'typebox';

/**
 * A staff member's own account: the second factor (an authenticator app's six-digit code), the
 * sessions signed in, and a forgotten password reset by a mailed link.
 */

/** Minutes a mailed password-reset link works. */
export const OPERATOR_RESET_TTL_MINUTES = 60;

/** The texts the server answers these calls with; the console shows them as they come. */
export const OPERATOR_ACCOUNT_TEXTS = {
  code_required: 'Enter the 6-digit code from your authenticator app',
  code_wrong: 'That code is not right',
  code_used: 'That code has already been used. Wait for the next one.',
  two_factor_on_already: 'Two-factor sign-in is already set up',
  two_factor_not_started: 'Start the two-factor set-up first',
  /** A limited session (the second factor still to set up) on anything but the set-up. */
  set_up_first: 'Set up two-factor sign-in first',
  session_not_found: 'Session not found',
  session_ended: 'The session is signed out',
  reset_sent: `If a staff account uses this email, we have sent it a link to choose a new password. The link works for ${OPERATOR_RESET_TTL_MINUTES} minutes.`,
  reset_link_bad: 'This link is not valid any more. Ask for a new one.',
  password_changed: 'Your password has been changed. Sign in with your new password.',
} as const;

/** Six digits, as authenticator apps show them. */
export const OneTimeCode = Type.String({ pattern: '^[0-9]{6}$' });

export const TwoFactorSetup = Type.Object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: Type.String(),
  /** otpauth://totp/… for the QR code. */
  otpauth_url: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorConfirm = Type.Object({ code: OneTimeCode }, { additionalProperties: false });
export type TwoFactorConfirm = Static<typeof TwoFactorConfirm>;

/** One signed-in session (token) of the person: where and when it was used. */
export const StaffSessionInfo = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
  user_agent: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  /** The session making this call. */
  current: Type.Boolean(),
});
export type StaffSessionInfo = Static<typeof StaffSessionInfo>;

export const StaffSessionList = Type.Object({ sessions: Type.Array(StaffSessionInfo) });
export type StaffSessionList = Static<typeof StaffSessionList>;

export const StaffSessionParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const OperatorForgotPassword = Type.Object({ email: Type.String({ minLength: 3, maxLength: 255 }) }, { additionalProperties: false });
export type OperatorForgotPassword = Static<typeof OperatorForgotPassword>;

/** The password is checked by the customers' rules on the server, so that a short one is refused in their words. */
export const OperatorResetPassword = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type OperatorResetPassword = Static<typeof OperatorResetPassword>;
