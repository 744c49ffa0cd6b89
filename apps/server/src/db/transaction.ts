import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { retryableConflict } from '../lib/db-errors.js';
import type { Database } from './database.js';

export interface TransactionOptions {
  /** How many times the callback may run in all; 5 unless told. */
  attempts?: number;
}

type RetryLog = Pick<FastifyBaseLogger, 'warn'>;

/** Where each database's retries are told; a database without a log retries silently. */
const logs = new WeakMap<Kysely<Database>, RetryLog>();

export function logTransactionRetries(db: Kysely<Database>, log: RetryLog): void {
  logs.set(db, log);
}

/**
 * Every transaction of the server runs here. One that the database gave up on because it met another
 * (a PostgreSQL deadlock or serialization failure, SQLite busy) is run again whole, after a short
 * jittered wait that doubles each time; any other error, and the last conflict once the attempts are
 * spent, goes to the caller unchanged. So the callback may run more than once: it only writes through
 * `trx`, and what must happen once (pushes, mails, files) happens after the commit, outside it.
 */
export async function inTransaction<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      const code = retryableConflict(err);
      if (code === null || attempt >= attempts) throw err;
      logs.get(db)?.warn({ attempt, code }, 'transaction met another and is run again');
      await sleep(backoffMs(attempt));
    }
  }
}

/** Up to 5, 10, 20, 40 ms (then at most 100), each a random part of that, so that two losers do not meet again. */
function backoffMs(attempt: number): number {
  const ceiling = Math.min(100, 5 * 2 ** (attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}
