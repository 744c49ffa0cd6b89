#!/usr/bin/env node
// Copies the Fluent Emoji 3D pictures the demo seed draws with (apps/server/src/db/seed/art/emoji.json: name -> code point)
// from @lobehub/fluent-emoji-3d (not a dependency: install it first with
// `npm install --no-save @lobehub/fluent-emoji-3d@1.1.0`) into the committed art folder, with the licence beside them.
// Run after editing emoji.json: `node scripts/make-demo-art.mjs`. The seed only reads the committed files, so
// `npm start` on a fresh machine needs neither this script nor the package.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artDir = path.join(root, 'apps/server/src/db/seed/art');
const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');

const LICENSE = `Fluent Emoji 3D pictures in this folder (*.webp) come from Microsoft's Fluent Emoji
(https://github.com/microsoft/fluentui-emoji), as packaged in @lobehub/fluent-emoji-3d on npm.
They are copied unchanged, renamed after the emoji they show (see emoji.json).

MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

const wanted = JSON.parse(fs.readFileSync(path.join(artDir, 'emoji.json'), 'utf8'));
const missing = Object.entries(wanted).filter(([, code]) => !fs.existsSync(path.join(assets, `${code}.webp`)));
if (missing.length > 0) {
  console.error(`not in @lobehub/fluent-emoji-3d: ${missing.map(([name, code]) => `${name} (${code})`).join(', ')}`);
  process.exit(1);
}

let copied = 0;
for (const [name, code] of Object.entries(wanted)) {
  const from = fs.readFileSync(path.join(assets, `${code}.webp`));
  const to = path.join(artDir, `${name}.webp`);
  if (fs.existsSync(to) && fs.readFileSync(to).equals(from)) continue;
  fs.writeFileSync(to, from);
  copied++;
}
// Pictures no longer named in emoji.json go.
let removed = 0;
for (const file of fs.readdirSync(artDir)) {
  if (file.endsWith('.webp') && !(file.slice(0, -'.webp'.length) in wanted)) {
    fs.rmSync(path.join(artDir, file));
    removed++;
  }
}
fs.writeFileSync(path.join(artDir, 'LICENSE'), LICENSE);
const bytes = fs.readdirSync(artDir).reduce((sum, f) => sum + fs.statSync(path.join(artDir, f)).size, 0);
console.log(`${Object.keys(wanted).length} pictures (${copied} copied, ${removed} removed), ${(bytes / 1024).toFixed(0)} KiB in ${path.relative(root, artDir)}`);
