import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { toastStore } from '@storefront/ui/toast';
import { initI18n } from '@/i18n';

// Lazy routes compile on first use; on a busy two-core CI machine that can take longer than the
// default second, which is a slow machine, not a broken page.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => {};

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  toastStore.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});
