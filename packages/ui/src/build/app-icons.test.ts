import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcon, encodePng } from './app-icons';

/** The size and pixels of a PNG that encodePng wrote (one IDAT, no row filters). */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const size = png.readUInt32BE(16);
  const idatLength = png.readUInt32BE(33);
  expect(png.toString('ascii', 37, 41)).toBe('IDAT');
  const rows = zlib.inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (size * 4 + 1) + 1 + x * 4, y * (size * 4 + 1) + 1 + x * 4 + 4)];
  return { size, pixel };
}

describe('the app icons drawn at build time', () => {
  it('draws the white bag on the brand colour, with rounded corners unless maskable', () => {
    const any = decode(encodePng(64, drawIcon(64, '#039d55', false)));
    expect(any.size).toBe(64);
    expect(any.pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(any.pixel(32, 4)).toEqual([3, 157, 85, 255]);
    // The bag's top edge runs along y = 12 of 32.
    expect(any.pixel(32, 24)).toEqual([255, 255, 255, 255]);

    const maskable = decode(encodePng(64, drawIcon(64, '#039d55', true)));
    expect(maskable.pixel(0, 0)).toEqual([3, 157, 85, 255]);
  });
});
