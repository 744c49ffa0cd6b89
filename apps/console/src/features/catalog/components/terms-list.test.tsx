import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleCatalogTerm, type ConsoleCatalogTermConflict } from '@storefront/contract';
import { mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const term = (id: number, en: string, extra: Partial<ConsoleCatalogTerm> = {}): ConsoleCatalogTerm => ({
  id, version: 1, name: { en, ar: '', fr: '' }, position: 0, on: true, created_at: '2026-11-29T10:00:00Z', ...extra,
});
const page = (terms: ConsoleCatalogTerm[]) => ({ status: 200, body: { total: terms.length, terms } });

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({ 'GET config': { status: 200, body: { business_name: 'Souqly' } }, 'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers });
}

describe('the units and attributes page', () => {
  it('shows units and attributes in two tabs, in the console\'s language, and switches one off in place', async () => {
    const calls = asStaff({
      'GET console/units?limit=25&offset=0': page([term(1, 'Kilogram', { name: { en: 'Kilogram', ar: 'كيلوغرام', fr: 'Kilogramme' } }), term(2, 'Box')]),
      'GET console/attributes?limit=25&offset=0': page([term(7, 'Colour', { name: { en: 'Colour', ar: 'اللون', fr: '' } })]),
      'PUT console/attributes/7': { status: 200, body: term(7, 'Colour', { on: false, version: 2 }) },
    });
    renderConsole('/units-attributes');
    const rows = await screen.findAllByTestId('term-row');
    expect(within(rows[1]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Units & attributes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Attributes' }));
    expect(await screen.findByText('Not translated yet: French')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Colour offered' }));
    expect(await screen.findByText('No longer offered; items that have it keep it')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, on: false });

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });
    expect(await screen.findByText('اللون')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'الوحدات' }));
    expect(await screen.findByText('كيلوغرام')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('creates a unit with its Arabic name right to left, shows the server\'s refusal under the field, and a stale save\'s changes', async () => {
    const current = term(2, 'Box', { version: 3, position: 4 });
    const conflict: ConsoleCatalogTermConflict = { errors: [{ code: 'version_conflict', message: 'Changed meanwhile' }], current, changed: ['position'] };
    let posts = 0;
    const calls = asStaff({
      'GET console/units?limit=25&offset=0': page([term(2, 'Box')]),
      'POST console/units': () => (++posts === 1
        ? { status: 400, body: { errors: [{ code: 'name.en', message: 'Another unit already has this name.' }] } }
        : { status: 200, body: term(3, 'Litre') }),
      'PUT console/units/2': { status: 409, body: conflict },
    });
    renderConsole('/units-attributes');
    fireEvent.click(await screen.findByRole('button', { name: 'Add unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New unit' });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'box' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create unit' }));
    expect(await within(dialog).findAllByText('Another unit already has this name.')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Litre' } });
    const arabic = within(dialog).getByLabelText('Name (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'لتر' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create unit' }));
    expect(await screen.findByText('Unit created')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({ name: { en: 'Litre', ar: 'لتر', fr: '' }, position: 0, on: true });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Box' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit unit' });
    fireEvent.change(within(edit).getByLabelText('Name (French)'), { target: { value: 'Boîte' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('Someone else changed this row')).toBeTruthy();
    expect(within(edit).getByText('Changed since you opened it: Place.')).toBeTruthy();
    fireEvent.click(within(edit).getByRole('button', { name: 'Keep my changes' }));
    expect((within(edit).getByLabelText('Place') as HTMLInputElement).value).toBe('4');
    expect((within(edit).getByLabelText('Name (French)') as HTMLInputElement).value).toBe('Boîte');
  });

  it('is closed to those without catalogue.view', async () => {
    asStaff({}, 'support');
    renderConsole('/units-attributes');
    expect(await screen.findByText('You may not see the units and attributes.')).toBeTruthy();
  });
});
