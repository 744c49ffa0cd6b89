import { describe, expect, it } from 'vitest';
import { editDistance, searchWords, Vocabulary } from './search.words.js';

describe('search words', () => {
  it('fold case and Latin accents, keep Arabic letters, split on punctuation', () => {
    expect(searchWords('Crème Brûlée, COCA-COLA')).toEqual(['creme', 'brulee', 'coca', 'cola']);
    expect(searchWords('بيتزا مارغريتا')).toEqual(['بيتزا', 'مارغريتا']);
    expect(searchWords('  ...  ')).toEqual([]);
  });

  it('measure edits with transpositions, giving up past the limit', () => {
    expect(editDistance('piza', 'pizza', 1)).toBe(1);
    expect(editDistance('brugre', 'burger', 2)).toBe(2);
    expect(editDistance('burgre', 'burger', 1)).toBe(1);
    expect(editDistance('sushi', 'pizza', 1)).toBe(2);
  });

  it('correct typos against the vocabulary and search the last word as a prefix', () => {
    const v = new Vocabulary(['Margherita Pizza', 'Pita Bread', 'Chicken Burger', 'Pizzas', 'بيتزا']);
    expect(v.terms('piza')?.groups).toEqual([{ words: ['pita', 'pizza'], prefix: 'piza' }]);
    expect(v.terms('margarita piz')?.groups).toEqual([{ words: ['margarita', 'margherita'], prefix: null }, { words: [], prefix: 'piz' }]);
    expect(v.terms('chiken')?.text).toBe('chicken');
    // Three letters or fewer must be typed exactly.
    expect(v.corrections('pia')).toEqual([]);
    expect(v.terms('!!')).toBeNull();
  });
});
