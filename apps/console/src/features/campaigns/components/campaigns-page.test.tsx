import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_STORAGE_KEYS, type ConsoleBasicCampaign, type ConsoleBasicCampaignConflict, type ConsoleItemCampaign,
} from '@storefront/contract';
import { mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const basic = (id: number, en: string, extra: Partial<ConsoleBasicCampaign> = {}): ConsoleBasicCampaign => ({
  id, version: 1, title: { en, ar: '', fr: '' }, description: { en: '', ar: '', fr: '' }, image_full_url: null, module_id: 1,
  start_date: '2026-11-01', end_date: '2026-12-31', start_time: '00:00', end_time: '23:59', store_ids: [3, 4], on: true, state: 'running',
  created_at: '2026-11-29T10:00:00Z', ...extra,
});
const itemCampaign = (id: number, extra: Partial<ConsoleItemCampaign> = {}): ConsoleItemCampaign => ({
  id, version: 1, title: { en: 'Half-price pizza', ar: 'بيتزا بنصف السعر', fr: 'Pizza à moitié prix' }, item_id: 7, item_name: 'Margherita', item_price: 30,
  store_id: 3, store_name: 'Pizza Corner', module_id: 1, zone_id: 1, price: 15, discount: 10, discount_type: 'percent',
  start_date: '2026-11-01', end_date: '2026-12-31', start_time: '00:00', end_time: '23:59', on: true, state: 'scheduled', created_at: '2026-11-29T10:00:00Z', ...extra,
});
const CONFIG = { status: 200, body: { business_name: 'Souqly', currency_symbol: 'AED ', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } };
const MODULES = { status: 200, body: [{ id: 1, module_name: 'Food', module_type: 'food' }, { id: 2, module_name: 'Grocery', module_type: 'grocery' }] };
const BASIC_PAGE = 'GET console/campaigns/basic?limit=20&offset=0';
const ITEM_PAGE = 'GET console/campaigns/items?limit=20&offset=0';
const page = (campaigns: unknown[]) => ({ status: 200, body: { total: campaigns.length, campaigns } });

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the campaigns page', () => {
  it('lists basic campaigns with their state, stores, days and missing languages, and switches one off in place', async () => {
    const calls = asStaff({
      [BASIC_PAGE]: page([basic(5, 'Pizza week'), basic(4, 'Summer', { state: 'expired', title: { en: 'Summer', ar: 'الصيف', fr: 'Été' }, store_ids: [3] })]),
      'PUT console/campaigns/basic/5': { status: 200, body: basic(5, 'Pizza week', { on: false, state: 'off', version: 2 }) },
    });
    renderConsole('/campaigns');
    const rows = await screen.findAllByTestId('campaign-row');
    expect(within(rows[0]!).getByText('Running')).toBeTruthy();
    expect(within(rows[0]!).getByText(/2 stores/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    expect(within(rows[1]!).getByText('Expired')).toBeTruthy();
    expect(within(rows[1]!).getByText(/1 store/)).toBeTruthy();
    expect(within(rows[1]!).queryByText(/Not translated yet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Campaigns' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Flash sales' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Pizza week on' }));
    expect(await screen.findByText('Turned off')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, on: false });
  });

  it('creates a basic campaign: English title required, Arabic right to left, stores chosen among the module\'s, the server\'s message under its field', async () => {
    let posts = 0;
    const calls = asStaff({
      [BASIC_PAGE]: page([]),
      'GET console/campaigns/choices/stores?module_id=1&limit=20': { status: 200, body: [{ id: 3, name: 'Pizza Corner' }, { id: 4, name: 'Burger Barn' }] },
      'POST console/campaigns/basic': () => (++posts === 1
        ? { status: 400, body: { errors: [{ code: 'end_date', message: 'The last day cannot be before the first.' }] } }
        : { status: 200, body: basic(9, 'Ramadan nights') }),
    });
    renderConsole('/campaigns');
    expect(await screen.findByText('No campaigns here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create campaign' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Title (English)'), { target: { value: 'Ramadan nights' } });
    const arabic = within(dialog).getByLabelText('Title (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'ليالي رمضان' } });
    expect(within(dialog).getByLabelText('Description (Arabic)').getAttribute('dir')).toBe('rtl');
    expect(within(dialog).getByText('Choose the module first.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Module'), { target: { value: '1' } });
    fireEvent.click(await within(dialog).findByLabelText('Burger Barn'));
    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: '2027-02-18' } });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2027-03-19' } });
    fireEvent.change(within(dialog).getByLabelText('Daily from'), { target: { value: '18:00' } });
    fireEvent.change(within(dialog).getByLabelText('Daily until'), { target: { value: '02:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create campaign' }));
    expect((await within(dialog).findAllByText('The last day cannot be before the first.')).length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Campaign created')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      title: { en: 'Ramadan nights', ar: 'ليالي رمضان', fr: '' }, description: { en: '', ar: '', fr: '' }, module_id: 1,
      start_date: '2027-02-18', end_date: '2027-03-19', start_time: '18:00', end_time: '02:00', store_ids: [4], on: true,
    });
  });

  it('on a stale save names what changed and loads their version', async () => {
    const current = basic(5, 'Pizza week', { version: 3, end_date: '2027-01-31' });
    const conflict: ConsoleBasicCampaignConflict = { errors: [{ code: 'stale_version', message: 'Changed meanwhile' }], current, changed: ['end_date'] };
    asStaff({ [BASIC_PAGE]: page([basic(5, 'Pizza week')]), 'PUT console/campaigns/basic/5': { status: 409, body: conflict } });
    renderConsole('/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pizza week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
    fireEvent.change(within(dialog).getByLabelText('Title (French)'), { target: { value: 'Semaine pizza' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Someone else changed this')).toBeTruthy();
    expect(within(dialog).getByText('Changed since you opened it: Last day.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    expect((within(dialog).getByLabelText('Last day') as HTMLInputElement).value).toBe('2027-01-31');
  });

  it('shows item campaigns on their own tab, with the item\'s price against the campaign\'s; a failed list offers a retry', async () => {
    let reads = 0;
    asStaff({
      [BASIC_PAGE]: page([]),
      [ITEM_PAGE]: () => (++reads <= 3 ? { status: 503, body: { errors: [{ code: 'service_unavailable', message: 'The database is busy.' }] } } : page([itemCampaign(2)])),
    });
    renderConsole('/campaigns');
    fireEvent.click(await screen.findByRole('tab', { name: 'Item' }));
    expect(screen.getByRole('tab', { name: 'Item' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('The database is busy.', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const [row] = await screen.findAllByTestId('item-campaign-row');
    expect(within(row!).getByText('Margherita')).toBeTruthy();
    expect(within(row!).getByText('AED 30.00')).toBeTruthy();
    expect(within(row!).getByText('AED 15.00')).toBeTruthy();
    expect(within(row!).getByText(/10% off/)).toBeTruthy();
    expect(within(row!).getByText('Scheduled')).toBeTruthy();
  }, 15_000);

  it('refuses, before asking the server, an item campaign price above the item\'s', async () => {
    const calls = asStaff({
      [BASIC_PAGE]: page([]), [ITEM_PAGE]: page([]),
      'GET console/campaigns/choices/items?module_id=2&limit=20': { status: 200, body: [{ id: 7, name: 'Milk', price: 8, store_name: 'Fresh Mart' }] },
    });
    renderConsole('/campaigns?tab=item');
    fireEvent.click(await screen.findByRole('button', { name: 'Add item campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item campaign' });
    fireEvent.change(within(dialog).getByLabelText('Title (English)'), { target: { value: 'Milk deal' } });
    fireEvent.change(within(dialog).getByLabelText('Module'), { target: { value: '2' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Milk/ }));
    fireEvent.change(within(dialog).getByLabelText('Campaign price'), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create item campaign' }));
    expect(await within(dialog).findByText('At most the item\'s own price.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('is closed to those without promotions.view, support among them', async () => {
    asStaff({}, 'support');
    renderConsole('/campaigns');
    expect(await screen.findByText('You may not see the campaigns.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Campaigns' })).toBeNull());
  });
});
