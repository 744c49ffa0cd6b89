import { formData } from './accounts.js';
import type { MatrixWorld, Sample } from './capability-matrix.samples.js';
import { PNG } from './operators.js';
import type { StaffSession } from './staff.js';

let copies = 0;

/** A new root category of the first category's module (version 1), for a call that changes one. */
async function freshCategory(w: MatrixWorld): Promise<number> {
  const { module_id: moduleId } = await w.t.db.selectFrom('categories').select('module_id').orderBy('id').executeTakeFirstOrThrow();
  copies += 1;
  const row = { name: `Matrix category ${copies}`, slug: `matrix-fresh-category-${copies}`, module_id: moduleId, parent_id: null, position: 0, featured: 0, priority: 0, status: 1, created_at: new Date().toISOString() };
  return (await w.t.db.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** A picture of the grocery module over its version now. */
async function modulePicture(w: MatrixWorld) {
  const m = await w.t.db.selectFrom('modules').select(['id', 'version']).where('module_type', '=', 'grocery').executeTakeFirstOrThrow();
  return picture({ moduleId: m.id }, m.version);
}

/** A new brand of the first brand's module (version 1), for a call that changes one. */
async function freshBrand(w: MatrixWorld): Promise<number> {
  const { module_id: moduleId } = await w.t.db.selectFrom('brands').select('module_id').orderBy('id').executeTakeFirstOrThrow();
  copies += 1;
  const row = { name: `Matrix brand ${copies}`, slug: `matrix-fresh-brand-${copies}`, module_id: moduleId, status: 1, created_at: new Date().toISOString() };
  return (await w.t.db.insertInto('brands').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** A file's row creating a new item of store A (a key of its own each call). */
async function importedRow(w: MatrixWorld): Promise<Sample> {
  const store = await w.t.db.selectFrom('stores').select('module_id').where('id', '=', w.storeId).executeTakeFirstOrThrow();
  const category = await w.t.db.selectFrom('categories').select('id').where('module_id', '=', store.module_id).orderBy('id').executeTakeFirstOrThrow();
  copies += 1;
  return { body: { rows: [{ key: `matrix-${copies}`, store_id: String(w.storeId), category_id: String(category.id), name_en: 'Matrix import', price: '3' }] } };
}

const firstModule = async (w: MatrixWorld) => (await w.t.db.selectFrom('modules').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

/** A multipart picture sent over `version` of the row the params name. */
export const picture = (params: Record<string, number>, version = 1): Sample => {
  const form = formData({ version: String(version), image: PNG });
  return { params, body: form.payload, headers: form.headers };
};

/** The samples of the catalogue's shared lists (categories, brands): see SAMPLES. */
export const CATALOGUE_SAMPLES: Record<string, (w: MatrixWorld, caller: StaffSession | null) => Promise<Sample>> = {
  'GET /api/v1/console/categories': async (w) => ({ query: `module_id=${await firstModule(w)}&limit=5` }),
  'GET /api/v1/console/categories/{categoryId}': async (w) => ({ params: { categoryId: await freshCategory(w) } }),
  'POST /api/v1/console/categories': async (w) => ({ body: { name: { en: 'Matrix category', ar: 'فئة' }, module_id: await firstModule(w) } }),
  'PUT /api/v1/console/categories/{categoryId}': async (w) => ({ params: { categoryId: await freshCategory(w) }, body: { version: 1, priority: 5, name: { en: 'Matrix category, edited' } } }),
  'PUT /api/v1/console/categories/{categoryId}/image': async (w) => picture({ categoryId: await freshCategory(w) }),
  'GET /api/v1/console/brands': async () => ({ query: 'search=a&limit=5' }),
  'GET /api/v1/console/brands/{brandId}': async (w) => ({ params: { brandId: await freshBrand(w) } }),
  'POST /api/v1/console/brands': async (w) => ({ body: { name: { en: 'Matrix brand' }, module_id: await firstModule(w) } }),
  'PUT /api/v1/console/brands/{brandId}': async (w) => ({ params: { brandId: await freshBrand(w) }, body: { version: 1, on: false } }),
  'PUT /api/v1/console/brands/{brandId}/image': async (w) => picture({ brandId: await freshBrand(w) }),
  'GET /api/v1/console/items': async (w) => ({ query: `store_id=${w.storeId}&sort=price&limit=5` }),
  'GET /api/v1/console/items/export': async (w) => ({ query: `store_id=${w.storeId}` }),
  'POST /api/v1/console/items/import': importedRow,
  'GET /api/v1/console/modules': async () => ({}),
  'PUT /api/v1/console/modules/{moduleId}/icon': modulePicture,
  'PUT /api/v1/console/modules/{moduleId}/thumbnail': modulePicture,
  // A module's place in the chooser, moved by one each time: the storefront's other tests do not read it.
  'PUT /api/v1/console/modules/{moduleId}': async (w) => {
    const m = await w.t.db.selectFrom('modules').select(['id', 'version', 'position']).where('module_type', '=', 'ecommerce').executeTakeFirstOrThrow();
    return { params: { moduleId: m.id }, body: { version: m.version, position: (m.position + 1) % 50 } };
  },
};
