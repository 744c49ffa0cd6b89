import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, initI18n } from '../i18n';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});
