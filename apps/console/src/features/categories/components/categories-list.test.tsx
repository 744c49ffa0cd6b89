import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleBrand, type ConsoleCategory, type ConsoleCategoryConflict } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const category = (id: number, en: string, extra: Partial<ConsoleCategory> = {}): ConsoleCategory => ({
  id, version: 1, name: { en, ar: '', fr: '' }, module_id: 1, parent_id: null, position: 0, slug: en.toLowerCase(), featured: false, priority: 0, on: true,
  image_full_url: '/storage/category/a.png', items_count: 0, created_at: '2026-11-29T10:00:00Z', ...extra,
});
const brand = (id: number, en: string, extra: Partial<ConsoleBrand> = {}): ConsoleBrand => ({
  id, version: 1, name: { en, ar: '', fr: '' }, module_id: 1, slug: en.toLowerCase(), on: true, image_full_url: '', items_count: 0, created_at: '2026-11-29T10:00:00Z', ...extra,
});
const MODULES = { status: 200, body: [{ id: 1, module_name: 'Food', module_type: 'food' }, { id: 2, module_name: 'Grocery', module_type: 'grocery' }] };
const FOOD = 'GET console/categories?module_id=1&limit=100';
const page = (categories: ConsoleCategory[]) => ({ status: 200, body: { total: categories.length, categories } });

