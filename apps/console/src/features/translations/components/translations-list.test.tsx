import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, TRANSLATION_KINDS, type MissingTranslation, type MissingTranslationsPage } from '@storefront/contract';
import { mockApi, operator, refusal, renderConsole, session } from '../../../test/render-console';

const counts = (extra: Partial<MissingTranslationsPage['counts']> = {}) => ({ ...Object.fromEntries(TRANSLATION_KINDS.map((k) => [k, 0])), ...extra }) as MissingTranslationsPage['counts'];
const ITEM: MissingTranslation = { kind: 'item', id: '41', store_id: 7, name: 'Zaatar bread', field: 'name', english: 'Zaatar bread', missing: ['ar'] };
const FAQ: MissingTranslation = { kind: 'faq', id: '3', store_id: null, name: 'Where is my order?', field: 'answer', english: 'Track it from your orders.', missing: ['ar', 'fr'] };
const LANDING: MissingTranslation = { kind: 'landing', id: 'landing', store_id: null, name: 'landing', field: 'fixed_header_title', english: 'Delivered fast', missing: ['fr'] };

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'catalogue' | 'support' = 'catalogue') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': { status: 200, body: { business_name: 'Souqly' } },
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the translations page', () => {
  it('lists each text with what it belongs to, the field, the English and the languages it lacks, linking to its editor', async () => {
    asStaff({ 'GET console/translations/missing?limit=20&offset=1': { status: 200, body: { total: 3, counts: counts({ item: 1, faq: 1, landing: 1 }), texts: [ITEM, FAQ, LANDING] } } });
    renderConsole('/translations');
    expect(await screen.findByRole('link', { name: 'Translations' })).toBeTruthy();
    const rows = await screen.findAllByTestId('translation-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Missing: Arabic')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/stores/7/menu/41');
    expect(within(rows[1]!).getByText('Track it from your orders.')).toBeTruthy();
    expect(within(rows[1]!).getByText('Missing: Arabic, French')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/pages');
    expect(within(rows[2]!).getByText('· Header title')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Item (1)' })).toBeTruthy();
    expect(screen.getByText('Texts lacking their Arabic or French version: 3')).toBeTruthy();
  });

  it('filters by kind, missing language and search, and pages', async () => {
    const page = (texts: MissingTranslation[], total: number) => ({ status: 200, body: { total, counts: counts({ item: total }), texts } });
    const calls = asStaff({
      'GET console/translations/missing?limit=20&offset=1': page([ITEM], 45),
      'GET console/translations/missing?limit=20&offset=2': page([{ ...ITEM, id: '42', name: 'Second page bread' }], 45),
      'GET console/translations/missing?limit=20&offset=1&kind=item': page([ITEM], 45),
      'GET console/translations/missing?limit=20&offset=1&kind=item&lang=fr': page([], 0),
      'GET console/translations/missing?limit=20&offset=1&kind=item&lang=fr&q=zaatar': page([], 0),
    });
    renderConsole('/translations');
    await screen.findAllByTestId('translation-row');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second page bread')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'item' } });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('offset=1&kind=item'))).toBe(true));
    fireEvent.change(screen.getByLabelText('Lacking'), { target: { value: 'fr' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zaatar' } });
    expect(await screen.findByText('Nothing to translate')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('console/translations/missing?limit=20&offset=1&kind=item&lang=fr&q=zaatar');
  });

  it('is not offered to those without catalogue.view', async () => {
    asStaff({}, 'support');
    renderConsole('/translations');
    expect(await screen.findByText('You may not see the texts to translate.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Translations' })).toBeNull();
  });
  it('shows the server\'s refusal with a retry, in Arabic right to left', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    const { getStoredLanguage } = await import('../../../lib/language');
    const { initI18n } = await import('../../../i18n');
    await initI18n(getStoredLanguage());
    asStaff({ 'GET console/translations/missing?limit=20&offset=1': refusal(400, 'validation_error', 'The search is too long.') });
    renderConsole('/translations');
    expect(await screen.findByText('The search is too long.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الترجمات' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
