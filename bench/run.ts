// npm run bench: load the storefront's config and module calls with autocannon on loopback and
// compare them with a bare Fastify route served by this machine in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections, duration: 1, headers }); // warm-up
  const r = await autocannon({ url, connections, duration, headers });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const dataDir = process.env.BENCH_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
const appPort = await freePort();
const barePort = await freePort();
const app = await startProcess(['apps/server/dist/server.js'], { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, `http://127.0.0.1:${appPort}/ready`);
const bare = await startProcess(['--import', 'tsx', path.join(here, 'bare-server.ts')], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);

try {
  const lookup = await (await fetch(`http://127.0.0.1:${appPort}/api/v1/config`)).json();
  const zone = await (await fetch(`http://127.0.0.1:${appPort}/api/v1/config/get-zone-id?lat=${lookup.default_location.lat}&lng=${lookup.default_location.lng}`)).json();
  const rows: Row[] = [];
  rows.push(await load('bare fastify GET /bare', `http://127.0.0.1:${barePort}/bare`));
  rows.push(await load('GET /api/v1/config', `http://127.0.0.1:${appPort}/api/v1/config`));
  rows.push(await load('GET /api/v1/module', `http://127.0.0.1:${appPort}/api/v1/module`, { zoneId: zone.zone_id }));
  rows.push(await load('GET /api/v1/config/get-zone-id', `http://127.0.0.1:${appPort}/api/v1/config/get-zone-id?lat=25.2&lng=55.27`));

  const bareRps = rows[0]!.rps;
  console.log(`\n${connections} connections, ${duration} s per route, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(['route'.padEnd(34), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs bare'.padStart(8), 'errors'.padStart(7)].join(' '));
  for (const r of rows) {
    console.log([r.name.padEnd(34), r.rps.toFixed(0).padStart(9), r.p99.toFixed(1).padStart(8), `${((r.rps / bareRps) * 100).toFixed(0)}%`.padStart(8), String(r.errors).padStart(7)].join(' '));
  }
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
