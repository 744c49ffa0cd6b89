import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { insertSpentTicket } from './push.repository.js';

/**
 * Where push tickets are marked spent, shared by every instance behind the load balancer, so that a
 * ticket opens one stream wherever it is taken: Redis when there is one, else the database.
 */
export interface SpentTickets {
  /** Marks the ticket spent until it expires, atomically: true for the one caller whose mark it is, false when it was spent already. */
  spend(ticketId: string, expiresAtMs: number): Promise<boolean>;
}

export class DatabaseSpentTickets implements SpentTickets {
  constructor(private readonly db: Db) {}

  spend(ticketId: string, expiresAtMs: number): Promise<boolean> {
    return insertSpentTicket(this.db, ticketId, new Date(expiresAtMs).toISOString());
  }
}

/**
 * A key per spent ticket (SET NX, expiring with the ticket). While Redis cannot answer, tickets are
 * marked in the fallback (the database), which every instance shares as well: a ticket spent in Redis
 * just before an outage could then open one more stream, within its minute; streams stay available.
 */
export class RedisSpentTickets implements SpentTickets {
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly fallback: SpentTickets,
    private readonly now: () => number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async spend(ticketId: string, expiresAtMs: number): Promise<boolean> {
    try {
      // Not connected: the fallback at once, rather than a stream that waits for a command timeout.
      if (this.redis.status !== 'ready') throw new Error(`Redis connection is ${this.redis.status}`);
      const ttl = Math.max(1, expiresAtMs - this.now());
      const marked = (await this.redis.set(`push:ticket:${ticketId}`, '1', 'PX', ttl, 'NX')) === 'OK';
      if (this.degraded) this.log?.info('Push tickets are marked spent in Redis again');
      this.degraded = false;
      return marked;
    } catch (err) {
      if (!this.degraded) this.log?.warn({ err }, 'Redis cannot mark push tickets spent; the database does until it answers again');
      this.degraded = true;
      return this.fallback.spend(ticketId, expiresAtMs);
    }
  }
}
