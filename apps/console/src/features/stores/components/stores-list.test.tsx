import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleStoreProfile } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const store = (id: number, en: string, extra: Partial<ConsoleStoreProfile> = {}): ConsoleStoreProfile => ({
  id, version: 1, name: { en, ar: '', fr: '' }, slug: `s-${id}`, module_id: 1, zone_id: 2, address: 'Marina Walk 3', latitude: 25.08, longitude: 55.14,
  phone: '+971 4 555 0101', email: `s${id}@example.com`, commission_rate: 10, listed: true, open: true, logo_full_url: '', avg_rating: 4.5, rating_count: 12,
  created_at: '2026-11-29T10:00:00Z', ...extra,
});
const MODULES = { status: 200, body: [{ id: 1, module_name: 'Food', module_type: 'food' }, { id: 5, module_name: 'Parcel', module_type: 'parcel' }] };
const ZONES = { status: 200, body: [{ id: 2, name: 'Dubai Marina & JLT', coordinates: [{ lat: 25.0, lng: 55.1 }, { lat: 25.1, lng: 55.1 }, { lat: 25.1, lng: 55.2 }, { lat: 25.0, lng: 55.2 }] }] };
const page = (stores: ConsoleStoreProfile[]) => ({ status: 200, body: { total: stores.length, stores } });
const FIRST_PAGE = 'GET console/stores?limit=20&offset=0';

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'catalogue' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the stores page', () => {
  it('lists every store with where it is, its commission and a way into its panel, and suspends one with its switch', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([store(7, 'Saffron House', { commission_rate: 12.5 }), store(3, 'Olive Tree', { listed: false, name: { en: 'Olive Tree', ar: 'شجرة الزيتون', fr: 'L\'olivier' } })]),
      'PUT console/stores/7/profile': { status: 200, body: store(7, 'Saffron House', { listed: false, version: 2 }) },
    });
    renderConsole('/stores');
    const rows = await screen.findAllByTestId('store-row');
    expect(within(rows[0]!).getByText('Saffron House')).toBeTruthy();
    await waitFor(() => expect(rows[0]!.textContent).toContain('#7 · Food · Dubai Marina & JLT · 12.5% commission · ★ 4.5 (12)'));
    expect(within(rows[0]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Store panel' }).getAttribute('href')).toBe('/stores/7/menu');
    expect(within(rows[1]!).getByText('Suspended')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stores' })).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Saffron House listed' }));
    expect(await screen.findByText('Store suspended: customers no longer see it')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, listed: false });
  });

  it('creates a store with its Arabic name, its place from its zone, and its owner invited', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([]),
      'POST console/stores': { status: 200, body: store(9, 'Cardamom Corner') },
    });
    renderConsole('/stores');
    expect(await screen.findByText('No stores here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add store' }));
    const dialog = await screen.findByRole('dialog', { name: 'New store' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create store' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(5);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Cardamom Corner' } });
    const arabic = within(dialog).getByLabelText('Name (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'ركن الهيل' } });
    const moduleSelect = within(dialog).getByLabelText('Module');
    expect(within(moduleSelect).queryByText('Parcel')).toBeNull();
    fireEvent.change(moduleSelect, { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Zone'), { target: { value: '2' } });
    expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('25.05');
    expect((within(dialog).getByLabelText('Longitude') as HTMLInputElement).value).toBe('55.15');
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Marina Walk 3' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+971 4 555 0102' } });
    fireEvent.change(within(dialog).getAllByLabelText('Email')[0]!, { target: { value: 'hello@cardamom.example' } });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Layla' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create store' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getAllByLabelText('Email')[1]!, { target: { value: 'layla@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('Store created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: { en: 'Cardamom Corner', ar: 'ركن الهيل', fr: '' }, module_id: 1, zone_id: 2, address: 'Marina Walk 3', latitude: 25.05, longitude: 55.15,
      phone: '+971 4 555 0102', email: 'hello@cardamom.example', commission_rate: 10, listed: true, owner: { f_name: 'Layla', l_name: '', email: 'layla@example.com' },
    });
  });

  it('shows the server\'s message under the place when it lies outside the zone', async () => {
    asStaff({
      [FIRST_PAGE]: page([store(7, 'Saffron House')]),
      'PUT console/stores/7/profile': { status: 400, body: { errors: [{ code: 'latitude', message: 'The store\'s place on the map must be inside its zone.' }] } },
    });
    renderConsole('/stores');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Saffron House' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit store' });
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '25.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('The store\'s place on the map must be inside its zone.')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Latitude').getAttribute('aria-invalid')).toBe('true');
  });

  it('is closed to those without stores.manage, the catalogue role among them', async () => {
    asStaff({}, 'catalogue');
    renderConsole('/stores');
    expect(await screen.findByText('You may not manage the stores.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Stores' })).toBeNull();
  });
});
