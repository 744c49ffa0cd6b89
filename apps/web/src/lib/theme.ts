import { readItem, STORAGE_KEYS, useStoredItem, writeItem } from './storage';

export type Theme = 'light' | 'dark';

export const getTheme = (): Theme => (readItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light');

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function saveTheme(theme: Theme): void {
  writeItem(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

export const useTheme = (): Theme => (useStoredItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light');
