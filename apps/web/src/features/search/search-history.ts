import { useMemo } from 'react';
import { readItem, STORAGE_KEYS, useStoredItem, writeItem } from '@/lib/storage';

/** At most 5 searches, newest first, no repeats; empty searches are not kept. */
export const SEARCH_HISTORY_LIMIT = 5;

export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The history after searching `term`; unchanged for an empty term. Repeats move to the front. */
export function withSearch(history: readonly string[], term: string): string[] {
  const value = term.trim();
  if (!value) return [...history];
  const key = value.toLocaleLowerCase();
  return [value, ...history.filter((h) => h.toLocaleLowerCase() !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}

export const readSearchHistory = () => parseHistory(readItem(STORAGE_KEYS.searchedValues));

export function addSearchHistory(term: string): void {
  if (!term.trim()) return;
  writeItem(STORAGE_KEYS.searchedValues, JSON.stringify(withSearch(readSearchHistory(), term)));
}

export function removeSearchHistory(term: string): void {
  writeItem(STORAGE_KEYS.searchedValues, JSON.stringify(readSearchHistory().filter((h) => h !== term)));
}

export const clearSearchHistory = () => writeItem(STORAGE_KEYS.searchedValues, '[]');

export function useSearchHistory(): string[] {
  const raw = useStoredItem(STORAGE_KEYS.searchedValues);
  return useMemo(() => parseHistory(raw), [raw]);
}
