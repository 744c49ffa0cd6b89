#!/usr/bin/env node
// Draws the storefront's install icons from the brand's mark (the green rounded square with the bag, as
// apps/web/index.html shows it) into apps/web/public: run `node scripts/make-app-icons.mjs` after changing the
// mark, and commit the PNGs. The build only copies the committed files, so it needs neither this script nor sharp.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');

const BAG = '<path d="M9 12h14l-1.5 10h-11z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>'
  + '<path d="M12.5 12a3.5 3.5 0 0 1 7 0" fill="none" stroke="#fff" stroke-width="2.2"/>';
/** The mark with its rounded corners, for launchers that show the icon as it is. */
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#039d55"/>${BAG}</svg>`;
/**
 * Full bleed, for launchers that cut their own shape (maskable icons, iOS): the bag already lies within the
 * central circle of 80% that every mask keeps (its corners are 9.9 of 32 units from the centre, the circle 12.8).
 */
const FULL_BLEED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#039d55"/>${BAG}</svg>`;

const icons = [
  { file: 'icons/icon-192.png', svg: ROUNDED, size: 192 },
  { file: 'icons/icon-512.png', svg: ROUNDED, size: 512 },
  { file: 'icons/icon-maskable-512.png', svg: FULL_BLEED, size: 512 },
  { file: 'apple-touch-icon.png', svg: FULL_BLEED, size: 180 },
];

for (const { file, svg, size } of icons) {
  const out = path.join(publicDir, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Drawn at the icon's own size (density scales the 32-unit SVG), not resized from a small bitmap.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(out);
  console.log(`${file}: ${size}x${size}`);
}
