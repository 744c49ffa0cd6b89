import { describe, expect, it } from 'vitest';
import { allowedEdits, bestMatch, normalize, prefixDistance, wordMatch, words } from './fuzzy.js';

describe('normalize', () => {
  it('ignores case, diacritics, apostrophes and punctuation', () => {
    expect(normalize('  Dubaï — Al Bada’a (DIFC) ')).toBe('dubai al badaa difc');
    expect(words('Sheikh-Zayed  Road')).toEqual(['sheikh', 'zayed', 'road']);
    expect(words(' ,. ')).toEqual([]);
  });

  it('folds Arabic letter variants and vowel marks', () => {
    expect(normalize('أبوظبي')).toBe(normalize('ابوظبي'));
    expect(normalize('القَصْبَاء')).toBe('القصباء');
  });
});

describe('prefix matching', () => {
  it('tolerates more typos in longer words, none in short ones', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
    expect(wordMatch('mar', 'marina')).toBe(0);
    expect(wordMatch('mra', 'marina')).toBeNull();
  });

  it('measures the distance to the closest prefix, counting a swap as one edit', () => {
    expect(prefixDistance('walc', 'walk')).toBe(1);
    expect(prefixDistance('zayd', 'zayed')).toBe(1);
    expect(prefixDistance('jumierah', 'jumeirah')).toBe(1);
    expect(prefixDistance('kahlifa', 'khalifa')).toBe(1);
    expect(prefixDistance('marnia', 'marina')).toBe(1);
  });

  it('matches typed prefixes of names within the allowed edits', () => {
    expect(wordMatch('sheik', 'sheikh')).toBe(0);
    expect(wordMatch('zayd', 'zayed')).toBe(1);
    expect(wordMatch('walc', 'walk')).toBe(1);
    expect(wordMatch('jumeira', 'jumeirah')).toBe(0);
    expect(wordMatch('jumiera', 'jumeirah')).toBe(1);
    expect(wordMatch('finansial', 'financial')).toBe(1);
    expect(wordMatch('bxrshq', 'barsha')).toBeNull();
    expect(wordMatch('walc', 'wasl')).toBeNull();
    expect(wordMatch('internasonal', 'international')).toBe(2);
  });

  it('picks the best word of a name', () => {
    expect(bestMatch('beach', words('Jumeirah Beach Road'))).toBe(0);
    expect(bestMatch('beech', words('Jumeirah Beach Road'))).toBe(1);
    expect(bestMatch('mall', words('Burj Khalifa'))).toBeNull();
  });
});
