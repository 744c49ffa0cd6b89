import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { retryableConflict } from '../lib/db-errors.js';
import type { Database } from './database.js';
import { dbKind } from './dialect.js';

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
      return dbKind(db) === 'sqlite' ? await grouped(db, fn) : await db.transaction().execute(fn);
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

type Callback = (trx: Transaction<Database>) => Promise<unknown>;

interface Job {
  fn: Callback;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

interface Group {
  queue: Job[];
  running: boolean;
}

/** Callbacks waiting for SQLite's one connection, per database. */
const groups = new WeakMap<Kysely<Database>, Group>();

/** A group takes no more callbacks than this, nor new ones after this long, so that reads queued behind it wait little. */
const GROUP_MAX_CALLBACKS = 64;
const GROUP_MAX_MS = 10;

const savepoint = CompiledQuery.raw('savepoint grouped');
const release = CompiledQuery.raw('release grouped');
const rollbackTo = CompiledQuery.raw('rollback to grouped');

/**
 * SQLite runs one transaction at a time on its one connection, and most of a small transaction's cost
 * is its commit, which writes every page it changed to the log. So the callbacks waiting for the
 * connection run one after another inside one transaction and share its commit (group commit): each
 * in a savepoint of its own after the first, so that one that fails is rolled back alone and told its
 * error at once, while the others go on. A callback is answered only after the commit that holds its
 * work, and if that commit (or anything after a callback's own error) fails, every callback of the
 * group is told so, and nothing of the group is kept. The effect is that of running the callbacks one
 * after another, each in its own transaction.
 */
function grouped<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  let group = groups.get(db);
  if (!group) {
    group = { queue: [], running: false };
    groups.set(db, group);
  }
  const queued = group;
  return new Promise<T>((resolve, reject) => {
    queued.queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    if (!queued.running) {
      queued.running = true;
      // Started after the I/O callbacks at hand: requests that arrived with this one run up to their transaction first and join it.
      setImmediate(() => void drain(db, queued));
    }
  });
}

/** Runs the queued callbacks, a group at a time, until none waits; `grouped` marked the group running. */
async function drain(db: Kysely<Database>, group: Group): Promise<void> {
  try {
    while (group.queue.length > 0) {
      // Taken from the queue into this transaction, and what each that succeeded returned.
      const taken: Job[] = [];
      const done: { job: Job; value: unknown }[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          const started = performance.now();
          while (group.queue.length > 0 && taken.length < GROUP_MAX_CALLBACKS && performance.now() - started < GROUP_MAX_MS) {
            const job = group.queue.shift()!;
            taken.push(job);
            // The first callback needs no savepoint: if it fails, the transaction holds nothing else and is rolled back.
            if (taken.length === 1) {
              done.push({ job, value: await job.fn(trx) });
              continue;
            }
            await trx.executeQuery(savepoint);
            try {
              done.push({ job, value: await job.fn(trx) });
            } catch (err) {
              job.reject(err);
              // Fails when the error ended the whole transaction (SQLite does so on a full disk or an I/O error), which then fails the group.
              await trx.executeQuery(rollbackTo);
            }
            await trx.executeQuery(release);
          }
        });
      } catch (err) {
        // The first callback's own error, or one that ended the transaction: nothing of it is kept, and
        // every callback in it is told (one already told its own error keeps that).
        for (const job of taken) job.reject(err);
        // Failed before any callback ran (the lock not had in time): those waiting are told, and each tries again on its own.
        if (taken.length === 0) for (const job of group.queue.splice(0)) job.reject(err);
        continue;
      }
      for (const { job, value } of done) job.resolve(value);
    }
  } finally {
    group.running = false;
  }
}
