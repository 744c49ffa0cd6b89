#!/usr/bin/env node
// npm test: install what is missing, then type-check, lint, unit and API tests (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end tests in Debian's Chromium.
// It ends with one summary line: "Tests: N passed, N failed".
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function step(title, fn) {
  console.log(`\n=== ${title}`);
  const t = Date.now();
  fn();
  console.log(`=== ${title}: done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

function finish(code) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test finished in ${minutes} min`);
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(code);
}

function sh(cmd, opts = {}) {
  const res = spawnSync(cmd, { cwd: root, stdio: 'inherit', shell: true, ...opts });
  return res.status ?? 1;
}

/** The files that took longest, so that a slower run says where its time went. */
function slowest(report, count = 15) {
  const files = (report.testResults ?? [])
    .map((f) => ({ name: path.relative(root, f.name), ms: (f.endTime ?? 0) - (f.startTime ?? 0) }))
    .filter((f) => f.ms > 0).sort((a, b) => b.ms - a.ms).slice(0, count);
  if (files.length === 0) return;
  console.log(`Slowest files:\n${files.map((f) => `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.name}`).join('\n')}`);
}

function vitest(name, args) {
  const out = path.join(reports, `${name}.json`);
  const status = sh(`npx vitest run ${args} --reporter=default --reporter=json --outputFile=${out}`);
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    slowest(r);
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (r.numTotalTests === 0) {
      console.error(`${name}: no test ran`);
      finish(1);
    }
  }
  if (status !== 0) {
    if (!fs.existsSync(out)) totals.failed += 1;
    finish(status);
  }
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error('The end-to-end tests need Debian\'s Chromium at /usr/bin/chromium. Install it with: sudo apt-get install -y chromium');
    finish(1);
  }
  console.log('Installing Debian\'s chromium package for the end-to-end tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

step('install and build', () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure.mjs')], { stdio: 'inherit' });
});
// Both are single-threaded: side by side they take the time of the longer on two cores. The type
// check's output is printed after the lint's, so that neither interleaves with the other.
step('type-check, lint and dependency check', () => {
  const log = path.join(reports, 'typecheck.log');
  const script = `(npm run --silent typecheck > ${log} 2>&1; echo $? > ${log}.status) &
    npx eslint . --max-warnings=0 && npm run --silent deps; lint=$?
    wait; cat ${log}; checked=$(cat ${log}.status)
    [ "$checked" = 0 ] || echo "type-check failed"; exit $(( lint || checked ))`;
  if (sh(script, { shell: '/bin/bash' }) !== 0) {
    totals.failed += 1;
    finish(1);
  }
});
step(`unit and API tests (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`, () => vitest('unit', ''));
step('end-to-end tests in Chromium', () => {
  ensureChromium();
  vitest('e2e', '--config e2e/vitest.config.ts');
});
finish(0);
