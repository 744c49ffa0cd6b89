/**
 * A phone number as stored and compared: "+" and 8 to 15 digits (E.164 length). Spaces, dashes,
 * dots and brackets are dropped and a leading 00 becomes +; anything else is not a phone number.
 */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let text = raw.trim().replace(/[\s\-.()]/g, '');
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  const digits = text.startsWith('+') ? text.slice(1) : text;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return `+${digits}`;
}
