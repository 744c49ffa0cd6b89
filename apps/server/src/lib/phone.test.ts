import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['+971 50 123 4567', '+971501234567'],
    ['00971-50-123-4567', '+971501234567'],
    ['(971) 50.123.4567', '+971501234567'],
    ['971501234567', '+971501234567'],
  ])('%s → %s', (raw, expected) => expect(normalizePhone(raw)).toBe(expected));

  it.each(['', '   ', '050 123 4567', '+12', '+9715012345678901', 'call me', '+971 50 123 4567 ext 2'])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});
