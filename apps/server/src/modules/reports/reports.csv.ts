import { Readable } from 'node:stream';
import {
  REPORT_CSV_COLUMNS, type CancellationsReport, type CustomersReport, type DeliveryTimesReport, type TopItemsReport,
} from '@storefront/contract';
import Papa from 'papaparse';

type Cell = string | number | null;

/** A report's CSV export: the span it covers (named in the file's name), its columns and its rows in batches, each handed on as it is read. */
export interface CsvExport {
  from: string;
  to: string;
  columns: readonly string[];
  batches: Iterable<Cell[][]> | AsyncIterable<Cell[][]>;
}

/**
 * The reports as CSV: a header line (REPORT_CSV_COLUMNS), then one line per row; money in major units. A
 * cell that a spreadsheet would run as a formula (=, +, -, @ first) is written as text; cells are written
 * as Papa Parse writes them, each distinct text worked out once an export (a series' name repeats on
 * every line of it).
 */
function csvWriter() {
  const known = new Map<string, string>();
  const cell = (v: Cell): string => {
    if (typeof v === 'number') return String(v);
    if (v === null) return '';
    let text = known.get(v);
    if (text === undefined) known.set(v, text = Papa.unparse([[v]], { escapeFormulae: true }));
    return text;
  };
  return (rows: readonly Cell[][]) => rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

/** The export as a stream of CSV text: the header line, then each batch of rows as it is read. */
export function csvStream({ columns, batches }: CsvExport): Readable {
  const text = csvWriter();
  return Readable.from((async function* lines() {
    yield text([[...columns]]);
    for await (const batch of batches) if (batch.length) yield text(batch);
  })(), { objectMode: false });
}

const of = (r: { from: string; to: string }, columns: readonly string[], rows: Cell[][]): CsvExport => ({ from: r.from, to: r.to, columns, batches: [rows] });

export const deliveryTimesCsv = (r: DeliveryTimesReport) => of(r, REPORT_CSV_COLUMNS.delivery_times, r.periods.map((period, i) =>
  [period, r.placed[i]!, r.delivered[i]!, r.canceled[i]!, r.average_minutes[i] ?? '']));

export const cancellationsCsv = (r: CancellationsReport) => of(r, REPORT_CSV_COLUMNS.cancellations, r.reasons.map((x) => [x.canceled_by, x.reason, x.orders]));

export const topItemsCsv = (r: TopItemsReport) => of(r, REPORT_CSV_COLUMNS.top_items, r.items.map((x) => [x.item_id, x.name, x.store_name, x.quantity, x.sales]));

export const customersCsv = (r: CustomersReport) => of(r, REPORT_CSV_COLUMNS.customers, r.periods.map((period, i) =>
  [period, r.new_customers[i]!, r.returning_customers[i]!]));
