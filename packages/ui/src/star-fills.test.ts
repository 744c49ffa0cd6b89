import { describe, expect, it } from 'vitest';
import { starFills } from './star-fills';

describe('starFills', () => {
  it('fills stars in half steps', () => {
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(2.5)).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    expect(starFills(0)).toEqual(Array(5).fill('empty'));
    expect(starFills(7)).toEqual(Array(5).fill('full'));
  });
});
