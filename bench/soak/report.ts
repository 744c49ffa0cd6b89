// The soak's one table: traffic, failures inside and outside kill windows, and each invariant.
import type { Stats } from './http.js';
import type { Invariant } from './invariants.js';
import type { LoadRecord } from './load.js';
import type { KillWindow } from './processes.js';

/** A request that failed just after /health came back still belongs to the kill (its socket was the dead one's). */
const GRACE_MS = 1000;

function classes(statuses: Map<number, number>): string {
  const by = new Map<string, number>();
  for (const [status, n] of statuses) by.set(`${String(status)[0]}xx`, (by.get(`${String(status)[0]}xx`) ?? 0) + n);
  return [...by].sort().map(([c, n]) => `${c} ${n}`).join(', ');
}

export interface Verdict {
  ok: boolean;
  lines: string[];
}

export function report(stats: Stats, load: LoadRecord, windows: KillWindow[], crashes: number, invariants: Invariant[]): Verdict {
  const inside = (at: number) => windows.some((w) => at >= w.killedAt && at <= w.healthyAt + GRACE_MS);
  const split = <T extends { at: number }>(list: T[]) => [list.filter((x) => inside(x.at)).length, list.filter((x) => !inside(x.at)).length] as const;
  const [errorsIn, errorsOut] = split(stats.serverErrors);
  const [connIn, connOut] = split(stats.connectionErrors);
  const orders = new Set(load.placements.map((p) => p.orderId).filter((id) => id !== null)).size;
  const refused = [...load.refusals].sort((a, b) => b[1] - a[1]).map(([why, n]) => `${n}× ${why}`);
  const rows: [string, string, string][] = [
    ['requests', String(stats.requests), `${classes(stats.statuses)}; ${stats.gaveUp} given up after 30 s of failed connections`],
    ['orders placed', String(orders), `of ${load.placements.length} placements; not placed: ${refused.slice(0, 4).join(', ') || 'none'}`],
    ['5xx inside kill windows', String(errorsIn), ''],
    ['5xx outside kill windows', String(errorsOut), errorsOut ? 'FAIL' : ''],
    ['connection errors inside kill windows', String(connIn), windows.map((w) => `#${w.instance} down ${((w.healthyAt - w.killedAt) / 1000).toFixed(1)} s`).join(', ')],
    ['connection errors outside kill windows', String(connOut), ''],
    ['instances that died of themselves', String(crashes), crashes ? 'FAIL' : ''],
    ...invariants.map((i): [string, string, string] => [i.name, i.held ? 'held' : 'BROKEN', i.detail]),
  ];
  if (load.board) {
    const { latencies: ms, missing } = load.board.result();
    const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? 0;
    rows.push(['new orders on the store\'s board', String(ms.length),
      `board on instance ${load.board.instance}, orders placed on every instance: p50 ${at(0.5)} / p95 ${at(0.95)} / max ${ms.at(-1) ?? 0} ms after the placement was sent; ${missing} never shown`]);
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  const lines = rows.map(([name, value, detail]) => `${name.padEnd(width)}  ${value.padStart(8)}  ${detail}`);
  const slowest = [...stats.latencies].map(([route, ms]) => [route, [...ms].sort((a, b) => a - b)] as const)
    .sort((a, b) => b[1][Math.floor(b[1].length * 0.99)]! - a[1][Math.floor(a[1].length * 0.99)]!).slice(0, 3);
  lines.push(`slowest routes (p50 / p99 / max ms): ${slowest.map(([route, ms]) => `${route} ${ms[Math.floor(ms.length / 2)]} / ${ms[Math.floor(ms.length * 0.99)]} / ${ms.at(-1)}`).join('; ')}`);
  for (const e of stats.serverErrors.slice(0, 5)) {
    lines.push(`  ${e.status} ${e.route} on instance ${e.instance} (request ${e.requestId}${inside(e.at) ? ', in a kill window' : ''}): ${e.body}`);
  }
  for (const e of stats.connectionErrors.filter((c) => !inside(c.at)).slice(0, 5)) {
    lines.push(`  connection error outside the kill windows: ${e.code}, ${e.route} on instance ${e.instance} at ${new Date(e.at).toISOString()}`);
  }
  for (const e of load.clientErrors) lines.push(`  soak client error: ${e}`);
  return { ok: errorsOut === 0 && crashes === 0 && invariants.every((i) => i.held), lines };
}
