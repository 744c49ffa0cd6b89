import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** What a bundle entry needs of the bundler's output chunk to be sized. */
export interface SizedChunk {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  code?: string;
  imports?: string[];
}

/**
 * Gzip bytes of each entry chunk with every chunk it imports statically, transitively: the JavaScript
 * a first visit downloads (index.html modulepreloads exactly these) before anything renders.
 */
export function entryGzipBytes(bundle: Record<string, SizedChunk>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const [name, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    const seen = new Set<string>();
    const visit = (file: string) => {
      const c = bundle[file];
      if (seen.has(file) || !c || c.type !== 'chunk') return;
      seen.add(file);
      c.imports?.forEach(visit);
    };
    visit(name);
    sizes.set(name, [...seen].reduce((sum, file) => sum + zlib.gzipSync(bundle[file]!.code ?? '', { level: 9 }).length, 0));
  }
  return sizes;
}

/**
 * Fails the build when the JavaScript needed before the first render grows past `maxKb` (gzip), so that
 * a static import that drags a library or a feature into every page is seen when it is written.
 */
export function entryBudget({ maxKb }: { maxKb: number }): Plugin {
  return {
    name: 'storefront:entry-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [name, bytes] of entryGzipBytes(bundle as unknown as Record<string, SizedChunk>)) {
        const kb = bytes / 1024;
        if (kb > maxKb) {
          this.error(`${name} and its static imports are ${kb.toFixed(1)} KB gzip, over the ${maxKb} KB budget: load what the first screen does not need lazily`);
        }
        this.info(`${name} and its static imports: ${kb.toFixed(1)} KB gzip (budget ${maxKb} KB)`);
      }
    },
  };
}
