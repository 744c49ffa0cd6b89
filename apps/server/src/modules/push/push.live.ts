import { liveEvent } from './push.mapper.js';
import type { Recipient } from './push.repository.js';

/** The events a stream gets live, beside the kept pushes: a courier's position (an order's customer and store), the dispatch map's nudge (the business's staff). */
const LIVE_EVENTS = ['courier_position', 'dispatch'] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];
/** Who a live event is for: a customer's, a guest's or a store's streams, or those of the business's staff. */
export type LiveRecipient = { kind: 'customer'; id: number } | { kind: 'guest'; id: string } | { kind: 'store'; id: number } | { kind: 'business' };

/** The key a recipient's streams are kept under on every instance: `b` for the business's staff, else the kind's letter and the id. */
export const streamKey = (r: LiveRecipient | Recipient): string => (r.kind === 'business' ? 'b' : `${r.kind[0]}:${r.id}`);

/** A live event as the wake-up carries it to every instance: the streams' keys, the event and its data; null for nobody. */
export function liveMessage(recipients: readonly LiveRecipient[], event: LiveEvent, data: unknown): string | null {
  const keys = recipients.map(streamKey);
  return keys.length ? JSON.stringify({ k: keys, e: event, d: data }) : null;
}

/** A wake-up's live event: the streams' keys and the Server-Sent Event to write to them; null when it is not one. */
export function readLiveMessage(message: string): { keys: string[]; text: string } | null {
  let live: { k: unknown; e: LiveEvent; d: unknown };
  try {
    live = JSON.parse(message) as typeof live;
  } catch {
    return null;
  }
  if (!Array.isArray(live.k) || !LIVE_EVENTS.includes(live.e)) return null;
  return { keys: live.k.filter((k): k is string => typeof k === 'string'), text: liveEvent(live.e, live.d) };
}