function as(role: 'admin' | 'operations' | 'support', handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

const pizza = category(3, 'Pizza', { priority: 50, featured: true, items_count: 12, name: { en: 'Pizza', ar: 'بيتزا', fr: 'Pizzas' } });
const neapolitan = category(7, 'Neapolitan', { parent_id: 3, position: 1, items_count: 4 });
const burgers = category(4, 'Burgers', { priority: 10 });

describe('the categories page', () => {
  it('shows the module\'s tree: roots by priority with their sub-categories indented, counts, featured, missing languages; hides one with its switch', async () => {
    const calls = as('admin', {
      [FOOD]: page([pizza, burgers, neapolitan]),
      'PUT console/categories/4': { status: 200, body: category(4, 'Burgers', { on: false, version: 2 }) },
    });
    renderConsole('/categories');
    const rows = await screen.findAllByTestId('categories-row');
    expect(rows.map((r) => within(r).getByText(/^(Pizza|Neapolitan|Burgers)$/).textContent)).toEqual(['Pizza', 'Neapolitan', 'Burgers']);
    expect(rows[1]!.className).toMatch(/ps-8/);
    expect(within(rows[0]!).getByText('12 items')).toBeTruthy();
    expect(within(rows[0]!).getByText('Featured')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/Not translated yet/)).toBeNull();
    expect(within(rows[2]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brands' })).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Burgers shown' }));
    expect(await screen.findByText('Burgers hidden')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, on: false });
  });

  it('creates a sub-category with its name in three languages (Arabic right to left), English required, then its picture', async () => {
    const calls = as('admin', {
      [FOOD]: page([pizza, burgers]),
      'POST console/categories': { status: 200, body: category(9, 'Calzone', { parent_id: 3, position: 1 }) },
      'PUT console/categories/9/image': { status: 200, body: category(9, 'Calzone', { parent_id: 3, version: 2 }) },
    });
    renderConsole('/categories');
    await screen.findAllByTestId('categories-row');
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Calzone' } });
    const arabic = within(dialog).getByLabelText('Name (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'كالزوني' } });
    const parent = within(dialog).getByLabelText('Sits under');
    expect(within(parent).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nothing: a top-level category', 'Pizza', 'Burgers']);
    fireEvent.change(parent, { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Priority (higher comes first)'), { target: { value: '5' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'calzone.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText(/^Picture/), { target: { files: [photo] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Category created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: { en: 'Calzone', ar: 'كالزوني', fr: '' }, module_id: 1, on: true, parent_id: 3, featured: false, priority: 5,
    });
    expect(calls.find((c) => c.path === 'console/categories/9/image')?.form?.get('version')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what someone else changed meanwhile and keeps the person\'s own changes on request', async () => {
    const current = category(4, 'Burgers', { version: 3, priority: 99 });
    as('admin', {
      [FOOD]: page([burgers]),
      'PUT console/categories/4': { status: 409, body: { errors: [{ code: 'stale_version', message: 'Someone else saved a change.' }], current, changed: ['priority'] } satisfies ConsoleCategoryConflict },
    });
    renderConsole('/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Burgers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    fireEvent.change(within(dialog).getByLabelText('Name (French)'), { target: { value: 'Hamburgers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByRole('alert');
    expect(within(notice).getByText('Someone else changed this category')).toBeTruthy();
    expect(within(notice).getByText('Changed since you opened it: Priority.')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Keep my changes' }));
    expect((within(dialog).getByLabelText('Name (French)') as HTMLInputElement).value).toBe('Hamburgers');
    expect((within(dialog).getByLabelText('Priority (higher comes first)') as HTMLInputElement).value).toBe('99');
  });

  it('shows the server\'s refusal by its field', async () => {
    as('admin', {
      [FOOD]: page([pizza]),
      'PUT console/categories/3': { status: 400, body: { errors: [{ code: 'parent_id', message: 'A category with sub-categories cannot become a sub-category.' }] } },
      'GET console/categories?module_id=2&limit=100': page([]),
    });
    renderConsole('/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    fireEvent.change(within(dialog).getByLabelText('Priority (higher comes first)'), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Priority (higher comes first)'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('A category with sub-categories cannot become a sub-category.')).length).toBeGreaterThan(0);
  });

  it('reads only for operations (no add, no edit, switches off), and is empty for a module without categories', async () => {
    as('operations', { [FOOD]: page([burgers]), 'GET console/categories?module_id=2&limit=100': page([]) });
    renderConsole('/categories');
    await screen.findAllByTestId('categories-row');
    expect(screen.queryByRole('button', { name: 'New category' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Burgers' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'Burgers shown' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Module'), { target: { value: '2' } });
    expect(await screen.findByText('No categories here')).toBeTruthy();
  });

  it('is closed to those without catalogue.view, support among them', async () => {
    as('support', {});
    renderConsole('/categories');
    expect(await screen.findByText('You may not see the catalogue\'s categories and brands.')).toBeTruthy();
  });
});

describe('the categories page in Arabic', () => {
  it('reads right to left: Arabic names where translated, English where not, the Arabic field right to left', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    const { getStoredLanguage } = await import('../../../lib/language');
    const { initI18n } = await import('../../../i18n');
    await initI18n(getStoredLanguage());
    as('admin', { [FOOD]: page([pizza, burgers]) });
    renderConsole('/categories');
    const rows = await screen.findAllByTestId('categories-row');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(rows[0]!).getByText('بيتزا')).toBeTruthy();
    expect(within(rows[1]!).getByText('Burgers').closest('[dir="auto"]')).toBeTruthy();
    expect(within(rows[1]!).getByText('لم تُترجم بعد: العربية, الفرنسية')).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'تعديل بيتزا' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل الفئة' });
    expect((within(dialog).getByLabelText('الاسم (بالعربية)') as HTMLInputElement).dir).toBe('rtl');
    expect((within(dialog).getByLabelText('الاسم (بالعربية)') as HTMLInputElement).value).toBe('بيتزا');
  });
});

describe('the brands page', () => {
  it('lists a module\'s brands, finds them by name, and creates one', async () => {
    const calls = as('admin', {
      'GET console/brands?module_id=1&limit=25&offset=0': { status: 200, body: { total: 2, brands: [brand(1, 'Acme', { items_count: 3 }), brand(2, 'Zenith', { name: { en: 'Zenith', ar: 'زينيث', fr: 'Zénith' } })] } },
      'GET console/brands?module_id=1&limit=25&offset=0&search=zen': { status: 200, body: { total: 1, brands: [brand(2, 'Zenith')] } },
      'POST console/brands': { status: 200, body: brand(5, 'Nova') },
    });
    renderConsole('/brands');
    const rows = await screen.findAllByTestId('brands-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('3 items')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find by name'), { target: { value: 'zen' } });
    await waitFor(() => expect(screen.getAllByTestId('brands-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'New brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    expect(within(dialog).queryByLabelText('Sits under')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Nova' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText('Brand created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: { en: 'Nova', ar: '', fr: '' }, module_id: 1, on: true });
  });
});
