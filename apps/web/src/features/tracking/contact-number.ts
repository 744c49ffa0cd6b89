/** Spec §5: the guest's phone is sent with its + prefix; an email (spec §6) goes as typed. */
export function contactNumber(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return trimmed;
  const compact = trimmed.replace(/[\s()-]/g, '');
  return compact && !compact.startsWith('+') ? `+${compact}` : compact;
}

/** Nothing typed beyond the dial code the field starts with. */
export const isEmptyContact = (value: string, dialCode = '') => {
  const compact = contactNumber(value);
  return compact === '' || compact === '+' || compact === contactNumber(dialCode);
};
