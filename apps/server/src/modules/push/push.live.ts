import { liveEvent } from './push.mapper.js';

/** The events a stream gets live, beside the kept pushes. */
const LIVE_EVENTS = ['courier_position'] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];
/** Who a live event is for: a customer's, a guest's or a store's streams. */
export type LiveRecipient = { kind: 'customer'; id: number } | { kind: 'guest'; id: string } | { kind: 'store'; id: number };

/** A live event as the wake-up carries it to every instance: the streams' keys, the event and its data; null for nobody. */
export function liveMessage(recipients: readonly LiveRecipient[], event: LiveEvent, data: unknown): string | null {
  const keys = recipients.map((r) => `${r.kind[0]}:${r.id}`);
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
