/// <reference types="node" />
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this the encoded copy saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every text file of `dir` worth compressing, at the highest
 * levels: the build pays once, the server then sends them without compressing per request. A copy
 * that would not be smaller is left out. Returns the files written, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  const written = await Promise.all(files.map(async (file) => {
    const source = await fs.readFile(file);
    if (source.length < MIN_BYTES) return [];
    const copies = await Promise.all([
      brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
        .then((data) => ({ ext: '.br', data })),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }).then((data) => ({ ext: '.gz', data })),
    ]);
    const worth = copies.filter((c) => c.data.length < source.length);
    await Promise.all(worth.map((c) => fs.writeFile(file + c.ext, c.data)));
    return worth.map((c) => path.relative(dir, file + c.ext));
  }));
  return written.flat().sort();
}

/** What the plugin reads of Vite's resolved configuration (typed here so that this package needs no Vite). */
interface BuildConfig {
  root: string;
  build: { outDir: string };
  logger: { info(message: string): void };
}

/** Precompresses each app's build output once everything, public files included, is written. */
export function precompress() {
  let config: BuildConfig;
  return {
    name: 'storefront:precompress',
    apply: 'build' as const,
    configResolved(resolved: BuildConfig) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const written = await precompressDir(outDir);
      config.logger.info(`precompressed ${written.length} files (br, gz) in ${path.relative(config.root, outDir)}`);
    },
  };
}
