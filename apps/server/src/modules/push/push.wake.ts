import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis } from '../../lib/redis.js';

/**
 * Wake-ups that tell every instance's tailer to read the outbox now: published on a Redis channel
 * when there is Redis (read by a connection of its own, as subscribing takes a whole connection),
 * else only this process. A lost wake-up costs at most the tailer's tick, never a push.
 */
export class PushWake {
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(private readonly redis: Redis | undefined, private readonly onWake: () => void, private readonly log?: FastifyBaseLogger) {
    // Channels are not keys: ioredis does not prefix them, so the key prefix is added here to keep apps (and tests) apart.
    this.channel = `${redis?.options.keyPrefix ?? ''}push:wake`;
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
        this.log?.error({ err }, 'cannot subscribe to push wake-ups; pushes from other instances wait for the tick until Redis is back');
      }
    };
    subscriber.on('message', (channel: string) => {
      if (channel === this.channel) this.onWake();
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

  /** After a commit that wrote pushes: this instance reads at once, the others when Redis tells them. */
  announce(): void {
    this.onWake();
    this.redis?.publish(this.channel, '1').catch((err: unknown) => this.log?.warn({ err }, 'cannot publish a push wake-up; other instances read at their tick'));
  }
}
