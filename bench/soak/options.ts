/** The soak's flags: `--name value` or `--name=value`. */
export interface SoakOptions {
  engine: 'postgres' | 'sqlite';
  /** Server processes (always 1 on SQLite: one process owns the file). */
  instances: number;
  /** Seconds of load. */
  duration: number;
  clients: number;
  /** SIGKILLs spread over the duration, each followed by a restart. */
  kills: number;
  /** Where PostgreSQL runs: a fresh database (or schema) is made there for each run. */
  databaseUrl: string;
  redisUrl: string;
  /** Keep the database, the data folder and the logs after the run. */
  keep: boolean;
}

const USAGE = 'usage: npm run soak -- [--engine postgres|sqlite] [--instances 3] [--duration 180] [--clients 12] [--kills 3] [--keep]';

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): SoakOptions {
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i]!;
    const [flag = '', inline] = raw.split('=', 2);
    if (flag === '--keep') {
      given.set('keep', 'yes');
      continue;
    }
    const value = inline ?? argv[++i];
    if (!['--engine', '--instances', '--duration', '--clients', '--kills'].includes(flag) || value === undefined) {
      throw new Error(`unknown or incomplete argument "${raw}"\n${USAGE}`);
    }
    given.set(flag.slice(2), value);
  }
  const engine = given.get('engine') ?? 'postgres';
  if (engine !== 'postgres' && engine !== 'sqlite') throw new Error(`--engine must be postgres or sqlite\n${USAGE}`);
  const whole = (name: string, fallback: number, min: number) => {
    const n = Number(given.get(name) ?? fallback);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}\n${USAGE}`);
    return n;
  };
  const databaseUrl = env.BENCH_DATABASE_URL ?? '';
  if (engine === 'postgres' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('The PostgreSQL soak needs BENCH_DATABASE_URL=postgres://… (a fresh database is made there per run); --engine sqlite needs none.');
  }
  const sqlite = engine === 'sqlite';
  if (sqlite && given.has('instances') && given.get('instances') !== '1') throw new Error('--engine sqlite runs one instance: one process owns the database file');
  return {
    engine,
    instances: sqlite ? 1 : whole('instances', 3, 1),
    duration: whole('duration', 180, 5),
    clients: whole('clients', 12, 2),
    kills: whole('kills', sqlite ? 1 : 3, 0),
    databaseUrl,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    keep: given.has('keep'),
  };
}
