import { describe, expect, it } from 'vitest';
import { addSearchHistory, clearSearchHistory, parseHistory, readSearchHistory, removeSearchHistory, withSearch } from './search-history';

describe('search history', () => {
  it('keeps the newest first and at most 5', () => {
    let history: string[] = [];
    for (const term of ['a', 'b', 'c', 'd', 'e', 'f']) history = withSearch(history, term);
    expect(history).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('moves a repeated search to the front instead of keeping it twice', () => {
    expect(withSearch(['pizza', 'milk', 'soap'], 'Milk ')).toEqual(['Milk', 'pizza', 'soap']);
  });

  it('ignores empty searches', () => {
    expect(withSearch(['pizza'], '   ')).toEqual(['pizza']);
    addSearchHistory('  ');
    expect(localStorage.getItem('searchedValues')).toBeNull();
  });

  it('is stored under searchedValues', () => {
    addSearchHistory('pizza');
    addSearchHistory('burger');
    expect(JSON.parse(localStorage.getItem('searchedValues')!)).toEqual(['burger', 'pizza']);
    removeSearchHistory('pizza');
    expect(readSearchHistory()).toEqual(['burger']);
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
  });

  it('survives malformed storage', () => {
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["a", 2, "", "b"]')).toEqual(['a', 'b']);
  });
});
