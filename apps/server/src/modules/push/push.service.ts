import { PUSH_TEXTS, type PushTicket, type WebPushKey, type WebPushSubscription } from '@storefront/contract';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { keptSecret } from '../config/config.repository.js';
import { liveMessage, readLiveMessage, streamKey, type LiveEvent, type LiveRecipient } from './push.live.js';
import { pushEvent, pushRowToMessage } from './push.mapper.js';
import {
  deleteSpentTickets, deleteSubscription, prunePushes, recipientPushesAfter, saveSubscription, type PushRow, type Recipient,
} from './push.repository.js';
import { DatabaseSpentTickets, RedisSpentTickets, type SpentTickets } from './push.spent.js';
import { PushTailer } from './push.tailer.js';
import { signTicket, verifyTicket } from './push.tickets.js';
import { Wake } from '../../lib/wake.js';
import { WebPushSender } from './push.webpush.js';

const TICKET_SECONDS = 60;
/** What a reconnecting tab gets back at most: the last day's pushes, a hundred of them. */
const REPLAY_LIMIT = 100;
const REPLAY_MS = 86_400_000;
/** Kept pushes older than this are pruned: a week, well past the replay's day and Web Push's sending. */
export const PUSH_KEEP_MS = 7 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 5_000;

/** Where a stream's events go: the route's text/event-stream answer. */
export interface PushSink {
  write(text: string): void;
  end(): void;
}

/** The session a stream was opened by: when it ends (sign-out elsewhere, a new password, a removed or deactivated account), so does the stream. */
interface StreamSession {
  staff: boolean;
  tokenId: number;
}

interface OpenStream {
  sink: PushSink;
  /** Null for a guest's stream: guests have no session. */
  session: StreamSession | null;
  /** While the replay is read, live pushes wait here. */
  queue: PushRow[] | null;
  /** Sent by the replay: not sent again live. */
  replayed: Set<number>;
}

/** Who receives a kept push on the channel: its customer; its guest, order_status only; or its store's staff. */
function recipientKeys(row: PushRow): string[] {
  if (row.store_id !== null) return [`s:${row.store_id}`];
  if (row.user_id !== null) return [`c:${row.user_id}`];
  if (row.guest_id !== null && row.type === 'order_status') return [`g:${row.guest_id}`];
  return [];
}

/**
 * The real-time push channel. The outbox (customer_messages) is the only truth: every
 * instance with an open stream (or with Web Push to send) tails it and writes each new push to its
 * own streams of that recipient, so nothing is shared between instances but the database and the
 * wake-ups (Redis pub/sub, or this process). Writers of pushes call announce() after their commit.
 */
