import { describe, expect, it } from 'vitest';
import { decodePolyline } from './polyline.js';

describe('decodePolyline', () => {
  it('decodes the documented example, negative values included', () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
  });

  it('decodes a single point and nothing at all', () => {
    expect(decodePolyline('`~oia@`~oia@')).toEqual([{ lat: -179.98321, lng: -179.98321 }]);
    expect(decodePolyline('')).toEqual([]);
  });

  it('refuses text cut halfway or outside the alphabet', () => {
    expect(() => decodePolyline('_p~iF~ps|')).toThrow('malformed polyline');
    expect(() => decodePolyline('_p~iF ps|U')).toThrow('malformed polyline');
  });
});
