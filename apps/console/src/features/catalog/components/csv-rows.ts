import Papa from 'papaparse';
import { BULK_COLUMNS, MAX_BULK_ROWS, type BulkColumn, type ConsoleBulkRow } from '@storefront/contract';

/** A cell the console could not read, by its line in the file (the header is line 1). */
export interface CsvProblem {
  line: number;
  field: string;
  /** A key of the catalog texts. */
  problem: 'csv_not_number';
}

export type CsvRead =
  | { ok: true; rows: ConsoleBulkRow[]; columns: BulkColumn[]; ignored: string[]; problems: CsvProblem[] }
  | { ok: false; error: 'csv_empty' | 'csv_no_id' | 'csv_no_values' | 'csv_too_many' };

/** A CSV file's header (names trimmed, in lower case) and rows, as spreadsheets write them: a byte-order mark first, empty lines left out. */
export function readTable(text: string): { header: string[]; data: Record<string, string>[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase(),
  });
  return { header: (parsed.meta.fields ?? []).filter(Boolean), data: parsed.data };
}

/** A number as a spreadsheet may write it: a comma for the decimal point, spaces around. */
const numberOf = (cell: string): number | null => {
  const n = Number(cell.trim().replace(',', '.'));
  return cell.trim() !== '' && Number.isFinite(n) ? n : null;
};

/**
 * A CSV file's rows as the bulk update takes them: columns id, and any of price, stock, discount and
 * version, named in the header in any order and case; an empty cell leaves that value as it is.
 * Cells that are not numbers are reported by line, and the file is not sent until they are mended.
 */
export function readCsv(text: string): CsvRead {
  const parsed = readTable(text);
  const { header } = parsed;
  const columns = BULK_COLUMNS.filter((c) => header.includes(c));
  if (parsed.data.length === 0) return { ok: false, error: 'csv_empty' };
  if (!columns.includes('id')) return { ok: false, error: 'csv_no_id' };
  if (!columns.some((c) => c === 'price' || c === 'stock' || c === 'discount')) return { ok: false, error: 'csv_no_values' };
  if (parsed.data.length > MAX_BULK_ROWS) return { ok: false, error: 'csv_too_many' };
  const problems: CsvProblem[] = [];
  const rows = parsed.data.map((cells, index) => {
    const row: Partial<Record<BulkColumn, number>> = {};
    for (const column of columns) {
      const cell = cells[column] ?? '';
      if (cell.trim() === '' && column !== 'id') continue;
      const value = numberOf(cell);
      if (value === null) problems.push({ line: index + 2, field: column, problem: 'csv_not_number' });
      else row[column] = value;
    }
    return { ...row, id: row.id ?? 0 } as ConsoleBulkRow;
  });
  return { ok: true, rows, columns, ignored: header.filter((h) => !(BULK_COLUMNS as readonly string[]).includes(h)), problems };
}
