import type {
  ConsoleCatalogueImage, ConsoleParcelCategory, ConsoleParcelCategoryCreate, ConsoleParcelCategoryPage, ConsoleParcelCategoryQuery, ConsoleParcelCategoryUpdate,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/database.js';
import { invalid } from '../../lib/errors.js';
import { laidOver } from '../../lib/texts.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { createVersioned, readVersioned, replacePicture, updateVersioned, type Versioned, type VersionedDeps } from '../audit/audit.versioned.js';
import { PARCEL_CATEGORY_FIELDS, parcelCategoryColumns, toConsoleParcelCategory, type ParcelCategoryFields } from './parcel.mapper.js';
import {
  consoleParcelCategoryPage, insertParcelCategory, isParcelModule, parcelCategoryRow, parcelModuleId, saveParcelCategory,
} from './parcel.console.repository.js';

const PARCEL_CATEGORIES: Versioned<Row<'parcel_categories'>, ConsoleParcelCategory, ParcelCategoryFields> = {
  actions: 'parcel_categories', entity: 'parcel_category', missing: 'Parcel category not found', fields: PARCEL_CATEGORY_FIELDS,
  row: parcelCategoryRow, toConsole: toConsoleParcelCategory, save: saveParcelCategory,
  insert: (trx, row) => insertParcelCategory(trx, row as Parameters<typeof insertParcelCategory>[1]),
  fieldsOf: (c) => Object.fromEntries(PARCEL_CATEGORY_FIELDS.map((f) => [f, c[f]])) as ParcelCategoryFields,
  columnsOf: parcelCategoryColumns,
};

const checkModule = async (trx: Kysely<Database>, fields: ParcelCategoryFields) => {
  if (!(await isParcelModule(trx, fields.module_id))) throw invalid('Choose a parcel module.', 'module_id');
};

/**
 * The kinds of parcel a sender picks from, as the business's admins keep them in the console: name and
 * description in every language, picture, per-km and minimum charge (0: the business's own), order, on or
 * off. Saves are versioned and audited (audit.versioned); the sender's list and the parcel's price read
 * them as they are, and the change log tells every instance.
 */
export class ParcelConsoleService {
  constructor(private readonly deps: VersionedDeps) {}

  async page(query: ConsoleParcelCategoryQuery): Promise<ConsoleParcelCategoryPage> {
    const { rows, total } = await consoleParcelCategoryPage(this.deps.db, query);
    return { total, parcel_categories: rows.map((row) => toConsoleParcelCategory(row, this.deps.publicUrl)) };
  }

  one(id: number): Promise<ConsoleParcelCategory> {
    return readVersioned(this.deps, PARCEL_CATEGORIES, id);
  }

  async create(actor: StaffActor, body: ConsoleParcelCategoryCreate): Promise<ConsoleParcelCategory> {
    const moduleId = body.module_id ?? (await parcelModuleId(this.deps.db));
    if (moduleId === null) throw invalid('Choose a parcel module.', 'module_id');
    const fields: ParcelCategoryFields = {
      name: laidOver(body.name), description: laidOver(body.description), module_id: moduleId, per_km_charge: body.per_km_charge ?? 0,
      minimum_charge: body.minimum_charge ?? 0, position: body.position ?? 0, on: body.on ?? true,
    };
    return createVersioned(this.deps, PARCEL_CATEGORIES, actor, fields, checkModule);
  }

  update(actor: StaffActor, id: number, body: ConsoleParcelCategoryUpdate): Promise<ConsoleParcelCategory> {
    const { version, name, description, ...rest } = body;
    const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<ParcelCategoryFields>;
    return updateVersioned(this.deps, PARCEL_CATEGORIES, actor, id, version, (current) => ({
      ...current, ...given, name: name ? laidOver(name, current.name) : current.name, description: description ? laidOver(description, current.description) : current.description,
    }), checkModule);
  }

  image(actor: StaffActor, id: number, body: ConsoleCatalogueImage): Promise<ConsoleParcelCategory> {
    return replacePicture(this.deps, PARCEL_CATEGORIES, actor, id, body);
  }
}
