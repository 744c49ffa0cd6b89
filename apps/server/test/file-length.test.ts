import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositorySources, root } from './source-files.js';

/**
 * Hand-written code and styles stay at most 300 lines a file, so that a file does one thing and a
 * reader can hold it whole. Markdown, HTML and JSON (translations, lock files) are text or data and
 * are not counted.
 */
export const MAX_LINES = 300;
const CODE = /\.(?:[cm]?[jt]sx?|css)$/;

/** Lines in a text as `wc -l` counts them, plus a last line with no newline after it. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** `name (lines)` when a text is longer than the limit; nothing when it fits. */
export function overLimit(name: string, text: string): string[] {
  const lines = lineCount(text);
  return lines > MAX_LINES ? [`${name} (${lines})`] : [];
}

/** `file (lines)` of every hand-written code or style file longer than the limit. */
function longFiles(): string[] {
  return repositorySources()
    .filter((file) => CODE.test(file))
    .flatMap((file) => overLimit(path.relative(root, file), fs.readFileSync(file, 'utf8')));
}

describe('files stay short', () => {
  it(`no code or style file is over ${MAX_LINES} lines`, () => {
    expect(longFiles()).toEqual([]);
  });
});

describe('the length check', () => {
  const text = (lines: number, end = '\n') => Array.from({ length: lines }, (_, i) => `line ${i + 1}`).join('\n') + end;

  it('names a text one line over the limit and passes one at the limit', () => {
    expect(overLimit('long.ts', text(MAX_LINES + 1))).toEqual([`long.ts (${MAX_LINES + 1})`]);
    expect(overLimit('long.ts', text(MAX_LINES + 1, ''))).toEqual([`long.ts (${MAX_LINES + 1})`]);
    expect(overLimit('short.ts', text(MAX_LINES))).toEqual([]);
  });

  it('counts a last line with or without a newline after it, and nothing for an empty text', () => {
    expect(lineCount(text(MAX_LINES))).toBe(MAX_LINES);
    expect(lineCount(text(MAX_LINES, ''))).toBe(MAX_LINES);
    expect(lineCount('')).toBe(0);
  });
});
