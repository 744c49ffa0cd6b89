import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';

// From 16.3 on, react-i18next gives each component that mounts a copy of the i18n instance (made for the React
// Compiler, which this app does not use). Every card, button and price mounts one: on the server the copies took a
// fifth of a product page's render, and the browser pays the same while it takes the page over. Kept at 16.2.
describe('useTranslation', () => {
  it('hands each component the shared i18n instance, not a copy made when it mounts', () => {
    const first = renderHook(() => useTranslation());
    const second = renderHook(() => useTranslation());
    expect(first.result.current.i18n).toBe(i18n);
    expect(second.result.current.i18n).toBe(i18n);
    expect(first.result.current.t('common.loading')).not.toBe('common.loading');
  });
});
