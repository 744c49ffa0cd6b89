import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock.js';
import { Wake } from '../../lib/wake.js';

/**
 * What staff change in the catalogue (an item, its stock, a store's hours or switches) shows on the
 * storefront at once, on every instance: after the change's commit, `changed()` starts every cache
 * keyed on the clock's epoch afresh, here at once and on the other instances through Redis. The item
 * search index follows the database by itself (its triggers' change log).
 */
export class CatalogChanges {
  private readonly wake: Wake;

  constructor(redis: Redis | undefined, clock: Clock, log?: FastifyBaseLogger) {
    this.wake = new Wake(redis, 'catalog:changed', () => clock.forget(), log);
  }

  start(): Promise<void> {
    return this.wake.start();
  }

  stop(): Promise<void> {
    return this.wake.stop();
  }

  changed(): void {
    this.wake.announce();
  }
}