export class PushService {
  private readonly streams = new Map<string, Set<OpenStream>>();
  private readonly tailer: PushTailer;
  private readonly wake: Wake;
  /** Live events (a courier's position, the dispatch map's nudge): sent to the streams open now on every instance, kept nowhere. */
  private readonly live: Wake;
  private readonly webPush: WebPushSender | null;
  private readonly spent: SpentTickets;
  private secret: Promise<string> | undefined;
  private sending: Promise<void> = Promise.resolve();
  private ping: NodeJS.Timeout | null = null;
  private pruning: NodeJS.Timeout | null = null;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      config: PushConfig; clock: Clock; redis?: Redis; log?: FastifyBaseLogger; gapWaitMs: number;
      /** Whether a guest id is one the server gave (signed, or an older one with its row). */
      knownGuest: (guestId: string) => Promise<boolean>;
      /** Of these customers' sessions (token ids), those still signed in. */
      liveSessions: (tokenIds: readonly number[]) => Promise<Set<number>>;
      /** Of these staff sessions (operator token ids), those still signed in. */
      liveStaffSessions: (tokenIds: readonly number[]) => Promise<Set<number>>;
    },
  ) {
    this.tailer = new PushTailer(db, (rows) => this.deliver(rows), { tickMs: deps.config.tickMs, gapWaitMs: deps.gapWaitMs, ...(deps.log ? { log: deps.log } : {}) });
    this.wake = new Wake(deps.redis, 'push:wake', () => this.tailer.wake(), deps.log);
    this.live = new Wake(deps.redis, 'push:live', (message) => this.deliverLive(message), deps.log);
    this.webPush = deps.config.webPush ? new WebPushSender(db, deps.config.webPush, { clock: deps.clock, ...(deps.log ? { log: deps.log } : {}) }) : null;
    const inDatabase = new DatabaseSpentTickets(db);
    this.spent = deps.redis ? new RedisSpentTickets(deps.redis, inDatabase, () => deps.clock.now().getTime(), deps.log) : inDatabase;
  }

  async start(): Promise<void> {
    this.started = true;
    await this.wake.start();
    await this.live.start();
    // Web Push is for when no tab is open: then the outbox is tailed whether or not a stream is.
    if (this.webPush) await this.tailer.start();
    this.ping = setInterval(() => void this.pingAll(), this.deps.config.pingMs);
    this.ping.unref();
    // Every instance prunes now and then; deleting what another one deleted already is no harm.
    this.pruning = setInterval(() => void this.prune().then(() => this.clearSpentTickets())
      .catch((err: unknown) => this.deps.log?.warn({ err }, 'pruning pushes failed')), PRUNE_EVERY_MS);
    this.pruning.unref();
  }

  /** Ends every stream (their tabs reconnect to another instance), stops tailing and listening. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.ping) clearInterval(this.ping);
    if (this.pruning) clearInterval(this.pruning);
    for (const set of this.streams.values()) for (const stream of set) stream.sink.end();
    this.streams.clear();
    await this.tailer.stop();
    await this.wake.stop();
    await this.live.stop();
    await this.sending;
  }

  /** Call after the commit of a transaction that wrote pushes: every instance reads the outbox at once. */
  announce(): void {
    this.wake.announce();
  }

  /** A live event for these recipients' open streams on every instance: not kept, not replayed, no Web Push (a tab that misses one reads the state again). */
  relay(recipients: readonly LiveRecipient[], event: LiveEvent, data: unknown): void {
    const message = liveMessage(recipients, event, data);
    if (message) this.live.announce(message);
  }

  /** A short-lived ticket naming the recipient, for opening the stream without a bearer token in the URL. */
  async ticketFor(recipient: Recipient): Promise<PushTicket> {
    if (recipient.kind === 'guest' && !(await this.deps.knownGuest(recipient.id))) throw new AppError('unauthenticated', PUSH_TEXTS.unknown_guest);
    const expires = this.deps.clock.now().getTime() + TICKET_SECONDS * 1000;
    return { ticket: signTicket(await this.ticketSecret(), recipient, expires), expires_in: TICKET_SECONDS };
  }

  /**
   * Spends a ticket and answers the recipient it names: a ticket opens one stream, on whichever instance.
   * 401 when it is not valid, has expired or was spent already (a reconnecting tab asks for a new one).
   */
  async spendTicket(ticket: string): Promise<Recipient> {
    const verified = verifyTicket(await this.ticketSecret(), ticket, this.deps.clock.now().getTime());
    if (!verified) throw new AppError('unauthenticated', PUSH_TEXTS.bad_ticket);
    if (!(await this.spent.spend(verified.id, verified.expiresAtMs))) throw new AppError('unauthenticated', PUSH_TEXTS.ticket_used);
    return verified.recipient;
  }

  /**
   * Starts delivering the recipient's pushes to a stream: those after lastEventId first (within the
   * replay's limits), then each new one. Answers the function that closes the stream.
   */
  async open(recipient: Recipient, lastEventId: number | null, sink: PushSink): Promise<() => void> {
    if (!this.started) {
      sink.end();
      return () => undefined;
    }
    const session = recipient.kind === 'guest' ? null : { staff: recipient.kind !== 'customer', tokenId: recipient.tokenId };
    if (session && !(await this.liveOf([session])).has(session)) {
      sink.end();
      return () => undefined;
    }
    // The business's staff get live events only: nothing of the outbox is theirs to tail for.
    if (recipient.kind !== 'business') await this.tailer.start();
    const stream: OpenStream = { sink, session, queue: [], replayed: new Set() };
    const key = streamKey(recipient);
    const set = this.streams.get(key) ?? new Set();
    this.streams.set(key, set.add(stream));
    const close = () => {
      if (!set.delete(stream)) return;
      if (set.size === 0 && this.streams.get(key) === set) this.streams.delete(key);
      if (this.streams.size === 0 && !this.webPush) void this.tailer.stop();
    };
    try {
      if (lastEventId !== null) {
        const since = new Date(this.deps.clock.now().getTime() - REPLAY_MS).toISOString();
        for (const row of await recipientPushesAfter(this.db, recipient, lastEventId, since, REPLAY_LIMIT)) {
          stream.replayed.add(row.id);
          sink.write(pushEvent(pushRowToMessage(row)));
        }
      }
      const waiting = stream.queue ?? [];
      stream.queue = null;
      for (const row of waiting) this.send(stream, row);
    } catch (err) {
      close();
      throw err;
    }
    return close;
  }

  webPushKey(): WebPushKey {
    return { public_key: this.deps.config.webPush?.publicKey ?? null };
  }

  async subscribe(userId: number, subscription: WebPushSubscription): Promise<{ message: string }> {
    if (!this.webPush) throw new AppError('feature_disabled', PUSH_TEXTS.web_push_off);
    await saveSubscription(this.db, {
      user_id: userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth,
      created_at: this.deps.clock.now().toISOString(),
    });
    return { message: PUSH_TEXTS.web_push_subscribed };
  }

  async unsubscribe(userId: number, endpoint: string): Promise<{ message: string }> {
    await deleteSubscription(this.db, endpoint, userId);
    return { message: PUSH_TEXTS.web_push_unsubscribed };
  }

  /** Streams open on this instance, and whether it tails the outbox (tests, health). */
  get openStreams(): { streams: number; tailing: boolean } {
    let streams = 0;
    for (const set of this.streams.values()) streams += set.size;
    return { streams, tailing: this.tailer.running };
  }

  /** Waits until the outbox reads and Web Push sends under way are done (tests). */
  async settled(): Promise<void> {
    await this.tailer.idle();
    await this.sending;
  }

  private async deliver(rows: PushRow[]): Promise<void> {
    for (const row of rows) {
      for (const key of recipientKeys(row)) {
        for (const stream of this.streams.get(key) ?? []) {
          if (stream.queue) stream.queue.push(row);
          else this.send(stream, row);
        }
      }
    }
    const webPush = this.webPush;
    // In the background, one batch after the other: a slow push service holds up no stream.
    if (webPush) this.sending = this.sending.then(() => webPush.send(rows)).catch((err: unknown) => this.deps.log?.error({ err }, 'sending Web Push failed'));
  }

  private deliverLive(message: string): void {
    const live = readLiveMessage(message);
    for (const key of live?.keys ?? []) for (const stream of this.streams.get(key) ?? []) if (!stream.queue) stream.sink.write(live!.text);
  }

  private send(stream: OpenStream, row: PushRow): void {
    if (!stream.replayed.has(row.id)) stream.sink.write(pushEvent(pushRowToMessage(row)));
  }

  /** Deletes the pushes older than PUSH_KEEP_MS, a batch at a time; answers how many. */
  async prune(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - PUSH_KEEP_MS).toISOString();
    let total = 0;
    for (;;) {
      const deleted = await prunePushes(this.db, before, PRUNE_BATCH);
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
    }
  }

  /** Deletes the database's marks of tickets that have expired since (an expired ticket is refused anyway); answers how many. */
  clearSpentTickets(): Promise<number> {
    return deleteSpentTickets(this.db, this.deps.clock.now().toISOString());
  }

  /** Keeps every stream's connection alive, and ends those whose session (a customer's or staff's) has ended since it opened. */
  async pingAll(): Promise<void> {
    // Only the streams open now are judged: one opened while the sessions are read was checked as it opened,
    // and is not in the answer (it was ended as signed out, its tab reconnecting in a loop).
    const checked = [...this.streams.values()].flatMap((set) => [...set]);
    const sessions = checked.flatMap((stream) => (stream.session ? [stream.session] : []));
    let live: Set<StreamSession> | null = null;
    try {
      live = await this.liveOf(sessions);
    } catch (err) {
      this.deps.log?.warn({ err }, 'checking the push streams\' sessions failed');
    }
    for (const stream of checked) {
      if (live && stream.session && !live.has(stream.session)) stream.sink.end();
      else stream.sink.write(': ping\n\n');
    }
  }

  /** Of these sessions, those still signed in: customers' and staff's asked of their own tables. */
  private async liveOf(sessions: readonly StreamSession[]): Promise<Set<StreamSession>> {
    const ids = (staff: boolean) => [...new Set(sessions.filter((s) => s.staff === staff).map((s) => s.tokenId))];
    const [customers, staff] = await Promise.all([this.deps.liveSessions(ids(false)), this.deps.liveStaffSessions(ids(true))]);
    return new Set(sessions.filter((s) => (s.staff ? staff : customers).has(s.tokenId)));
  }

  private ticketSecret(): Promise<string> {
    this.secret ??= keptSecret(this.db, 'push_ticket_secret');
    return this.secret;
  }
}
