import { ITEM_CSV_COLUMNS, MAX_IMPORT_ROWS, type ConsoleItemImportRow, type ItemCsvColumn } from '@storefront/contract';
import { readTable } from './csv-rows';

export type ItemsCsvRead =
  | { ok: true; rows: ConsoleItemImportRow[]; ignored: string[] }
  | { ok: false; error: 'csv_empty' | 'items_csv_no_key' | 'items_csv_too_many' };

/**
 * A CSV file's rows as the items import takes them: the export's columns, named in the header in any
 * order and case; a column the file leaves out keeps the items' values. Every cell is sent as text:
 * the server checks each and reports what it refuses by row.
 */
export function readItemsCsv(text: string): ItemsCsvRead {
  const parsed = readTable(text);
  const { header } = parsed;
  const columns = ITEM_CSV_COLUMNS.filter((c) => header.includes(c));
  if (parsed.data.length === 0) return { ok: false, error: 'csv_empty' };
  if (!columns.includes('key') || !columns.includes('store_id')) return { ok: false, error: 'items_csv_no_key' };
  if (parsed.data.length > MAX_IMPORT_ROWS) return { ok: false, error: 'items_csv_too_many' };
  const rows = parsed.data.map((cells) => Object.fromEntries(columns.map((c: ItemCsvColumn) => [c, cells[c] ?? ''])) as ConsoleItemImportRow);
  return { ok: true, rows, ignored: header.filter((h) => !(ITEM_CSV_COLUMNS as readonly string[]).includes(h)) };
}
