import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleAddOn, type ConsoleAddOnConflict } from '@storefront/contract';
import { managerOfStore3 } from '../../../test/menu-fixtures';
import { CONFIG, mockApi, operator, refusal, renderConsole, session } from '../../../test/render-console';

const addOn = (id: number, en: string, extra: Partial<ConsoleAddOn> = {}): ConsoleAddOn => ({
  id, version: 1, name: { en, ar: `${en} بالعربية`, fr: '' }, price: 2.5, active: true, items_count: 0, ...extra,
});
const list = (addOns: ConsoleAddOn[]) => ({ status: 200, body: { add_ons: addOns } });

describe('the store\'s add-ons page', () => {
  it('lists the add-ons with price, switch and how many items offer each; creates one with its three names', async () => {
    const created = addOn(9, 'Extra Cheese', { name: { en: 'Extra Cheese', ar: 'جبنة إضافية', fr: '' }, price: 3.5 });
    let saved = false;
    const calls = managerOfStore3({
      'GET console/stores/3/add-ons': () => list([addOn(4, 'Garlic Dip', { items_count: 3 }), ...(saved ? [created] : [])]),
      'POST console/stores/3/add-ons': () => {
        saved = true;
        return { status: 200, body: created };
      },
    });
    renderConsole('/stores/3/menu/add-ons');
    const rows = await screen.findByRole('list', { name: 'Add-ons' });
    expect(within(rows).getByText('Garlic Dip')).toBeTruthy();
    expect(within(rows).getByText('Offered with 3 items')).toBeTruthy();
    expect(within(rows).getByText('2.50')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Garlic Dip offered' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Add add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'New add-on' });
    // The English name is required: nothing is sent without it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create add-on' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Extra Cheese' } });
    const arabic = within(dialog).getByLabelText('Name (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'جبنة إضافية' } });
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '3.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create add-on' }));
    expect(await screen.findByText('Add-on created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: { en: 'Extra Cheese', ar: 'جبنة إضافية', fr: '' }, price: 3.5, active: true });
    expect(await within(rows).findByText('Extra Cheese')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the conflict notice when someone else saved the add-on meanwhile, and saves over it once the person keeps their changes', async () => {
    const current = addOn(4, 'Garlic Dip', { version: 3, price: 4 });
    const calls = managerOfStore3({
      'GET console/stores/3/add-ons': list([addOn(4, 'Garlic Dip')]),
      'PUT console/stores/3/add-ons/4': (call) => ((call.body as { version: number }).version === 1
        ? { status: 409, body: { errors: [{ code: 'stale_version', message: 'Someone else saved a change.' }], current, changed: ['price'] } satisfies ConsoleAddOnConflict }
        : { status: 200, body: { ...current, version: 4, name: { ...current.name, en: 'Garlic Sauce' } } }),
    });
    renderConsole('/stores/3/menu/add-ons');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Garlic Dip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit add-on' });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Garlic Sauce' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByRole('alert');
    expect(within(notice).getByText('Someone else changed this add-on')).toBeTruthy();
    expect(within(notice).getByText('Changed since you opened it: price.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, name: { en: 'Garlic Sauce', ar: 'Garlic Dip بالعربية', fr: '' } });

    fireEvent.click(within(notice).getByRole('button', { name: 'Keep my changes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add-on saved')).toBeTruthy();
    // Only the name is the person's: the price someone else set stays.
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ version: 3, name: { en: 'Garlic Sauce', ar: 'Garlic Dip بالعربية', fr: '' } });
  });

  it('asks before removing, saying how many items offer the add-on', async () => {
    let removed = false;
    const calls = managerOfStore3({
      'GET console/stores/3/add-ons': () => list(removed ? [] : [addOn(4, 'Garlic Dip', { items_count: 2 })]),
      'DELETE console/stores/3/add-ons/4': () => {
        removed = true;
        return { status: 200, body: { id: 4, unlinked_items: 2 } };
      },
    });
    renderConsole('/stores/3/menu/add-ons');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Garlic Dip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Garlic Dip?' });
    expect(within(dialog).getByText('2 items offer it: it will be taken off those items. Orders already placed keep it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Add-on removed')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('No add-ons yet')).toBeTruthy();
  });

  it('shows staff who may only view the menu the list without edit controls', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    mockApi({
      'GET config': CONFIG,
      'GET console/me': { status: 200, body: session(operator('store'), [{ role: 'staff', store: { id: 3, name: 'Green Basket' } }]) },
      'GET console/stores/3/add-ons': list([addOn(4, 'Garlic Dip')]),
    });
    renderConsole('/stores/3/menu/add-ons');
    expect(await screen.findByText('Garlic Dip')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add add-on' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Garlic Dip' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'Garlic Dip offered' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the list cannot be read', async () => {
    managerOfStore3({ 'GET console/stores/3/add-ons': refusal(503, 'service_unavailable', 'The database is busy.') });
    renderConsole('/stores/3/menu/add-ons');
    expect(await screen.findByText('The database is busy.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Add-ons' })).toBeNull());
  });
});
