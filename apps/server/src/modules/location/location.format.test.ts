import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration } from './location.format.js';

describe('distance and duration texts', () => {
  it('uses metres under a kilometre, one decimal up to a hundred, then whole kilometres', () => {
    expect([0, 850, 999, 1000, 5234, 99_949, 123_456].map(formatDistance)).toEqual(['0 m', '850 m', '999 m', '1.0 km', '5.2 km', '99.9 km', '123 km']);
  });

  it('counts at least a minute, then hours and minutes', () => {
    expect([0, 29, 90, 720, 3600, 3900, 7260].map(formatDuration)).toEqual(['1 min', '1 min', '2 mins', '12 mins', '1 hour', '1 hour 5 mins', '2 hours 1 min']);
  });
});
