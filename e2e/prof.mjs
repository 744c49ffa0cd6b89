import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop');
const maps = new Map();
const consumer = (u) => { const f = u.replace(/^https?:\/\/[^/]+/, '/work/main/apps/web/dist') + '.map'; if (!maps.has(f)) maps.set(f, fs.existsSync(f) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(f, 'utf8'))) : null); return maps.get(f); };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) || 0) + (dt[i] || 0)));
const name = (n) => { const cf = n.callFrame; const c = cf.url.includes('/assets/') ? consumer(cf.url) : null; if (c) { const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); return `${o.name || cf.functionName || '(anon)'} ${(o.source || '').replace(/.*node_modules\//, '').replace(/.*src\//, 'src/')}:${o.line}`; } return `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}`; };
const self = new Map(); const incl = new Map();
for (const [id, t] of counts) {
  const n = byId.get(id); const k = name(n); self.set(k, (self.get(k) || 0) + t);
  const seen = new Set(); let cur = id; while (cur) { const kk = name(byId.get(cur)); if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) || 0) + t); } cur = parent.get(cur); }
}
console.log('SELF'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(Math.round(v / 1000), k);
console.log('INCLUSIVE (app code)'); for (const [k, v] of [...incl].filter(([k]) => k.includes('src/')).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(Math.round(v / 1000), k);
await b.close();
