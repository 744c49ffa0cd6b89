import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench folder, and the repository's root above it. */
export const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const root = path.resolve(here, '..');
/**
 * BENCH_SERVER: another build of the server (e.g. of the previous commit) to compare with, on the
 * same data. Its own seed CLI seeds its data set, kept apart: a build refuses a database that ran
 * migrations it does not know, and this tree's server migrates the copy it is given.
 */
export const serverScript = process.env.BENCH_SERVER || 'apps/server/dist/server.js';
/** BENCH_NODE_ARGS: node flags for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a row (with BENCH_ONLY). */
export const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
export const duration = Number(process.env.BENCH_SECONDS ?? 8);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Seconds of the bare run before each row. */
export const bareSeconds = Number(process.env.BENCH_BARE_SECONDS ?? 2);
export const minShare = Number(process.env.BENCH_MIN_SHARE ?? 5);
export const maxP99 = Number(process.env.BENCH_MAX_P99 ?? 100);

/** BENCH_ONLY=regex runs only the rows whose names match it (and the bare route). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

/** Whether the row of this name runs (the bare route always does). */
export const runs = (name: string) => !only || only.test(name) || name.startsWith('bare');
