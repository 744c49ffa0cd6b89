import { beforeAll, describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { formData, type FilePart } from '../../../test/accounts.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

const { t, f } = catalogApp();

let admin: StaffSession;
let catalogue: StaffSession;
let support: StaffSession;
let operations: StaffSession;

beforeAll(async () => {
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
  support = await staffSession(t, [{ role: 'support', storeId: null }]);
  operations = await staffSession(t, [{ role: 'operations', storeId: null }]);
});

type Shown = { id: number; name: string; slug: string; childes: { id: number; name: string }[] };
/** The storefront's category tree for a food visitor, in a language. */
const shown = async (lang = 'en') => {
  const res = await f.get('categories', f.headers('food', f.dubai, { 'X-localization': lang }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Shown[];
};
const create = async (body: Record<string, unknown>, as = admin) => as.call('POST', 'categories', { module_id: f.modules.food!, ...body });
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'category').where('entity_id', '=', String(id)).orderBy('id').execute();
const problem = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  return expectEnvelope(res.json())[0]!;
};

describe('categories in the console', () => {
  it('creates a category with its name in three languages; the storefront shows it at once, in the visitor\'s language, English where untranslated', async () => {
    await shown(); // the storefront's category list is now cached
    const res = await create({ name: { en: 'Soups & Stews', ar: 'شوربات', fr: '' }, priority: 7, featured: true });
    expect(res.statusCode, res.body).toBe(200);
    const category = res.json();
    expect(category).toMatchObject({
      version: 1, on: true, featured: true, priority: 7, parent_id: null, position: 0, slug: 'soups-and-stews', items_count: 0,
      name: { en: 'Soups & Stews', ar: 'شوربات', fr: '' },
    });
    expect((await shown('en')).find((c) => c.id === category.id)?.name).toBe('Soups & Stews');
    expect((await shown('ar')).find((c) => c.id === category.id)?.name).toBe('شوربات');
    expect((await shown('fr')).find((c) => c.id === category.id)?.name).toBe('Soups & Stews');
    const again = (await create({ name: { en: 'Soups and stews' } })).json();
    expect(again.slug).toBe('soups-and-stews-2');
    expect((await create({ name: { en: '2024' } })).json().slug).toBe('category-2024');
    const [entry] = await auditOf(category.id);
    expect(entry).toMatchObject({ action: 'categories.create', operator_id: admin.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ name: { ar: 'شوربات' }, version: 1 });
  });

  it('puts a sub-category under a root of its module, and lists a module\'s categories by priority with their item counts', async () => {
    const root = (await create({ name: { en: 'Breakfast' }, priority: 900 })).json();
    const child = await create({ name: { en: 'Pancakes', fr: 'Crêpes' }, parent_id: root.id });
    expect(child.statusCode, child.body).toBe(200);
    expect(child.json()).toMatchObject({ parent_id: root.id, position: 1 });
    expect((await shown('fr')).find((c) => c.id === root.id)?.childes.map((c) => c.name)).toEqual(['Crêpes']);
    const page = (await operations.call('GET', `categories?module_id=${f.modules.food}&limit=100`)).json();
    const priorities = page.categories.map((c: { priority: number }) => c.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(page.categories[0].id).toBe(root.id);
    const pizza = page.categories.find((c: { slug: string }) => c.slug === 'pizza');
    const items = await t.db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', pizza.id).executeTakeFirstOrThrow();
    expect(pizza.items_count).toBe(Number(items.n));
    const children = (await admin.call('GET', `categories?parent_id=${root.id}`)).json();
    expect(children.categories.map((c: { id: number }) => c.id)).toEqual([child.json().id]);
    const found = (await admin.call('GET', `categories?module_id=${f.modules.food}&search=crêp`)).json();
    expect(found.categories.map((c: { id: number }) => c.id)).toEqual([child.json().id]);
    expect((await admin.call('GET', `categories/${root.id}`)).json()).toMatchObject({ id: root.id, name: { en: 'Breakfast' } });
  });

  it('edits one language, keeping the others; a save that changes nothing keeps the version and writes no entry', async () => {
    const { id } = (await create({ name: { en: 'Noodles', ar: 'نودلز', fr: 'Nouilles' } })).json();
    const res = await catalogue.call('PUT', `categories/${id}`, { version: 1, name: { en: 'Noodles', fr: 'Pâtes asiatiques' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, name: { en: 'Noodles', ar: 'نودلز', fr: 'Pâtes asiatiques' } });
    expect((await shown('ar')).find((c) => c.id === id)?.name).toBe('نودلز');
    const same = await catalogue.call('PUT', `categories/${id}`, { version: 2, name: { en: 'Noodles' }, featured: false });
    expect(same.json().version).toBe(2);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['categories.create', 'categories.update']);
  });

  it('refuses a stale save with 409, the category as it is and the fields changed since', async () => {
    const { id } = (await create({ name: { en: 'Stale soup' } })).json();
    expect((await admin.call('PUT', `categories/${id}`, { version: 1, priority: 3 })).statusCode).toBe(200);
    const stale = await catalogue.call('PUT', `categories/${id}`, { version: 1, name: { en: 'Overwritten?' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id, version: 2, priority: 3, name: { en: 'Stale soup' } }, changed: ['priority'] });
    expect(expectEnvelope(stale.json())[0]!.code).toBe('stale_version');
  });

  it('turns a root off: the storefront shows neither it nor its sub-categories, by any call; on again, they are back', async () => {
    const root = (await create({ name: { en: 'Desserts corner' } })).json();
    const child = (await create({ name: { en: 'Ice cream bar' }, parent_id: root.id })).json();
    const headers = f.headers('food');
    expect((await shown()).map((c) => c.id)).toContain(root.id);
    const off = await catalogue.call('PUT', `categories/${root.id}`, { version: 1, on: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ on: false, version: 2 });
    const tree = await shown();
    expect(tree.map((c) => c.id)).not.toContain(root.id);
    expect(tree.flatMap((c) => c.childes.map((s) => s.id))).not.toContain(child.id);
    for (const url of [`categories/${root.id}`, `categories/${child.slug}`, `categories/childes/${root.id}`]) expect((await f.get(url, headers)).statusCode, url).toBe(404);
    const many = (await f.get(`categories/items/list?category_ids=[${child.id}]`, headers)).json();
    expect(many.total_size).toBe(0);
    expect((await admin.call('GET', `categories?on=false&module_id=${f.modules.food}`)).json().categories.map((c: { id: number }) => c.id)).toContain(root.id);
    expect((await catalogue.call('PUT', `categories/${root.id}`, { version: 2, on: true })).statusCode).toBe(200);
    expect((await shown()).find((c) => c.id === root.id)?.childes.map((c) => c.id)).toEqual([child.id]);
    expect((await auditOf(root.id)).map((e) => [e.action, JSON.parse(e.after!)])).toEqual([
      ['categories.create', expect.objectContaining({ on: true, version: 1 })],
      ['categories.update', { on: false, version: 2 }],
      ['categories.update', { on: true, version: 3 }],
    ]);
  });

  it('refuses bad input with 400, the field and its message, and changes nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const name of [{ en: '   ', ar: 'اسم' }, { ar: 'اسم' }, { en: 'x'.repeat(101) }, 'Plain text']) {
      expect((await create({ name })).statusCode, JSON.stringify(name)).toBe(400);
    }
    expect(problem(await create({ name: { en: 'Nowhere' }, module_id: 999_999 }))).toMatchObject({ code: 'module_id', message: 'Choose a module that exists.' });
    const groceryRoot = await t.db.selectFrom('categories').select('id').where('module_id', '=', f.modules.grocery!).where('parent_id', 'is', null).executeTakeFirstOrThrow();
    expect(problem(await create({ name: { en: 'Wrong tree' }, parent_id: groceryRoot.id }))).toMatchObject({ code: 'parent_id', message: 'Choose a parent category of the same module.' });
    const sub = await t.db.selectFrom('categories').select('id').where('module_id', '=', f.modules.food!).where('parent_id', 'is not', null).executeTakeFirstOrThrow();
    expect(problem(await create({ name: { en: 'Third level' }, parent_id: sub.id })).code).toBe('parent_id');
    expect(await count()).toBe(before);
    const parent = (await create({ name: { en: 'Grill' } })).json();
    await create({ name: { en: 'Kebabs' }, parent_id: parent.id });
    const other = (await create({ name: { en: 'Sides' } })).json();
    const moved = await admin.call('PUT', `categories/${parent.id}`, { version: 1, parent_id: other.id });
    expect(problem(moved)).toMatchObject({ code: 'parent_id', message: 'A category with sub-categories cannot become a sub-category.' });
    expect(problem(await admin.call('PUT', `categories/${other.id}`, { version: 1, parent_id: other.id })).code).toBe('parent_id');
    expect(problem(await admin.call('PUT', `categories/${parent.id}`, { version: 1, module_id: f.modules.grocery })).code).toBe('module_id');
    expect((await admin.call('GET', `categories/${parent.id}`)).json()).toMatchObject({ version: 1, parent_id: null });
    expect((await admin.call('PUT', 'categories/999999', { version: 1, on: false })).statusCode).toBe(404);
  });

  it('answers 403 to a role without catalogue.edit, and changes nothing', async () => {
    const { id } = (await create({ name: { en: 'Guarded' } })).json();
    expect((await support.call('PUT', `categories/${id}`, { version: 1, on: false })).statusCode).toBe(403);
    expect((await operations.call('PUT', `categories/${id}`, { version: 1, on: false })).statusCode).toBe(403);
    expect((await support.call('GET', 'categories')).statusCode).toBe(403);
    expect((await create({ name: { en: 'Not mine' } }, support)).statusCode).toBe(403);
    expect((await admin.call('GET', `categories/${id}`)).json()).toMatchObject({ version: 1, on: true });
  });

  it('takes a new picture as a file, kept as WebP, shown by the storefront at once; refuses a stale version', async () => {
    const { id } = (await create({ name: { en: 'Picture test' } })).json();
    const upload = (version: number, image: FilePart) => {
      const form = formData({ version: String(version), image });
      return t.app.inject({ method: 'PUT', url: `/api/v1/console/categories/${id}/image`, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
    };
    const res = await upload(1, PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, image_full_url: expect.stringMatching(/\/storage\/category\/[a-f0-9]{32}\.webp$/) });
    const tree = await f.get('categories', f.headers('food'));
    expect((tree.json() as { id: number; image_full_url: string }[]).find((c) => c.id === id)?.image_full_url).toBe(res.json().image_full_url);
    const stale = await upload(1, PNG);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed).toEqual(['image']);
  });
});
