#!/usr/bin/env node
// Makes the checkout runnable: installs dependencies when missing or changed, and rebuilds the
// storefront, the staff console and the server when their sources changed. Content hashes decide, not timestamps,
// so a fresh clone builds once and an unchanged tree does nothing.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const force = args.has('--force-build');

function run(cmd) {
  console.log(`> ${cmd}`);
  execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env, npm_config_update_notifier: 'false' } });
}

/** A manifest's content without its scripts: editing a script must not reinstall the dependencies. */
const withoutScripts = (file, bytes) => {
  if (!file.endsWith('package.json')) return bytes;
  const { scripts: _scripts, ...manifest } = JSON.parse(bytes.toString('utf8'));
  return JSON.stringify(manifest);
};

function hashFiles(entries, read = (_file, bytes) => bytes) {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(path.join(p, name));
      }
    } else {
      hash.update(path.relative(root, p));
      hash.update(read(p, fs.readFileSync(p)));
    }
  };
  for (const e of entries) visit(path.join(root, e));
  return hash.digest('hex');
}

function stale(stampFile, digest) {
  return force || !fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') !== digest;
}

// 1. Dependencies.
const manifests = ['package.json', 'package-lock.json', 'packages/contract/package.json', 'packages/ui/package.json', 'apps/server/package.json', 'apps/web/package.json', 'apps/console/package.json', 'e2e/package.json', 'bench/package.json'];
const depsDigest = hashFiles(manifests, withoutScripts);
const depsStamp = path.join(root, 'node_modules', '.storefront-deps');
if (!fs.existsSync(depsStamp) || fs.readFileSync(depsStamp, 'utf8') !== depsDigest) {
  run(fs.existsSync(path.join(root, 'package-lock.json')) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund');
  fs.writeFileSync(depsStamp, depsDigest);
}

// 2. The web apps: the storefront and the staff console (served under /console), each with the packages it builds from.
if (!args.has('--no-web')) {
  const shared = ['packages/contract/src', 'packages/ui/src'];
  const webApps = [
    { name: 'web', sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/vite-plugins', 'apps/web/package.json'] },
    { name: 'console', sources: ['apps/console/src', 'apps/console/index.html', 'apps/console/vite.config.ts', 'apps/console/package.json'] },
  ];
  for (const { name, sources } of webApps) {
    const digest = hashFiles([...sources, ...shared]);
    const stamp = path.join(root, `apps/${name}/dist/.build-stamp`);
    if (stale(stamp, digest)) {
      run(`npm run -w apps/${name} build`);
      fs.writeFileSync(stamp, digest);
    }
  }
}

// 3. The server bundle.
const serverDigest = hashFiles(['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/contract/src']);
const serverStamp = path.join(root, 'apps/server/dist/.build-stamp');
if (stale(serverStamp, serverDigest)) {
  run('npm run -w apps/server build');
  fs.writeFileSync(serverStamp, serverDigest);
}
