// How busy the machine is while a row runs: the bench shares its cores with whatever else runs there
// (other test runs, builds), which lowers every figure at once. Linux's /proc tells the CPU time the
// measured server used per request, which the others' load moves far less than req/s, and how much
// of the machine the other processes took; elsewhere both are left blank.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user and system, all threads) a process has used, or null without /proc. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis, from the third (state): utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine (every core), or null without /proc. */
function machineBusySeconds(): number | null {
  try {
    const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = values.map(Number);
    return (user + nice + system + irq + softirq + steal) / ticksPerSecond;
  } catch {
    return null;
  }
}

export interface Sample {
  at: number;
  server: number | null;
  ours: number | null;
  machine: number | null;
}

/**
 * A snapshot of CPU time: the measured server's, ours (this process, which runs autocannon, and every
 * server the bench started), and the machine's.
 */
export function sample(server: number, started: readonly number[]): Sample {
  const self = process.cpuUsage();
  const children = started.map(cpuSecondsOf);
  return {
    at: performance.now(),
    server: cpuSecondsOf(server),
    ours: children.some((c) => c === null) ? null : children.reduce<number>((a, c) => a + c!, (self.user + self.system) / 1e6),
    machine: machineBusySeconds(),
  };
}

export interface Usage {
  /** The measured server's CPU milliseconds per request answered. */
  cpuMsPerRequest: number | null;
  /** The share of the machine's cores that other processes kept busy. */
  othersShare: number | null;
}

export function usage(before: Sample, after: Sample, requests: number): Usage {
  const seconds = (after.at - before.at) / 1000;
  const cpuMsPerRequest = before.server === null || after.server === null || requests === 0 ? null : ((after.server - before.server) * 1000) / requests;
  const others = before.machine === null || after.machine === null || before.ours === null || after.ours === null
    ? null
    : (after.machine - before.machine) - (after.ours - before.ours);
  return { cpuMsPerRequest, othersShare: others === null ? null : Math.max(0, others) / (seconds * os.cpus().length) };
}

/** The load averages and, where Linux reports it, how often tasks waited for a CPU in the last 10 s. */
export function loadLine(): string {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  let pressure = '';
  try {
    const some = /some avg10=([\d.]+)/.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
    if (some) pressure = `, tasks waiting for a CPU ${some}% of the last 10 s`;
  } catch {
    // not Linux, or no pressure stall information
  }
  return `load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} on ${os.cpus().length} cores${pressure}`;
}
