import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleParcelCategory } from '@storefront/contract';
import { mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const category = (id: number, name: string, extra: Partial<ConsoleParcelCategory> = {}): ConsoleParcelCategory => ({
  id, version: 1, module_id: 5, name: { en: name, ar: '', fr: '' }, description: { en: '', ar: '', fr: '' }, image_full_url: '', per_km_charge: 2, minimum_charge: 12,
  position: 0, on: true, created_at: '2026-11-29T10:00:00Z', ...extra,
});
const CONFIG = { status: 200, body: { business_name: 'Souqly', currency_symbol: 'AED ', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } };
const page = (rows: ConsoleParcelCategory[]) => ({ status: 200, body: { total: rows.length, parcel_categories: rows } });
const FIRST_PAGE = 'GET console/parcel-categories?limit=25&offset=0';

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({ 'GET config': CONFIG, 'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers });
}

describe('the parcel categories page', () => {
  it('lists the categories with their rates (or the usual one) and hides one with its switch', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([category(1, 'Documents'), category(2, 'Fragile', { per_km_charge: 0, minimum_charge: 0, name: { en: 'Fragile', ar: 'قابل للكسر', fr: 'Fragile' } })]),
      'PUT console/parcel-categories/1': { status: 200, body: category(1, 'Documents', { on: false, version: 2 }) },
    });
    renderConsole('/parcel-categories');
    const rows = await screen.findAllByTestId('parcel-category-row');
    expect(await within(rows[0]!).findByText(/AED 2\.00 per km, at least AED 12\.00/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    expect(within(rows[1]!).getByText(/the usual rate per km, at least the usual rate/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Parcel categories' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Documents shown' }));
    expect(await screen.findByText('Category hidden from senders')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, on: false });
  });

  it('creates a category with texts in three languages (Arabic right to left) and its rates; edits send only what changed', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([category(1, 'Documents')]),
      'POST console/parcel-categories': { status: 200, body: category(9, 'Flowers') },
      'PUT console/parcel-categories/1': { status: 200, body: category(1, 'Documents', { version: 2, minimum_charge: 15 }) },
    });
    renderConsole('/parcel-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New parcel category' });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Flowers' } });
    const arabic = within(dialog).getByLabelText('Name (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(within(dialog).getByLabelText('Description (Arabic)').getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'زهور' } });
    fireEvent.change(within(dialog).getByLabelText('Description (French)'), { target: { value: 'Bouquets frais' } });
    fireEvent.change(within(dialog).getByLabelText('Charge per km'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText('Give a number of 0 or more.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Charge per km'), { target: { value: '3.5' } });
    fireEvent.change(within(dialog).getByLabelText('Minimum charge'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Parcel category created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: { en: 'Flowers', ar: 'زهور', fr: '' }, description: { en: '', ar: '', fr: 'Bouquets frais' }, per_km_charge: 3.5, minimum_charge: 10, position: 0, on: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Documents' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit parcel category' });
    fireEvent.change(within(edit).getByLabelText('Minimum charge'), { target: { value: '15' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Parcel category saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, minimum_charge: 15 });
  });

  it('is closed to support', async () => {
    asStaff({}, 'support');
    renderConsole('/parcel-categories');
    expect(await screen.findByText('You may not see the parcel categories.')).toBeTruthy();
  });
});
