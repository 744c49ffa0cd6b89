// npm run lighthouse: Lighthouse (mobile preset, simulated throttling, cold cache) on the landing page,
// home, a store and a product, served by the built server on the demo data. The last three are opened
// with a delivery location and the food module already chosen, as the location picker leaves them.
// Figures are as served here: without HTTP compression unless the server adds it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { RENDER_COOKIES } from '@storefront/contract';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const webDist = path.join(root, 'apps/web/dist');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
/**
 * The mobile preset slows the CPU 4 times, which takes a fast desktop to a mid-tier phone. Lighthouse's own advice for a
 * slower host is a smaller multiplier, from the benchmark index each row prints: LIGHTHOUSE_CPU_SLOWDOWN=2 runs with one.
 */
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
const downtown = { lat: 25.1972, lng: 55.2744 };
const chromeFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', DATABASE_URL: '', AUTOPILOT: 'off' };
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

interface Row {
  score: number;
  /** The SEO and best-practices categories' scores (0–100). */
  seo: number;
  practices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of JavaScript transferred during the load. */
  jsBytes: number;
  /** Gzip size of the JavaScript requested before the first contentful paint. */
  firstRenderJsGzip: number;
  /** Lighthouse's measure of this machine's CPU (a mid-tier phone scores about 1000 at no slowdown). */
  benchmarkIndex: number;
}

/** Gzip size of a built file, as a compressing server would send it; the plain file stands in for what is not in dist. */
function gzipSize(url: string): number {
  const file = path.join(webDist, new URL(url).pathname);
  if (!file.startsWith(webDist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return 0;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

interface NetworkItem { url: string; resourceType?: string; rendererStartTime?: number; transferSize?: number }

/** What the app mirrors of local storage into cookies: the language, the zone and the module's id. */
function renderCookies(storage: Record<string, string>): Array<[string, string]> {
  const cookies: Array<[string, string]> = [];
  if (storage['language-setting']) cookies.push([RENDER_COOKIES.language, storage['language-setting']]);
  if (storage.zoneid) cookies.push([RENDER_COOKIES.zoneId, storage.zoneid]);
  if (storage.module) cookies.push([RENDER_COOKIES.module, String((JSON.parse(storage.module) as { id: number }).id)]);
  return cookies;
}

/** One Lighthouse run in a fresh browser profile (so the cache is cold), with `storage` in localStorage before any script of the page runs. */
async function measure(url: string, storage: Record<string, string>): Promise<Row> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((values: Record<string, string>) => {
      try {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage
      }
    }, storage);
    // The cookies the app writes beside local storage (RENDER_COOKIES), so the server renders the page this visitor sees.
    const cookies = renderCookies(storage);
    if (cookies.length) await browser.setCookie(...cookies.map(([name, value]) => ({ name, value: encodeURIComponent(value), domain: new URL(url).hostname, path: '/' })));
    // Lighthouse would clear the origin's storage before loading; the profile is new, so nothing else is kept.
    const result = await lighthouse(url, { onlyCategories: ['performance', 'seo', 'best-practices'], disableStorageReset: true, logLevel: 'error', ...(cpuSlowdown ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}) }, undefined, page);
    await browser.disconnect();
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { audits, categories } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report (long tasks, bootup time, the network) to read later.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
    const networkStart = (audits['network-requests']?.details as { debugData?: { networkStartTimeTs?: number } } | undefined)?.debugData?.networkStartTimeTs ?? 0;
    const observed = (audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined)?.items?.[0];
    const fcpTs = observed?.observedFirstContentfulPaintTs ?? Infinity;
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const beforeFcp = scripts.filter((r) => networkStart + (r.rendererStartTime ?? Infinity) * 1000 < fcpTs);
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      practices: Math.round((categories['best-practices']?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      firstRenderJsGzip: beforeFcp.reduce((sum, r) => sum + gzipSize(r.url), 0),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The entry script and what index.html preloads with it: the JavaScript every first page needs. */
function entryGzip(): number {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  return srcs.reduce((sum, src) => sum + gzipSize(`http://x${src}`), 0);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);

try {
  const zoneId: string = (await (await fetch(`${base}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
  const modules: { id: number; module_type: string }[] = await (await fetch(`${base}/api/v1/module`, { headers: { zoneId } })).json();
  const food = modules.find((m) => m.module_type === 'food')!;
  const headers = { zoneId, moduleId: String(food.id), latitude: String(downtown.lat), longitude: String(downtown.lng) };
  const store = (await (await fetch(`${base}/api/v1/stores/popular`, { headers })).json()).stores[0] as { id: number; slug: string };
  const product = (await (await fetch(`${base}/api/v1/items/popular`, { headers })).json()).products[0] as { id: number; slug: string };
  const category = (await (await fetch(`${base}/api/v1/categories`, { headers })).json())[0] as { id: number };
  const located = { zoneid: zoneId, module: JSON.stringify(food), currentLatLng: JSON.stringify(downtown), location: 'Downtown Dubai, Dubai' };
  const pages: { path: string; storage: Record<string, string> }[] = [
    { path: '/', storage: {} },
    { path: '/home', storage: located },
    // Their readable addresses, as links and the sitemap give them (the id addresses answer a redirect to these).
    { path: `/store/${store.slug}`, storage: located },
    { path: `/product/${product.slug}`, storage: located },
    { path: `/category/${category.id}`, storage: located },
  ];

  console.log(`Lighthouse, mobile preset${cpuSlowdown ? ` with the CPU slowed ${cpuSlowdown} times (not 4)` : ''}, cold cache, median of ${runs} run(s), ${os.cpus().length} cores; as served (no compression unless the server adds it)`);
  console.log(['page'.padEnd(16), 'score'.padStart(5), 'FCP s'.padStart(6), 'LCP s'.padStart(6), 'TBT ms'.padStart(7), 'CLS'.padStart(6), 'JS KB'.padStart(7), 'JS<FCP gz KB'.padStart(13), 'SEO'.padStart(4), 'BP'.padStart(4), 'CPU idx'.padStart(8)].join(' '));
  // LIGHTHOUSE_PAGES=home,store measures only the pages whose path holds one of the words.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  for (const { path: pagePath, storage } of pages.filter((p) => !only || only.some((word) => p.path.includes(word)))) {
    const rows: Row[] = [];
    for (let i = 0; i < runs; i++) {
      // A busy machine sometimes paints nothing within Lighthouse's limits: that run is left out, not the page.
      try {
        rows.push(await measure(base + pagePath, storage));
      } catch (error) {
        console.log(`${pagePath}: run ${i + 1} failed: ${(error as Error).message}`);
      }
    }
    if (rows.length === 0) continue;
    const m = (key: keyof Row) => median(rows.map((r) => r[key]));
    console.log([
      pagePath.padEnd(16), String(m('score')).padStart(5), (m('fcp') / 1000).toFixed(2).padStart(6), (m('lcp') / 1000).toFixed(2).padStart(6),
      m('tbt').toFixed(0).padStart(7), m('cls').toFixed(3).padStart(6), (m('jsBytes') / 1024).toFixed(1).padStart(7), (m('firstRenderJsGzip') / 1024).toFixed(1).padStart(13),
      String(m('seo')).padStart(4), String(m('practices')).padStart(4), m('benchmarkIndex').toFixed(0).padStart(8),
    ].join(' '));
  }
  console.log(`entry script and its modulepreloads (gzip): ${(entryGzip() / 1024).toFixed(1)} KB`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
