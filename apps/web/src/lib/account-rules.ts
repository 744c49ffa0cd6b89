import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@storefront/contract';

/**
 * The profile rules, shared by the sign-up and profile forms. Each answers the i18n key of
 * the problem, or null; the server checks the same and has the last word.
 */

// As the server reads a phone: "+" or "00", then 8 to 15 digits; spaces, dashes, dots and brackets ignored.
export function isPhoneNumber(raw: string): boolean {
  let text = raw.trim().replace(/[\s\-.()]/g, '');
  if (text.startsWith('00')) text = text.slice(2);
  else if (text.startsWith('+')) text = text.slice(1);
  return /^[1-9]\d{7,14}$/.test(text);
}

export const checkFirstName = (value: string) => (value.trim() ? null : 'profile.errors.f_name_required');
export const checkLastName = (value: string) => (value.trim() ? null : 'profile.errors.l_name_required');

export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return 'profile.errors.email_required';
  return email.length <= 255 && EMAIL_PATTERN.test(email) ? null : 'profile.errors.email_invalid';
}

export function checkPhone(value: string): string | null {
  if (!value.trim()) return 'profile.errors.phone_required';
  return isPhoneNumber(value) ? null : 'profile.errors.phone_invalid';
}

export function checkNewPassword(value: string): string | null {
  if (!value) return 'profile.errors.password_required';
  return [...value].length < PASSWORD_MIN_LENGTH ? 'profile.errors.password_too_short' : null;
}

export const checkConfirmation = (value: string, password: string) => (value === password ? null : 'profile.errors.password_mismatch');
