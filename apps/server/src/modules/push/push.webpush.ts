import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { pushRowToMessage } from './push.mapper.js';
import { claimForWebPush, deleteSubscription, subscriptionsOf, type PushRow } from './push.repository.js';

/** A day: a push older than that is stale news, and the push service may drop it. */
const TTL_SECONDS = 86_400;
const SEND_TIMEOUT_MS = 10_000;
/** Push services take about 4 KB of payload: a long chat message is cut (the tab reads it whole from the chat). */
const MAX_BODY_CHARS = 500;

/**
 * Sends customers' new pushes as Web Push to their browsers' subscriptions, for when no tab is open
 * (the service worker decides whether to show it). Each push is claimed first, so that of several
 * instances tailing the outbox only one sends it; a subscription its push service answers 404 or
 * 410 for is gone and is dropped.
 */
export class WebPushSender {
  constructor(
    private readonly db: Db,
    private readonly keys: NonNullable<PushConfig['webPush']>,
    private readonly deps: { clock: Clock; log?: FastifyBaseLogger },
  ) {}

  async send(rows: PushRow[]): Promise<void> {
    const forCustomers = rows.filter((r) => r.user_id !== null);
    const claimed = await claimForWebPush(this.db, forCustomers.map((r) => r.id), this.deps.clock.now().toISOString());
    if (claimed.length === 0) return;
    const subscriptions = await subscriptionsOf(this.db, [...new Set(claimed.map((r) => r.user_id!))]);
    await Promise.all(claimed.flatMap((row) => subscriptions.filter((s) => s.user_id === row.user_id).map((s) => this.sendOne(s, row))));
  }

  private async sendOne(subscription: { endpoint: string; p256dh: string; auth: string }, row: PushRow): Promise<void> {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify({ ...pushRowToMessage(row), body: row.body.length > MAX_BODY_CHARS ? `${row.body.slice(0, MAX_BODY_CHARS - 1)}…` : row.body }),
      { TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', vapidDetails: this.keys },
    );
    try {
      // fetch rather than web-push's own sender, which speaks https only.
      const response = await fetch(details.endpoint, {
        method: details.method, headers: details.headers as Record<string, string>, body: details.body ? new Uint8Array(details.body) : null, signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        await deleteSubscription(this.db, subscription.endpoint, null);
      } else if (!response.ok) {
        this.deps.log?.warn({ status: response.status, push: row.id }, 'a Web Push service refused a push');
      }
    } catch (err) {
      this.deps.log?.warn({ err, push: row.id }, 'a Web Push service did not answer');
    }
  }
}
