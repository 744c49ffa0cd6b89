import { withDialCode } from '@/lib/phone-number';

/** The guest's phone (the sender's or, for a parcel, the receiver's) goes with its plus and country code; an email as typed. */
export function contactNumber(value: string, dialCode = ''): string {
  const trimmed = value.trim();
  return trimmed.includes('@') ? trimmed : withDialCode(trimmed, dialCode);
}

/** Nothing typed beyond the dial code the field starts with. */
export const isEmptyContact = (value: string, dialCode = '') => {
  const compact = contactNumber(value);
  return compact === '' || compact === '+' || compact === contactNumber(dialCode);
};
