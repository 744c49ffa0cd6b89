import type { Kysely } from 'kysely';
import type { ConsoleBrand, ConsoleBrandCreate, ConsoleBrandPage, ConsoleBrandQuery, ConsoleBrandUpdate, ConsoleCatalogueImage } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { invalid } from '../../lib/errors.js';
import { laidOver, withTranslations } from '../../lib/texts.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { toConsoleBrand } from './categories.mapper.js';
import { consoleBrandPage, consoleBrandRow, insertBrand, moduleExists, saveBrand, type ConsoleBrandRow } from './categories.console.repository.js';
import { createSlugged, readOne, replacePicture, updateVersioned, type ConsoleDeps, type Edited } from './categories.console.saving.js';

type Fields = Pick<ConsoleBrand, 'name' | 'module_id' | 'on'>;

const BRANDS: Edited<ConsoleBrandRow, ConsoleBrand, Fields> = {
  actions: 'brands', entity: 'brand', missing: 'Brand not found', fields: ['name', 'module_id', 'on'],
  row: consoleBrandRow, toConsole: toConsoleBrand, save: saveBrand, insert: (trx, row) => insertBrand(trx, row as Parameters<typeof insertBrand>[1]),
  fieldsOf: (b) => ({ name: b.name, module_id: b.module_id, on: b.on }),
  columnsOf: (fields, previousTranslations) => ({
    name: fields.name.en, translations: withTranslations(previousTranslations, { name: fields.name }), module_id: fields.module_id, status: fields.on ? 1 : 0,
  }),
};

const checkModule = async (trx: Kysely<Database>, fields: Fields) => {
  if (!(await moduleExists(trx, fields.module_id))) throw invalid('Choose a module that exists.', 'module_id');
};

/**
 * The brands items are sold under, as catalogue staff keep them in the console: name in every language,
 * module, on or off, picture. Saves are versioned and audited as categories' are (categories.console.saving.ts).
 */
export class BrandsConsoleService {
  constructor(private readonly deps: ConsoleDeps) {}

  async page(query: ConsoleBrandQuery): Promise<ConsoleBrandPage> {
    const { rows, total } = await consoleBrandPage(this.deps.db, query);
    return { total, brands: rows.map((row) => toConsoleBrand(row, this.deps.publicUrl)) };
  }

  one(id: number): Promise<ConsoleBrand> {
    return readOne(this.deps, BRANDS, id);
  }

  create(actor: StaffActor, body: ConsoleBrandCreate): Promise<ConsoleBrand> {
    return createSlugged(this.deps, BRANDS, actor, { name: laidOver(body.name), module_id: body.module_id, on: body.on ?? true }, checkModule);
  }

  update(actor: StaffActor, id: number, body: ConsoleBrandUpdate): Promise<ConsoleBrand> {
    return updateVersioned(this.deps, BRANDS, actor, id, body.version, (current) => ({
      name: body.name ? laidOver(body.name, current.name) : current.name, module_id: body.module_id ?? current.module_id, on: body.on ?? current.on,
    }), checkModule);
  }

  image(actor: StaffActor, id: number, body: ConsoleCatalogueImage): Promise<ConsoleBrand> {
    return replacePicture(this.deps, BRANDS, actor, id, body);
  }
}
