import type {
  ConsoleCatalogTerm, ConsoleCatalogTermCreate, ConsoleCatalogTermPage, ConsoleCatalogTermQuery, ConsoleCatalogTermUpdate, Texts,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/database.js';
import { invalid } from '../../lib/errors.js';
import { laidOver, textsOf, withTranslations } from '../../lib/texts.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { createVersioned, readVersioned, updateVersioned, type Versioned, type VersionedDeps } from '../audit/audit.versioned.js';
import { consoleTermPage, insertTerm, saveTerm, termNameTaken, termRow, termsOn, type TermTable } from './catalog.terms.repository.js';

type Fields = Pick<ConsoleCatalogTerm, 'name' | 'position' | 'on'>;
const FIELDS: readonly (keyof Fields)[] = ['name', 'position', 'on'];

export function toConsoleTerm(row: Row<'units'>): ConsoleCatalogTerm {
  return { id: row.id, version: row.version, name: textsOf(row.name, row.translations, 'name'), position: row.position, on: row.status === 1, created_at: row.created_at };
}

const TERMS: Record<TermTable, { entity: string; missing: string; taken: string }> = {
  units: { entity: 'unit', missing: 'Unit not found', taken: 'Another unit already has this name.' },
  attributes: { entity: 'attribute', missing: 'Attribute not found', taken: 'Another attribute already has this name.' },
};

function edited(table: TermTable): Versioned<Row<'units'>, ConsoleCatalogTerm, Fields> {
  const { entity, missing, taken } = TERMS[table];
  return {
    actions: table, entity, missing, fields: FIELDS, taken: { message: taken, field: 'name.en' },
    row: (db, id, lock) => termRow(db, table, id, lock), toConsole: toConsoleTerm,
    save: (trx, id, version, columns, now) => saveTerm(trx, table, id, version, columns, now),
    insert: (trx, row) => insertTerm(trx, table, row as Parameters<typeof insertTerm>[2]),
    fieldsOf: (t) => ({ name: t.name, position: t.position, on: t.on }),
    columnsOf: (fields, previous) => ({ name: fields.name.en, translations: withTranslations(previous, { name: fields.name }), position: fields.position, status: fields.on ? 1 : 0 }),
  };
}

/**
 * The business's units (kg, box…) and attributes (Colour, Size…) as catalogue staff keep them in the
 * console: a name in every language (the English one unique whatever its case), order, on or off. Rows are
 * switched off rather than deleted: items keep the English name, which stays theirs. Saves are versioned
 * and audited (audit.versioned) and drop every instance's catalogue caches, so the storefront names an
 * item's unit in the visitor's language at once.
 */
export class CatalogTermsService {
  constructor(private readonly deps: VersionedDeps) {}

  async page(table: TermTable, query: ConsoleCatalogTermQuery): Promise<ConsoleCatalogTermPage> {
    const { rows, total } = await consoleTermPage(this.deps.db, table, query);
    return { total, terms: rows.map(toConsoleTerm) };
  }

  one(table: TermTable, id: number): Promise<ConsoleCatalogTerm> {
    return readVersioned(this.deps, edited(table), id);
  }

  create(table: TermTable, actor: StaffActor, body: ConsoleCatalogTermCreate): Promise<ConsoleCatalogTerm> {
    const fields: Fields = { name: laidOver(body.name), position: body.position ?? 0, on: body.on ?? true };
    return createVersioned(this.deps, edited(table), actor, fields, nameFree(table));
  }

  update(table: TermTable, actor: StaffActor, id: number, body: ConsoleCatalogTermUpdate): Promise<ConsoleCatalogTerm> {
    return updateVersioned(this.deps, edited(table), actor, id, body.version, (current) => ({
      name: body.name ? laidOver(body.name, current.name) : current.name, position: body.position ?? current.position, on: body.on ?? current.on,
    }), nameFree(table));
  }
}

/** The units and attributes switched on, each named in every language: what the item editor offers. */
export async function termChoices(db: Kysely<Database>): Promise<{ units: Texts[]; attributes: Texts[] }> {
  const { units, attributes } = await termsOn(db);
  const texts = (rows: typeof units) => rows.map((r) => textsOf(r.name, r.translations, 'name'));
  return { units: texts(units), attributes: texts(attributes) };
}

/** An English name is one row of its table whatever its case. */
const nameFree = (table: TermTable) => async (trx: Kysely<Database>, fields: Fields, row: Row<'units'> | null) => {
  if (await termNameTaken(trx, table, fields.name.en, row?.id ?? null)) throw invalid(TERMS[table].taken, 'name.en');
};
