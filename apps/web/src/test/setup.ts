import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/i18n';
import { toastStore } from '@/lib/toast';

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => {};

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  toastStore.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});
