import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDistance, formatRating, formatTime, truncateText } from './format';

describe('formatDistance', () => {
  it('turns metres into kilometres with one decimal', () => {
    expect(formatDistance(1554)).toBe('1.6 km');
    expect(formatDistance(0)).toBe('0.0 km');
    expect(formatDistance(250_000)).toBe('250 km');
  });

  it('reads "1k+ km" above 1000 km and nothing when unknown', () => {
    expect(formatDistance(1_000_000)).toBe('1000 km');
    expect(formatDistance(1_000_001)).toBe('1k+ km');
    expect(formatDistance(null)).toBeNull();
    expect(formatDistance(Number.NaN)).toBeNull();
  });
});

describe('ratings', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(3.94)).toBe('3.9');
    expect(formatRating(4.25)).toBe('4.3');
  });
});

describe('truncateText', () => {
  it('leaves text of 70 characters or fewer alone', () => {
    expect(truncateText('a'.repeat(70))).toBeNull();
  });

  it('cuts longer text at 70 characters', () => {
    const text = `${'word '.repeat(20)}end`;
    const cut = truncateText(text)!;
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(70);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('counts characters, not UTF-16 halves', () => {
    expect(truncateText('😀'.repeat(70))).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('reads DD:HH:MM:SS', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(formatCountdown(ms)).toBe('02:03:04:05');
    expect(formatCountdown(999)).toBe('00:00:00:00');
  });

  it('is over at zero', () => {
    expect(formatCountdown(0)).toBeNull();
    expect(formatCountdown(-5)).toBeNull();
  });
});

describe('formatTime', () => {
  it('reads hh:mm a', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('09:30')).toBe('09:30 AM');
    expect(formatTime('13:05')).toBe('01:05 PM');
    expect(formatTime('23:59:00')).toBe('11:59 PM');
    expect(formatTime('soon')).toBe('soon');
  });
});
