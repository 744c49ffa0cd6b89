import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const text = (kb: number) => 'export const rows = ['.concat(Array.from({ length: kb * 20 }, (_, i) => `{"id":${i},"name":"item"}`).join(','), '];');

describe('precompressDir', () => {
  it('writes br and gz copies that decode to the original, for text files above 1 KB only', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = text(8);
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc.css'), `.a{color:red}\n`.repeat(200));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>shell</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 1));

    const written = await precompressDir(dir);

    expect(written).toEqual([
      'assets/app-abc.css.br', 'assets/app-abc.css.gz', 'assets/app-abc.js.br', 'assets/app-abc.js.gz', 'index.html.br', 'index.html.gz',
    ].map((f) => f.split('/').join(path.sep)));
    const br = fs.readFileSync(path.join(dir, 'assets', 'app-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'app-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(gz.length);
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'photo.png.br'))).toBe(false);
  });

  it('leaves out a copy that would not be smaller', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    // Random bytes do not compress: both copies would grow.
    fs.writeFileSync(path.join(dir, 'noise.json'), Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))));
    expect(await precompressDir(dir)).toEqual([]);
  });
});
