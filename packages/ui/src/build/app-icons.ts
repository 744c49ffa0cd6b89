/// <reference types="node" />
import zlib from 'node:zlib';

/**
 * The app's icons as PNG files, drawn at build time so that no picture is kept in the repository: a
 * shopping bag (the favicon's) in white on the brand colour. "any" icons have the favicon's rounded
 * corners; the maskable one fills its square, the bag staying inside the safe circle (the middle 80%).
 */

/** Bag outline and stroke, in the favicon's 32-unit box (apps/console/index.html). */
const BAG: readonly (readonly [number, number])[] = [[9, 12], [23, 12], [21.5, 22], [10.5, 22]];
const STROKE = 2.2;
const CORNER = 8;
/** Samples per pixel side: edges are smoothed by coverage. */
const SAMPLES = 4;

export interface AppIcon {
  fileName: string;
  size: number;
  maskable: boolean;
}

export const APP_ICONS: readonly AppIcon[] = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false },
  { fileName: 'icons/icon-maskable-512.png', size: 512, maskable: true },
];

function segmentDistance(x: number, y: number, [ax, ay]: readonly [number, number], [bx, by]: readonly [number, number]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

const bagDistance = (x: number, y: number) => Math.min(...BAG.map((a, i) => segmentDistance(x, y, a, BAG[(i + 1) % BAG.length]!)));

/** How far inside the background the point is (negative outside): the favicon's rounded square, or all of a maskable icon. */
function backgroundDepth(x: number, y: number, maskable: boolean) {
  if (maskable) return Infinity;
  const cx = Math.max(CORNER, Math.min(32 - CORNER, x));
  const cy = Math.max(CORNER, Math.min(32 - CORNER, y));
  return CORNER - Math.hypot(x - cx, y - cy);
}

/** The colour at a point, or null outside the icon. */
function colorAt(x: number, y: number, maskable: boolean, brand: readonly number[]): readonly number[] | null {
  if (backgroundDepth(x, y, maskable) < 0) return null;
  return bagDistance(x, y) <= STROKE / 2 ? WHITE : brand;
}
const WHITE = [255, 255, 255] as const;

/** RGBA pixels of the icon, rows top to bottom; `color` is #rrggbb. */
export function drawIcon(size: number, color: string, maskable: boolean): Uint8Array {
  const brand = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const pixels = new Uint8Array(size * size * 4);
  const unit = 32 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) * unit;
      const y = (py + 0.5) * unit;
      // Only pixels an edge crosses are sampled finely; the others take their centre's colour.
      const edge = Math.abs(bagDistance(x, y) - STROKE / 2) < unit || Math.abs(backgroundDepth(x, y, maskable)) < unit;
      const samples = edge ? SAMPLES : 1;
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = colorAt((px + (sx + 0.5) / samples) * unit, (py + (sy + 0.5) / samples) * unit, maskable, brand);
          if (!c) continue;
          r += c[0]!; g += c[1]!; b += c[2]!; a += 1;
        }
      }
      // Colours are averaged over the covered samples only: the edge fades by alpha, not towards black.
      if (a > 0) pixels.set([r / a, g / a, b / a, (255 * a) / (samples * samples)].map(Math.round), (py * size + px) * 4);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of RGBA pixels (8 bits a channel, no row filters). */
export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What the plugin uses of Vite's server and of Rollup's build context (typed here so that this package needs no Vite). */
interface DevServer {
  middlewares: { use(handler: (req: { url?: string }, res: { setHeader(name: string, value: string): void; end(body: Buffer): void }, next: () => void) => void): void };
}
interface BundleContext {
  emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string;
}

/** Writes APP_ICONS into the build (and serves them in development), in the brand colour `color`. */
export function appIcons(color: string) {
  const files = new Map<string, Buffer>();
  const png = (icon: AppIcon) => {
    let file = files.get(icon.fileName);
    if (!file) files.set(icon.fileName, (file = encodePng(icon.size, drawIcon(icon.size, color, icon.maskable))));
    return file;
  };
  return {
    name: 'storefront:app-icons',
    configureServer(server: DevServer) {
      server.middlewares.use((req, res, next) => {
        const icon = APP_ICONS.find((i) => req.url?.split('?')[0]?.endsWith(`/${i.fileName}`));
        if (!icon) return next();
        res.setHeader('content-type', 'image/png');
        res.end(png(icon));
      });
    },
    generateBundle(this: BundleContext) {
      for (const icon of APP_ICONS) this.emitFile({ type: 'asset', fileName: icon.fileName, source: png(icon) });
    },
  };
}
