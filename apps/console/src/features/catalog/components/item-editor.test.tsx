import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleItem, ConsoleItemConflict } from '@storefront/contract';
import { CHOICES, managerOfStore3 } from '../../../test/menu-fixtures';
import { refusal, renderConsole } from '../../../test/render-console';

const item = (extra: Partial<ConsoleItem> = {}): ConsoleItem => ({
  id: 11, version: 2, store_id: 3, name: { en: 'Olive Oil', ar: 'زيت زيتون', fr: "Huile d'olive" }, description: { en: 'Cold pressed', ar: '', fr: '' },
  category_id: 6, price: 12.5, discount: 0, discount_type: 'percent', maximum_cart_quantity: null, unit_type: null, choices: [], available_time_starts: '00:00', available_time_ends: '23:59',
  veg: false, is_halal: false, organic: true, stock: 4, active: true, variations: [], food_variations: [], add_on_ids: [], images: [], updated_at: '2026-11-29T10:00:00Z',
  ...extra,
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

// A form of many fields re-renders at each change: slower than the list in jsdom.
describe('the item editor', { timeout: 20_000 }, () => {
  it('sends only the fields changed with the version read; a 409 names what someone else changed, and keeping one\'s changes saves them over theirs', async () => {
    const theirs = item({ version: 3, name: { en: 'Extra Virgin Olive Oil', ar: 'زيت زيتون', fr: "Huile d'olive" }, stock: 9 });
    const conflict: ConsoleItemConflict = {
      errors: [{ code: 'stale_version', message: 'This item was changed by someone else since you opened it.' }], current: theirs, changed: ['name', 'stock'],
    };
    let saves = 0;
    const calls = managerOfStore3({
      'GET console/stores/3/items/11': { status: 200, body: item() },
      'PUT console/stores/3/items/11': (call) => {
        saves += 1;
        return saves === 1 ? { status: 409, body: conflict } : { status: 200, body: { ...theirs, ...(call.body as object), version: 4 } };
      },
    });
    renderConsole('/stores/3/menu/11');
    expect((await screen.findByLabelText('Name (Arabic)') as HTMLInputElement).value).toBe('زيت زيتون');
    expect(field('Name (Arabic)').getAttribute('dir')).toBe('rtl');
    fireEvent.change(field('Price'), { target: { value: '13' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Halal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Someone else changed this item')).toBeTruthy();
    expect(screen.getByText('Changed since you opened it: names, stock.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')[0]?.body).toEqual({ version: 2, price: 13, is_halal: true });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Keep my changes' }));
    // Their name and stock, with my price and mark.
    expect(field('Name (English)').value).toBe('Extra Virgin Olive Oil');
    expect(field('Stock').value).toBe('9');
    expect(field('Price').value).toBe('13');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item saved')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ version: 3, price: 13, is_halal: true });
  });

  it('loads the other version when asked, dropping one\'s own changes', async () => {
    const theirs = item({ version: 3, price: 20 });
    managerOfStore3({
      'GET console/stores/3/items/11': { status: 200, body: item() },
      'PUT console/stores/3/items/11': { status: 409, body: { errors: [{ code: 'stale_version', message: 'Changed' }], current: theirs, changed: ['price'] } },
    });
    renderConsole('/stores/3/menu/11');
    fireEvent.change(await screen.findByLabelText('Price'), { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load their version' }));
    expect(field('Price').value).toBe('20');
    expect(screen.queryByText('Someone else changed this item')).toBeNull();
  });

  it('creates an item with names in three languages and a variation, and shows the server\'s refusal by field', async () => {
    let posts = 0;
    const calls = managerOfStore3({
      'POST console/stores/3/items': () => {
        posts += 1;
        return posts === 1 ? refusal(400, 'discount', 'The discount is more than the price') : { status: 200, body: item({ id: 77, version: 1 }) };
      },
      'GET console/stores/3/items/77': { status: 200, body: item({ id: 77, version: 1 }) },
    });
    const router = renderConsole('/stores/3/menu/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create item' }));
    expect(await screen.findByText('Some fields need your attention.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field('Name (English)'), { target: { value: 'Tea' } });
    fireEvent.change(field('Name (Arabic)'), { target: { value: 'شاي' } });
    fireEvent.change(field('Name (French)'), { target: { value: 'Thé' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '6' } });
    fireEvent.change(field('Price'), { target: { value: '8,5' } });
    fireEvent.change(field('Discount'), { target: { value: '9' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Discount type' }), { target: { value: 'amount' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add variation' }));
    fireEvent.change(field('Variation'), { target: { value: 'Box of 20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create item' }));
    // Beside the field and in the save bar.
    expect(await screen.findAllByText('The discount is more than the price')).toHaveLength(2);
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: { en: 'Tea', ar: 'شاي', fr: 'Thé' }, category_id: 6, price: 8.5, discount: 9, discount_type: 'amount', variations: [{ type: 'Box of 20', price: 8.5, stock: 0 }],
    });
    fireEvent.change(field('Discount'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create item' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/3/menu/77'));
    expect(await screen.findByText('Item created')).toBeTruthy();
  });

  it('edits a food item\'s option groups and add-ons', async () => {
    const food = { ...CHOICES.body, module_type: 'food', stock_kept: false, add_ons: [{ id: 4, name: 'Extra cheese', price: 2 }] };
    const calls = managerOfStore3({
      'GET console/stores/3/items/choices': { status: 200, body: food },
      'GET console/stores/3/items/11': { status: 200, body: item({ food_variations: [{ name: 'Size', type: 'single', min: 1, max: 1, required: true, options: [{ label: 'Small', price: 0, stock: null }] }] }) },
      'PUT console/stores/3/items/11': (call) => ({ status: 200, body: item({ version: 3, ...(call.body as object) }) }),
    });
    renderConsole('/stores/3/menu/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Add option' }));
    const labels = screen.getAllByLabelText('Option') as HTMLInputElement[];
    fireEvent.change(labels[1]!, { target: { value: 'Large' } });
    fireEvent.change(screen.getAllByLabelText('Extra price')[1]!, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Extra cheese (+2.00)' }));
    expect(screen.queryByLabelText('Stock')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 2, add_on_ids: [4],
      food_variations: [{ name: 'Size', type: 'single', min: 1, max: 1, required: true, options: [{ label: 'Small', price: 0, stock: null }, { label: 'Large', price: 3, stock: null }] }],
    });
  });

  it('offers the business\'s units and attributes: the unit by its English name, an item\'s own unit kept; choices titled by attributes make the variations', async () => {
    const calls = managerOfStore3({
      'GET console/stores/3/items/11': { status: 200, body: item({ unit_type: 'Crate of 6', variations: [{ type: 'Red', price: 14, stock: 2 }] }) },
      'PUT console/stores/3/items/11': (call) => ({ status: 200, body: item({ version: 3, ...(call.body as object) }) }),
    });
    renderConsole('/stores/3/menu/11');
    const unit = await screen.findByRole('combobox', { name: 'Sold by' }) as HTMLSelectElement;
    expect(unit.value).toBe('Crate of 6');
    expect([...unit.options].map((o) => o.textContent)).toEqual(['No unit', "Crate of 6 (this item's own)", 'Kilogram', 'Bottle']);
    fireEvent.change(unit, { target: { value: 'Kilogram' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add choice' }));
    const title = screen.getByRole('combobox', { name: 'Choice' }) as HTMLSelectElement;
    expect([...title.options].map((o) => o.value)).toEqual(['', 'Colour', 'Size']);
    fireEvent.change(title, { target: { value: 'Colour' } });
    fireEvent.change(field('Options, comma separated'), { target: { value: 'Red, Sky blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make variations' }));
    expect((screen.getAllByLabelText('Variation') as HTMLInputElement[]).map((v) => v.value)).toEqual(['Red', 'Skyblue']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 2, unit_type: 'Kilogram', choices: [{ title: 'Colour', options: ['Red', 'Sky blue'] }],
      variations: [{ type: 'Red', price: 14, stock: 2 }, { type: 'Skyblue', price: 12.5, stock: 0 }],
    });
  });
});
