import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleSession, type StoreSettings } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES } from '../test/render-console';

const STORE = 3;
const settings = (extra: Partial<StoreSettings> = {}): StoreSettings => ({
  id: STORE, name: 'Green Basket', version: 4, open: true, minimum_order: 15, delivery_time_min: 20, delivery_time_max: 40, delivery_time_unit: 'min',
  delivery: true, take_away: true, schedule_order: false, time_zone: 'Asia/Dubai',
  schedule: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, ranges: day === 5 ? [] : [{ opening_time: '09:00', closing_time: '22:00' }] })),
  logo_full_url: 'http://storefront.test/storage/store/logo.webp', cover_photo_full_url: 'http://storefront.test/storage/store/cover.webp', ...extra,
});

function openSettings(handlers: Parameters<typeof mockApi>[0], roles: ConsoleSession['roles'] = [{ role: 'owner', store: { id: STORE, name: 'Green Basket' } }]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  const calls = mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(operator('store'), roles) },
    [`GET console/stores/${STORE}`]: { status: 200, body: settings() }, ...handlers,
  });
  renderConsole(`/stores/${STORE}/settings`);
  return calls;
}

const conflict = (current: StoreSettings, changed: string[]) => ({
  status: 409, body: { errors: [{ code: 'stale_version', message: 'Someone else saved a change since you opened this.' }], current, changed },
});

describe('the store settings page', () => {
  it('puts the "open now" switch first; switching it off sends the version read and shows the store closed', async () => {
    const calls = openSettings({ [`PUT console/stores/${STORE}/open`]: (call) => ({ status: 200, body: settings({ open: (call.body as { open: boolean }).open, version: 5 }) }) });
    const open = await screen.findByRole('switch', { name: 'Open now' });
    expect(screen.getAllByRole('switch')[0]).toBe(open);
    expect(open.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(open);
    await waitFor(() => expect(open.getAttribute('aria-checked')).toBe('false'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ open: false, version: 4 });
    expect(screen.getByTestId('open-now').textContent).toContain('the storefront shows your store closed');

    // The next save names the version the last one answered.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.at(-1)).toMatchObject({ path: `console/stores/${STORE}`, body: { version: 5, minimum_order: 15, delivery_time_min: 20, delivery_time_max: 40 } });
  });

  it('on a stale save shows which fields someone else changed, and loads the latest on request', async () => {
    const current = settings({ version: 6, minimum_order: 25, open: false });
    const calls = openSettings({ [`PUT console/stores/${STORE}`]: conflict(current, ['minimum_order', 'open']) });
    const minimum = await screen.findByLabelText('Minimum order');
    fireEvent.change(minimum, { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByTestId('store-conflict');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Changed since you opened this page: Minimum order and Open now.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ version: 4, minimum_order: 18 });

    fireEvent.click(within(notice).getByRole('button', { name: 'Load the latest' }));
    await waitFor(() => expect(screen.queryByTestId('store-conflict')).toBeNull());
    expect((screen.getByLabelText('Minimum order') as HTMLInputElement).value).toBe('25');
    expect(screen.getByRole('switch', { name: 'Open now' }).getAttribute('aria-checked')).toBe('false');
  });

  it('names the fields in the console\'s language', async () => {
    openSettings({ [`PUT console/stores/${STORE}/open`]: conflict(settings({ version: 5 }), ['schedule', 'logo']) });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } });
    fireEvent.click(await screen.findByRole('switch', { name: 'Ouvert maintenant' }));
    expect((await screen.findByTestId('store-conflict')).textContent).toContain('Horaires d’ouverture et Logo');
  });

  it('checks the delivery times and order types before saving', async () => {
    const calls = openSettings({});
    fireEvent.change(await screen.findByLabelText('Shortest delivery time'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The shortest delivery time must not be longer than the longest.');
    fireEvent.change(screen.getByLabelText('Shortest delivery time'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Home delivery' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Take-away' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Keep home delivery, take-away or both on.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('edits the week: a second range, a closed day, overlaps refused, then the whole week sent', async () => {
    const calls = openSettings({ [`PUT console/stores/${STORE}/schedule`]: { status: 200, body: settings({ version: 5 }) } });
    const monday = await screen.findByTestId('week-day-1');
    expect(within(screen.getByTestId('week-day-5')).getByText('Closed')).toBeTruthy();
    fireEvent.click(within(monday).getByRole('button', { name: 'Add hours to Monday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(within(monday).getByRole('alert').textContent).toBe('The ranges of a day must not overlap.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(monday).getByLabelText('Monday, hours 1: closes'), { target: { value: '12:00' } });
    fireEvent.change(within(monday).getByLabelText('Monday, hours 2: opens'), { target: { value: '17:00' } });
    fireEvent.change(within(monday).getByLabelText('Monday, hours 2: closes'), { target: { value: '00:00' } });
    fireEvent.click(within(screen.getByTestId('week-day-0')).getByRole('button', { name: 'Remove Sunday, hours 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as { version: number; days: { day: number; ranges: unknown[] }[] };
    expect(body.version).toBe(4);
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toEqual({ day: 0, ranges: [] });
    // A closing of 00:00 is midnight at the end of the day.
    expect(body.days[1]).toEqual({ day: 1, ranges: [{ opening_time: '09:00', closing_time: '12:00' }, { opening_time: '17:00', closing_time: '24:00' }] });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('uploads a new logo as multipart with the version, and shows the new one', async () => {
    const calls = openSettings({
      [`PUT console/stores/${STORE}/images`]: { status: 200, body: settings({ version: 5, logo_full_url: 'http://storefront.test/storage/store/new.webp' }) },
    });
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Choose a new Logo'), { target: { files: [picture] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload pictures' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const form = calls.find((c) => c.method === 'PUT')!.form!;
    expect(form.get('version')).toBe('4');
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(form.get('cover_photo')).toBeNull();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo now' }).getAttribute('src')).toBe('http://storefront.test/storage/store/new.webp'));
  });

  it('shows the settings read-only to those who may only look', async () => {
    openSettings({}, [{ role: 'staff', store: { id: STORE, name: 'Green Basket' } }]);
    expect((await screen.findByRole('switch', { name: 'Open now' })).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows an error with a retry when the settings cannot be read', async () => {
    openSettings({ [`GET console/stores/${STORE}`]: { status: 404, body: { errors: [{ code: 'not_found', message: 'Store not found' }] } } });
    expect((await screen.findByRole('alert')).textContent).toContain('Store not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
