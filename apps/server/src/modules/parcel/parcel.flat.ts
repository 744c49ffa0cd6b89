/** The sender's fields a flat parcel body sends beside `address`, as the nested form keeps them in it. */
const SENDER_KEYS = ['latitude', 'longitude', 'contact_person_name', 'contact_person_number', 'contact_person_email', 'road', 'house', 'floor'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A parcel in the flat form the public client sends, folded into the nested one before validation, so
 * that both meet the same rules and texts: the sender's address text with its position and contact person
 * at the top level becomes `address`; `receiver_details` may come as the JSON text of its object; an
 * `order_note` stands for the delivery instruction when none is given. Amounts and the client's own ids
 * (zone ids, an empty cart) are unknown fields and dropped afterwards.
 */
export function foldFlatParcel(body: Record<string, unknown>): void {
  if (body.order_type !== 'parcel') return;
  if (typeof body.address === 'string' || (body.address === undefined && SENDER_KEYS.some((k) => body[k] !== undefined))) {
    const sender: Record<string, unknown> = body.address === undefined ? {} : { address: body.address };
    for (const key of SENDER_KEYS) {
      if (body[key] !== undefined) sender[key] = body[key];
      delete body[key];
    }
    body.address = sender;
  }
  if (typeof body.receiver_details === 'string') {
    try {
      const parsed: unknown = JSON.parse(body.receiver_details);
      // Anything but an object stays text, and validation says receiver_details must be an object.
      if (isRecord(parsed)) body.receiver_details = parsed;
    } catch {
      // Not JSON: left as text for validation to refuse.
    }
  }
  const note = body.order_note;
  if ((body.delivery_instruction === undefined || body.delivery_instruction === null || body.delivery_instruction === '') && typeof note === 'string' && note.trim()) {
    body.delivery_instruction = note;
  }
}
