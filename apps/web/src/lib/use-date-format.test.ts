import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './use-date-format';

describe('dateTimeFormat', () => {
  it('makes one formatter per language and style and hands it out again', () => {
    const medium = dateTimeFormat('en', { dateStyle: 'medium' });
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(medium);
    expect(dateTimeFormat('ar', { dateStyle: 'medium' })).not.toBe(medium);
    expect(dateTimeFormat('en', { dateStyle: 'long' })).not.toBe(medium);
    expect(medium.format(new Date(2026, 10, 30))).toBe('Nov 30, 2026');
  });
});
