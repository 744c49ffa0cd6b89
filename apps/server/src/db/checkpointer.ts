import { Worker } from 'node:worker_threads';

/** How often the checkpointer looks at the log. */
const EVERY_MS = 200;
/**
 * Pages the log may hold before the server's own connection checkpoints it after all (SQLite's default
 * is 1,000): reached only when the checkpointer falls behind or is gone, so the log stays bounded.
 */
export const FALLBACK_CHECKPOINT_PAGES = 10_000;

export interface Checkpointer {
  stop(): void;
}

/**
 * Checkpoints the SQLite file's write-ahead log from a worker thread with its own connection, so that
 * commits on the server's thread only append to the log. Its thread never keeps the process alive.
 */
export function startCheckpointer(file: string, onError: (message: string) => void): Checkpointer {
  const worker = new Worker(new URL('./checkpointer.worker.mjs', import.meta.url), {
    workerData: { file, everyMs: EVERY_MS, busyTimeoutMs: 1000 },
  });
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(String(error)));
  return { stop: () => worker.postMessage('stop') };
}
