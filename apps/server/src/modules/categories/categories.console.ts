import type { Kysely } from 'kysely';
import type {
  ConsoleCatalogueImage, ConsoleCategory, ConsoleCategoryCreate, ConsoleCategoryPage, ConsoleCategoryQuery, ConsoleCategoryUpdate,
} from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { invalid } from '../../lib/errors.js';
import { laidOver, withTranslations } from '../../lib/texts.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { toConsoleCategory } from './categories.mapper.js';
import {
  categoryPlace, consoleCategoryPage, consoleCategoryRow, insertCategory, saveCategory, type ConsoleCategoryRow,
} from './categories.console.repository.js';
import { createSlugged, readOne, replacePicture, updateVersioned, type ConsoleDeps, type Edited } from './categories.console.saving.js';

/** What a save may change, as the console shows it. */
type Fields = Pick<ConsoleCategory, 'name' | 'module_id' | 'parent_id' | 'featured' | 'priority' | 'on'>;

const CATEGORIES: Edited<ConsoleCategoryRow, ConsoleCategory, Fields> = {
  actions: 'categories', entity: 'category', missing: 'Category not found',
  fields: ['name', 'module_id', 'parent_id', 'featured', 'priority', 'on'],
  row: consoleCategoryRow, toConsole: toConsoleCategory, save: saveCategory, insert: (trx, row) => insertCategory(trx, row as Parameters<typeof insertCategory>[1]),
  fieldsOf: (c) => ({ name: c.name, module_id: c.module_id, parent_id: c.parent_id, featured: c.featured, priority: c.priority, on: c.on }),
  columnsOf: (fields, previousTranslations) => ({
    name: fields.name.en, translations: withTranslations(previousTranslations, { name: fields.name }), module_id: fields.module_id,
    parent_id: fields.parent_id, position: fields.parent_id === null ? 0 : 1, featured: fields.featured ? 1 : 0, priority: fields.priority, status: fields.on ? 1 : 0,
  }),
};

/**
 * Each module's categories as the business's catalogue staff keep them in the console: a two-level tree
 * (roots, and sub-categories under a root of the same module), names in every language, featured,
 * priority, on or off. Saves are versioned and audited, and reach every storefront at once
 * (categories.console.saving.ts).
 */
export class CategoriesConsoleService {
  constructor(private readonly deps: ConsoleDeps) {}

  async page(query: ConsoleCategoryQuery): Promise<ConsoleCategoryPage> {
    const { rows, total } = await consoleCategoryPage(this.deps.db, query);
    return { total, categories: rows.map((row) => toConsoleCategory(row, this.deps.publicUrl)) };
  }

  one(id: number): Promise<ConsoleCategory> {
    return readOne(this.deps, CATEGORIES, id);
  }

  create(actor: StaffActor, body: ConsoleCategoryCreate): Promise<ConsoleCategory> {
    const fields: Fields = {
      name: laidOver(body.name), module_id: body.module_id, parent_id: body.parent_id ?? null,
      featured: body.featured ?? false, priority: body.priority ?? 0, on: body.on ?? true,
    };
    return createSlugged(this.deps, CATEGORIES, actor, fields, checkPlace);
  }

  update(actor: StaffActor, id: number, body: ConsoleCategoryUpdate): Promise<ConsoleCategory> {
    const { version, name, ...rest } = body;
    const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<Fields>;
    return updateVersioned(this.deps, CATEGORIES, actor, id, version, (current) => ({ ...current, ...given, name: name ? laidOver(name, current.name) : current.name }), checkPlace);
  }

  image(actor: StaffActor, id: number, body: ConsoleCatalogueImage): Promise<ConsoleCategory> {
    return replacePicture(this.deps, CATEGORIES, actor, id, body);
  }
}

/**
 * The tree has two levels: a category sits at the top (no parent) or under a root of its own module.
 * A category with sub-categories stays a root, and one with sub-categories or items keeps its module
 * (they would be left in another module's tree).
 */
async function checkPlace(trx: Kysely<Database>, fields: Fields, was: ConsoleCategoryRow | null): Promise<void> {
  const place = await categoryPlace(trx, { id: was?.id ?? null, moduleId: fields.module_id, parentId: fields.parent_id });
  if (!place.module) throw invalid('Choose a module that exists.', 'module_id');
  if (was && fields.module_id !== was.module_id && (place.hasChildren || Number(was.items_count) > 0)) {
    throw invalid('A category with sub-categories or items keeps its module.', 'module_id');
  }
  if (fields.parent_id === null) return;
  if (fields.parent_id === was?.id) throw invalid('A category cannot sit under itself.', 'parent_id');
  if (!place.parent) throw invalid('Choose a parent category that exists.', 'parent_id');
  if (place.parent.module_id !== fields.module_id) throw invalid('Choose a parent category of the same module.', 'parent_id');
  if (place.parent.parent_id !== null) throw invalid('Choose a top-level category as the parent: sub-categories hold none.', 'parent_id');
  if (place.hasChildren) throw invalid('A category with sub-categories cannot become a sub-category.', 'parent_id');
}
