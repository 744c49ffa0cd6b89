/**
 * Phones are kept and sent with their plus prefix. One typed without it is a local number of
 * the business country (`dialCode`, e.g. +971), its leading 0 dropped; 00 is the international prefix.
 */
export function withDialCode(phone: string, dialCode = ''): string {
  const compact = phone.trim().replace(/[\s()-]/g, '');
  if (!compact || compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return dialCode ? `${dialCode}${compact.replace(/^0+/, '')}` : `+${compact}`;
}
