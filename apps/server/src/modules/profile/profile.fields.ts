import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PROFILE_TEXTS } from '@storefront/contract';
import { AppError } from '../../lib/errors.js';
import { normalizePhone } from '../../lib/phone.js';

export interface ProfileInput {
  f_name?: string | undefined;
  l_name?: string | undefined;
  email?: string | undefined;
  phone?: string | null | undefined;
}

export interface ProfileFields {
  f_name: string;
  l_name: string;
  email: string;
  /** null when no phone was sent and none is required. */
  phone: string | null;
}

type Problem = { code: string; message: string };

export function fieldError(problems: Problem[]): AppError {
  return new AppError('validation_error', problems[0]!.message, problems);
}

/**
 * Names, email and phone checked with the profile texts (PROFILE_TEXTS), every failing field reported at once;
 * email is lower-cased and the phone normalised to +<digits>.
 */
export function checkProfileFields(input: ProfileInput, options: { phoneRequired: boolean }): ProfileFields {
  const problems: Problem[] = [];
  const f_name = (input.f_name ?? '').trim();
  const l_name = (input.l_name ?? '').trim();
  const email = (input.email ?? '').trim().toLowerCase();
  const phoneText = (input.phone ?? '').trim();
  if (!f_name) problems.push({ code: 'f_name', message: PROFILE_TEXTS.f_name_required });
  if (!l_name) problems.push({ code: 'l_name', message: PROFILE_TEXTS.l_name_required });
  if (!email) problems.push({ code: 'email', message: PROFILE_TEXTS.email_required });
  else if (email.length > 255 || !EMAIL_PATTERN.test(email)) problems.push({ code: 'email', message: PROFILE_TEXTS.email_invalid });
  let phone: string | null = null;
  if (phoneText) {
    phone = normalizePhone(phoneText);
    if (!phone) problems.push({ code: 'phone', message: PROFILE_TEXTS.phone_invalid });
  } else if (options.phoneRequired) {
    problems.push({ code: 'phone', message: PROFILE_TEXTS.phone_required });
  }
  if (problems.length) throw fieldError(problems);
  return { f_name, l_name, email, phone };
}

/** A new password: long enough, and the same twice when a confirmation is asked for. */
export function checkPassword(password: string | undefined, confirmation?: string | undefined): string {
  const problems: Problem[] = [];
  if (!password) problems.push({ code: 'password', message: PROFILE_TEXTS.password_required });
  else if ([...password].length < PASSWORD_MIN_LENGTH) problems.push({ code: 'password', message: PROFILE_TEXTS.password_too_short });
  else if (confirmation !== undefined && confirmation !== password) problems.push({ code: 'confirm_password', message: PROFILE_TEXTS.password_mismatch });
  if (problems.length) throw fieldError(problems);
  return password!;
}
