import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryBudget, entryGzipBytes, type SizedChunk } from './entry-budget';

const code = (seed: number, kb: number) => Array.from({ length: kb * 40 }, (_, i) => `const v${seed}_${i} = ${(i * 7919 + seed) % 10007};`).join('\n');
const gz = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

const bundle: Record<string, SizedChunk> = {
  'assets/index.js': { type: 'chunk', isEntry: true, code: code(1, 4), imports: ['assets/vendor.js'] },
  'assets/vendor.js': { type: 'chunk', code: code(2, 8), imports: ['assets/runtime.js'] },
  'assets/runtime.js': { type: 'chunk', code: code(3, 1), imports: ['assets/vendor.js'] },
  'assets/page.js': { type: 'chunk', code: code(4, 16), imports: ['assets/vendor.js'] },
  'assets/index.css': { type: 'asset' },
};

describe('entryGzipBytes', () => {
  it('adds the entry and what it imports statically, transitively and once each, but no lazy chunk', () => {
    const expected = gz(bundle['assets/index.js']!.code!) + gz(bundle['assets/vendor.js']!.code!) + gz(bundle['assets/runtime.js']!.code!);
    expect(entryGzipBytes(bundle)).toEqual(new Map([['assets/index.js', expected]]));
  });
});

describe('entryBudget', () => {
  const run = (maxKb: number) => {
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message), info: () => undefined };
    const hook = entryBudget({ maxKb }).generateBundle as unknown as (this: typeof context, o: unknown, b: unknown) => void;
    hook.call(context, {}, bundle);
    return errors;
  };

  it('fails the build once the first render needs more than the budget, and only then', () => {
    const kb = (entryGzipBytes(bundle).get('assets/index.js') ?? 0) / 1024;
    expect(run(Math.ceil(kb))).toEqual([]);
    expect(run(Math.floor(kb) - 0.5)[0]).toMatch(/assets\/index\.js and its static imports are [\d.]+ KB gzip, over the [\d.]+ KB budget/);
  });
});
