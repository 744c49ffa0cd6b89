import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis } from './redis.js';

/**
 * A wake-up every instance hears: published on a Redis channel when there is Redis (read by a
 * connection of its own, as subscribing takes a whole connection), else only this process. Used for
 * the push outbox (read it now) and for catalogue changes (drop what is kept). A lost wake-up costs
 * at most what its listener does without one: the outbox tailer's tick, a cache entry's lifetime.
 * A wake-up may carry a short message (the push channel's live events, which nothing keeps).
 */
export class Wake {
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(private readonly redis: Redis | undefined, name: string, private readonly onWake: (message: string) => void, private readonly log?: FastifyBaseLogger) {
    // Channels are not keys: ioredis does not prefix them, so the key prefix is added here to keep apps (and tests) apart.
    this.channel = `${redis?.options.keyPrefix ?? ''}${name}`;
  }

  async start(): Promise<void> {
    if (!this.redis || this.subscriber) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    let subscribed = false;
    const subscribe = async () => {
      try {
        await subscriber.subscribe(this.channel);
        subscribed = true;
      } catch (err) {
        this.log?.error({ err }, `cannot subscribe to ${this.channel}; wake-ups from other instances are missed until Redis is back`);
      }
    };
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.onWake(message);
    });
    // ioredis subscribes again after a reconnection by itself, but only to channels it once subscribed to.
    subscriber.on('ready', () => {
      if (!subscribed && this.subscriber === subscriber) void subscribe();
    });
    await subscribe();
  }

  async stop(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await closeRedis(subscriber);
  }

  /** After a commit: this instance wakes at once, the others when Redis tells them. */
  announce(message = '1'): void {
    this.onWake(message);
    this.redis?.publish(this.channel, message).catch((err: unknown) => this.log?.warn({ err }, `cannot publish on ${this.channel}; other instances wake later`));
  }
}
