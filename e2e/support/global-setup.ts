import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${log()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second server whose demo autopilot moves orders on by itself, sped up (tracking tests). */
    autopilotUrl: string;
    /** The first server's log file: development SMS and mail (one-time codes) are written there. */
    serverLog: string;
    /** How far the servers' clock runs ahead of this machine's (an authenticator's code is of the server's time). */
    clockOffsetMs: number;
  }
}

/** Starts the built server on the embedded database in a temp folder; answers its address and how to stop it. */
async function startServer(serverJs: string, env: Record<string, string>): Promise<{ url: string; log: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.createWriteStream(logFile);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', serverJs], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    output += d;
    log.write(d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitReady(url, child, () => output);
  return {
    url,
    log: logFile,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await new Promise((r) => log.end(r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server (npm test builds it first), twice: orders stay where they are on the first; the second's autopilot moves them. */
/**
 * The demo customer's latest delivered order waits for a review, so the home page asks about it. The
 * tests sign in as that customer to do other things: the prompt is answered ("not now") once here, and
 * reviews.e2e.ts meets the prompt for an order of its own.
 */
async function answerSeededRatePrompt(url: string): Promise<void> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email_or_phone: 'customer@souqly.test', password: 'Demo#2026' }),
  });
  if (!login.ok) throw new Error(`demo customer sign-in: ${login.status} ${await login.text()}`);
  const headers = { Authorization: `Bearer ${(await login.json()).token}`, 'Content-Type': 'application/json' };
  const reminder = await (await fetch(`${url}/api/v1/customer/review-reminder`, { headers })).json();
  if (reminder.order_id === null) throw new Error('the demo seed has a delivered order waiting for a review');
  const cancel = await fetch(`${url}/api/v1/customer/review-reminder-cancel`, { method: 'POST', headers, body: JSON.stringify({ order_id: reminder.order_id }) });
  if (!cancel.ok) throw new Error(`review-reminder-cancel: ${cancel.status} ${await cancel.text()}`);
}

export default async function setup(project: TestProject) {
  const serverJs = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(serverJs)) throw new Error('apps/server/dist/server.js is missing: run `node scripts/ensure.mjs` first');
  // The servers live at 14:00 in Dubai today, whatever time the tests run: the demo's stores and items
  // keep opening hours, and at night most of them are closed.
  const afternoon = new Date();
  afternoon.setUTCHours(10, 0, 0, 0);
  const clock = { TEST_CLOCK_OFFSET_MS: String(afternoon.getTime() - Date.now()) };
  const [main, autopilot] = await Promise.all([
    startServer(serverJs, { ...clock, AUTOPILOT: 'off' }),
    startServer(serverJs, { ...clock, AUTOPILOT: 'on', AUTOPILOT_SPEED: '6' }),
  ]);
  await Promise.all([main.url, autopilot.url].map(answerSeededRatePrompt));
  project.provide('baseUrl', main.url);
  project.provide('autopilotUrl', autopilot.url);
  project.provide('serverLog', main.log);
  project.provide('clockOffsetMs', Number(clock.TEST_CLOCK_OFFSET_MS));
  return async () => {
    await Promise.all([main.stop(), autopilot.stop()]);
  };
}
