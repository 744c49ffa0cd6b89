import {
  REPORT_CSV_COLUMNS, type CancellationsReport, type CustomersReport, type DeliveryTimesReport, type SalesReport, type TopItemsReport,
} from '@storefront/contract';
import Papa from 'papaparse';

/**
 * The reports as CSV: a header line (REPORT_CSV_COLUMNS), then one line per row; money in major units. A
 * cell that a spreadsheet would run as a formula (=, +, -, @ first) is written as text.
 */
const csv = (columns: readonly string[], rows: readonly (string | number | null)[][]) =>
  `${Papa.unparse({ fields: [...columns], data: rows.map((r) => [...r]) }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;

export const salesCsv = (r: SalesReport) => csv(REPORT_CSV_COLUMNS.sales, r.periods.flatMap((period, i) =>
  r.series.map((s) => [period, s.key ?? '', s.name, s.placed[i]!, s.delivered[i]!, s.sales[i]!])));

export const deliveryTimesCsv = (r: DeliveryTimesReport) => csv(REPORT_CSV_COLUMNS.delivery_times, r.periods.map((period, i) =>
  [period, r.placed[i]!, r.delivered[i]!, r.canceled[i]!, r.average_minutes[i] ?? '']));

export const cancellationsCsv = (r: CancellationsReport) => csv(REPORT_CSV_COLUMNS.cancellations, r.reasons.map((x) => [x.canceled_by, x.reason, x.orders]));

export const topItemsCsv = (r: TopItemsReport) => csv(REPORT_CSV_COLUMNS.top_items, r.items.map((x) => [x.item_id, x.name, x.store_name, x.quantity, x.sales]));

export const customersCsv = (r: CustomersReport) => csv(REPORT_CSV_COLUMNS.customers, r.periods.map((period, i) =>
  [period, r.new_customers[i]!, r.returning_customers[i]!]));
