import os from 'node:os';
import { loadLine } from '../machine.js';
import { flagsOf, type Row } from './load.js';
import { bareSeconds, connections, duration, maxP99, minShare } from './settings.js';

/**
 * The table of measured rows with the machine's load at the start and the end; flagged rows are listed
 * again below it and make the bench exit 1.
 */
export function report(measured: Row[], catalogue: string, loadAtStart: string): void {
  console.log(`\n${connections} connections, ${duration} s per route after a ${bareSeconds} s bare run, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(catalogue);
  console.log(`machine at the start: ${loadAtStart}`);
  console.log(`machine at the end:   ${loadLine()}`);
  console.log('vs bare: req/s against the bare route run just before the row; cpu ms/req: the server\'s CPU time per answer;');
  console.log('others: the share of all cores other processes kept busy meanwhile (high: every figure of the row is low).');
  const fmt = (v: number | null, digits: number, unit = '') => (v === null ? '-' : `${v.toFixed(digits)}${unit}`);
  console.log(['route'.padEnd(42), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(8), 'bare'.padStart(7), 'cpu ms/req'.padStart(11),
    'others'.padStart(7), 'errors'.padStart(7), '  flag'].join(' '));
  const flagged: string[] = [];
  for (const r of measured) {
    const flags = r.name.startsWith('bare') ? [] : flagsOf(r);
    if (flags.length) flagged.push(`${r.name.trim()} (${flags.join(', ')})`);
    console.log([
      r.name.padEnd(42), r.rps.toFixed(0).padStart(8), r.p99.toFixed(1).padStart(8), `${((r.rps / r.bareRps) * 100).toFixed(1)}%`.padStart(8),
      r.bareRps.toFixed(0).padStart(7), fmt(r.usage.cpuMsPerRequest, 3).padStart(11), fmt(r.usage.othersShare === null ? null : r.usage.othersShare * 100, 0, '%').padStart(7),
      String(r.errors).padStart(7), flags.length ? `  <<< FLAGGED: ${flags.join(', ')}` : '',
    ].join(' '));
  }
  if (flagged.length) {
    console.log(`\nFLAGGED ${flagged.length} of ${measured.length - 1} rows (under ${minShare}% of the bare route's req/s, p99 over ${maxP99} ms or the row's own goal, or errors):`);
    for (const f of flagged) console.log(`  - ${f}`);
    process.exitCode = 1;
  } else {
    console.log(`\nno row flagged (every row at least ${minShare}% of the bare route's req/s, p99 at most ${maxP99} ms, no errors)`);
  }
}
