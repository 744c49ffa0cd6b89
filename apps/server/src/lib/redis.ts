import { Redis } from 'ioredis';

/** Every key this app writes starts with it, so that one Redis can serve other things too. */
export const DEFAULT_REDIS_KEY_PREFIX = 'sf:';

/** How long a command may take, queued or sent, before it fails and the caller falls back. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;

interface RedisLog {
  error: (obj: object, msg: string) => void;
  info: (msg: string) => void;
}

export interface RedisClientOptions {
  /** Prepended to every key; tests pass one of their own so that parallel runs stay apart. */
  keyPrefix?: string;
  log?: RedisLog;
}

/**
 * Opens a client that connects at once and never holds a request for long: a command answers or
 * fails within COMMAND_TIMEOUT_MS, so that callers can fall back while Redis is away. It keeps
 * reconnecting in the background; only the first error of each outage is logged, not every retry.
 */
export function openRedis(url: string, { keyPrefix = DEFAULT_REDIS_KEY_PREFIX, log }: RedisClientOptions = {}): Redis {
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  });
  let down = false;
  // Without a listener, ioredis prints every failed reconnection to stderr.
  client.on('error', (err) => {
    if (down) return;
    down = true;
    log?.error({ err }, 'Redis is not reachable; retrying in the background');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info('Redis is reachable again');
  });
  return client;
}

/**
 * Waits until the client takes commands; answers false at its first error or after timeoutMs, so
 * that a start without Redis is quick when it refuses and bounded when it does not answer at all.
 */
export function redisReady(client: Redis, timeoutMs = CONNECT_TIMEOUT_MS + 500): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('error', onError);
      resolve(ok);
    };
    const onReady = () => settle(true);
    const onError = () => settle(false);
    const timer = setTimeout(() => settle(false), timeoutMs);
    client.once('ready', onReady);
    client.once('error', onError);
  });
}

/** Lets sent commands finish, then closes; drops the connection at once when Redis does not answer. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
