import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { csvStream } from './reports.csv.js';

const read = async (stream: NodeJS.ReadableStream) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

describe('a report\'s CSV', () => {
  it('writes every cell as Papa Parse does, formula-like text as text, batch after batch', async () => {
    const rows = [
      ['2026-01-01', 12, '=HYPERLINK("x")', -1.5, 0, null],
      ['2026-01-01', '', '+1', '@sum', ' padded ', 'a,b'],
      ['2026-01-02', 7, 'line\nbreak', 'say "hi"', '-3', 'Dubai Mall'],
      ['2026-01-02', 12, '=HYPERLINK("x")', 2.25, 1e21, 'é ü'],
    ];
    async function* batches() {
      yield rows.slice(0, 2);
      yield [];
      yield rows.slice(2);
    }
    const text = await read(csvStream({ from: '2026-01-01', to: '2026-01-02', columns: ['a', 'b', 'c', 'd', 'e', 'f'], batches: batches() }));
    expect(text).toBe(`${Papa.unparse({ fields: ['a', 'b', 'c', 'd', 'e', 'f'], data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`);
    expect(text).toContain('"\'=HYPERLINK(""x"")"');
  });
});
