import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { addSold, linesAfter, setSalesMark, takeSalesMark } from './catalog.sales.repository.js';

/** How often an instance adds new order lines to the items' order counts. */
const COUNT_EVERY_MS = 5_000;
/**
 * A line is counted once it is this old. PostgreSQL may commit a line after a later-numbered one; a
 * line whose order's transaction stays open longer than this is left out of the counts.
 */
const SETTLE_MS = 30_000;
const LINES_PER_TRANSACTION = 5_000;

export interface SalesCounterDeps {
  clock: Clock;
  log?: FastifyBaseLogger;
}

/**
 * Items' order counts (the "most ordered" lists, popularity in search) follow the quantities of the
 * order lines written, added up every few seconds by whichever instance gets there first, so that
 * placing an order does not write each item's row and the search change log once more. A line is
 * counted once: the mark of the last line counted moves in the same transaction as the counts. A
 * canceled order's quantities are taken back from the counts when its stock is given back.
 */
export class SalesCounter {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly db: Db, private readonly deps: SalesCounterDeps) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.count().catch((err: unknown) => this.deps.log?.warn({ err }, 'counting items sold failed; the next round tries again')), COUNT_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /**
   * Adds the lines written up to SETTLE_MS before `now` (the clock's now unless told) that are not
   * counted yet; answers how many lines it counted. One round at a time in this instance.
   */
  count(now: Date = this.deps.clock.now()): Promise<number> {
    if (!this.running) this.running = this.countUntil(new Date(now.getTime() - SETTLE_MS).toISOString()).finally(() => { this.running = null; });
    return this.running;
  }

  private async countUntil(settled: string): Promise<number> {
    let counted = 0;
    for (;;) {
      const round = await inTransaction(this.db, async (trx) => {
        const lines = await linesAfter(trx, await takeSalesMark(trx), LINES_PER_TRANSACTION);
        // The lines in order up to the first one too new: the mark never passes a line not counted.
        const cut = lines.findIndex((l) => l.created_at > settled);
        const taken = cut === -1 ? lines : lines.slice(0, cut);
        if (taken.length === 0) return { taken: 0, more: false };
        const sold = new Map<number, number>();
        for (const l of taken) if (l.item_id !== null) sold.set(l.item_id, (sold.get(l.item_id) ?? 0) + l.quantity);
        await addSold(trx, sold);
        await setSalesMark(trx, taken.at(-1)!.id);
        return { taken: taken.length, more: cut === -1 && lines.length === LINES_PER_TRANSACTION };
      });
      counted += round.taken;
      if (!round.more) return counted;
    }
  }
}
