/** Which form sent the customer to verify their phone; it decides the success text and where to go next. */
export type VerifyAfter = 'sign-up' | 'sign-in';

/** The phone sits in the address, so a reload of the verification step keeps it. */
export function verifyPhonePath(phone: string, after: VerifyAfter, from: string | null): string {
  const params = new URLSearchParams({ phone, after });
  if (from) params.set('from', from);
  return `/auth/verify-phone?${params.toString()}`;
}

/** Where a new account goes: the interest page, then on to where the customer was headed. */
export const newAccountPath = (returnTo: string) => `/interest?from=${encodeURIComponent(returnTo)}`;
