import {
  MAX_ITEM_KEY, MAX_ITEM_PRICE, MAX_ITEM_STOCK, type ConsoleItemImportRow, type ImportRefusal, type ItemCsvColumn, type Texts,
} from '@storefront/contract';

/** A file's row as read: a value per column the row gives; undefined keeps an item's value (a new item's default). */
export interface ReadRow {
  /** Counted from 1, the header not counted. */
  row: number;
  key: string;
  storeId: number;
  categoryId?: number;
  names: Partial<Texts>;
  descriptions: Partial<Texts>;
  price?: number;
  discount?: number;
  discountType?: 'percent' | 'amount';
  /** '' for none. */
  unit?: string;
  stock?: number;
  active?: boolean;
  veg?: boolean;
  recommended?: boolean;
  organic?: boolean;
  halal?: boolean;
  prescription?: boolean;
}

/** Keys the database gives items written without one (`item-<id>`): an import may name them for items that have them, not give them to new ones. */
export const GIVEN_KEY = /^item-\d+$/;

/** A spreadsheet's text cell behind an apostrophe, written so that it is not run as a formula (see the export), as it was. */
const unescaped = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const FLAGS: Record<string, boolean> = { 1: true, 0: false, yes: true, no: false, true: true, false: false };
const STATES: Record<string, boolean> = { active: true, inactive: false };

/**
 * Reads one row's cells, or tells every cell it refuses (by the file's column names). A number may
 * use a comma for its decimal point, as spreadsheets in French write it; an empty number, flag or
 * state keeps the item's value. Texts are taken as they are, trimmed: an empty Arabic or French name
 * is no translation.
 */
export function readRow(cells: ConsoleItemImportRow, row: number): { read: ReadRow | null; refused: ImportRefusal[] } {
  const refused: ImportRefusal[] = [];
  const text = (column: ItemCsvColumn) => (cells[column] === undefined ? undefined : unescaped(cells[column]).trim());
  const key = text('key') ?? '';
  const refuse = (field: ItemCsvColumn, message: string) => {
    refused.push({ row, key: key || null, field, message });
    return undefined;
  };
  const number = (column: ItemCsvColumn, max: number, whole: boolean, message: string): number | undefined => {
    const cell = text(column);
    if (cell === undefined || cell === '') return undefined;
    const value = Number(cell.replace(',', '.'));
    const ok = /^[0-9]+([.,][0-9]+)?$/.test(cell) && value <= max && (!whole || Number.isInteger(value));
    return ok ? value : refuse(column, message);
  };
  const choice = <T>(column: ItemCsvColumn, values: Record<string, T>, message: string): T | undefined => {
    const cell = text(column)?.toLowerCase();
    if (cell === undefined || cell === '') return undefined;
    return Object.hasOwn(values, cell) ? values[cell] : refuse(column, message);
  };
  const texts = (prefix: 'name' | 'description'): Partial<Texts> => Object.fromEntries(
    (['en', 'ar', 'fr'] as const).flatMap((l) => (text(`${prefix}_${l}`) === undefined ? [] : [[l, text(`${prefix}_${l}`)]])),
  );
  if (!key) refuse('key', 'Every row names its item\'s key');
  else if (key.length > MAX_ITEM_KEY) refuse('key', `A key has at most ${MAX_ITEM_KEY} characters`);
  const storeId = number('store_id', Number.MAX_SAFE_INTEGER, true, 'A store\'s number') ?? refuse('store_id', 'Every row names its item\'s store');
  const fields = {
    categoryId: number('category_id', Number.MAX_SAFE_INTEGER, true, 'A category\'s number'),
    names: texts('name'),
    descriptions: texts('description'),
    price: number('price', MAX_ITEM_PRICE, false, `A price from 0 to ${MAX_ITEM_PRICE}`),
    discount: number('discount', MAX_ITEM_PRICE, false, `A discount from 0 to ${MAX_ITEM_PRICE}`),
    discountType: choice('discount_type', { percent: 'percent', amount: 'amount' } as const, 'percent or amount'),
    unit: text('unit'),
    stock: number('stock', MAX_ITEM_STOCK, true, `A whole number from 0 to ${MAX_ITEM_STOCK}`),
    active: choice('state', STATES, 'active or inactive'),
    veg: choice('veg', FLAGS, '1 or 0'),
    recommended: choice('recommended', FLAGS, '1 or 0'),
    organic: choice('organic', FLAGS, '1 or 0'),
    halal: choice('halal', FLAGS, '1 or 0'),
    prescription: choice('prescription', FLAGS, '1 or 0'),
  };
  if ((fields.unit?.length ?? 0) > 50) refuse('unit', 'A unit has at most 50 characters');
  for (const l of ['en', 'ar', 'fr'] as const) {
    if ((fields.names[l]?.length ?? 0) > 255) refuse(`name_${l}`, 'A name has at most 255 characters');
  }
  if (refused.length > 0 || storeId === undefined) return { read: null, refused };
  return { read: { row, key, storeId, ...withoutUndefined(fields) }, refused };
}

const withoutUndefined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
