import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeOnce, pickEncoding } from './content-encoding.js';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('"%s" gives %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('encodeOnce', () => {
  it('keeps the body in each encoding with one validator', () => {
    const body = Buffer.from('<p>hello</p>'.repeat(100));
    const encoded = encodeOnce(body);
    expect(zlib.brotliDecompressSync(encoded.br)).toEqual(body);
    expect(zlib.gunzipSync(encoded.gzip)).toEqual(body);
    expect(encoded.identity).toBe(body);
    expect(encoded.etag).toBe(encodeOnce(Buffer.from(body)).etag);
    expect(encoded.etag).not.toBe(encodeOnce(Buffer.from('other')).etag);
  });
});
