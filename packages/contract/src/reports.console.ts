import { Type, type Static } from 'typebox';

/** The longest span a report answers for, and the one it shows unless told. */
export const MAX_REPORT_DAYS = 366;
export const DEFAULT_REPORT_DAYS = 30;
/** The most top items a report lists. */
export const MAX_TOP_ITEMS = 100;

export const REPORT_PERIODS = ['day', 'week'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_GROUPS = ['none', 'module', 'zone', 'store'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD, in the business\'s time zone' });
const Period = Type.Union([Type.Literal('day'), Type.Literal('week')], { description: 'day, or week (weeks start on Monday)' });

/** Any report: from and to both included, the last 30 days up to today unless told; at most 366 days. */
export const ReportQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) });
export type ReportQuery = Static<typeof ReportQuery>;

export const ReportSeriesQuery = Type.Object({ ...ReportQuery.properties, by: Type.Optional(Period) });
export type ReportSeriesQuery = Static<typeof ReportSeriesQuery>;

export const SalesReportQuery = Type.Object({
  ...ReportSeriesQuery.properties,
  group: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('module'), Type.Literal('zone'), Type.Literal('store')], { description: 'one series per module, zone or store; none: one series' })),
});
export type SalesReportQuery = Static<typeof SalesReportQuery>;

export const TopItemsQuery = Type.Object({ ...ReportQuery.properties, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TOP_ITEMS, default: 20 })) });
export type TopItemsQuery = Static<typeof TopItemsQuery>;

const Span = { from: Type.String(), to: Type.String(), time_zone: Type.String() };
/** Each period's first day, oldest first; every period of the span is listed, empty ones with zeros. */
const Periods = { by: Period, periods: Type.Array(Type.String()) };

/** Orders counted on the day they were placed: how many, what became of them, and their money in major units. */
export const SalesFigures = Type.Object({
  placed: Type.Integer(),
  delivered: Type.Integer(),
  canceled: Type.Integer(),
  refunded: Type.Integer(),
  /** What the placed orders came to. */
  placed_amount: Type.Number(),
  /** The delivered orders' amounts, and within them their discounts, delivery fees and tax. */
  sales: Type.Number(),
  discounts: Type.Number(),
  delivery_fees: Type.Number(),
  tax: Type.Number(),
  /** The business's share of the delivered orders (each store's rate of each order's amount). */
  commission: Type.Number(),
});
export type SalesFigures = Static<typeof SalesFigures>;

export const SalesSeries = Type.Object({
  /** The module's, zone's or store's id; null for the one series of group none (and for parcels, which have no store). */
  key: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  /** One number per period, for the 12 largest series (every one in the CSV export); empty for the others, whose totals say theirs. */
  placed: Type.Array(Type.Integer()),
  delivered: Type.Array(Type.Integer()),
  sales: Type.Array(Type.Number()),
  totals: SalesFigures,
});
export type SalesSeries = Static<typeof SalesSeries>;

export const SalesReport = Type.Object({
  ...Span, ...Periods,
  group: Type.Union([Type.Literal('none'), Type.Literal('module'), Type.Literal('zone'), Type.Literal('store')]),
  /** Largest sales first. */
  series: Type.Array(SalesSeries),
  totals: SalesFigures,
});
export type SalesReport = Static<typeof SalesReport>;

export const DeliveryTimesReport = Type.Object({
  ...Span, ...Periods,
  placed: Type.Array(Type.Integer()),
  delivered: Type.Array(Type.Integer()),
  canceled: Type.Array(Type.Integer()),
  /** Minutes from placing to delivery, on average; null for a period without deliveries. */
  average_minutes: Type.Array(Type.Union([Type.Number(), Type.Null()])),
  totals: Type.Object({ placed: Type.Integer(), delivered: Type.Integer(), canceled: Type.Integer(), average_minutes: Type.Union([Type.Number(), Type.Null()]) }),
});
export type DeliveryTimesReport = Static<typeof DeliveryTimesReport>;

export const CanceledReason = Type.Object({
  /** Who canceled (customer, store, courier, system…); empty when not known. */
  canceled_by: Type.String(),
  /** The reason given; empty when none was. */
  reason: Type.String(),
  orders: Type.Integer(),
});
export type CanceledReason = Static<typeof CanceledReason>;

export const CancellationsReport = Type.Object({
  ...Span,
  /** Most orders first. */
  reasons: Type.Array(CanceledReason),
  total: Type.Integer(),
});
export type CancellationsReport = Static<typeof CancellationsReport>;

export const TopItem = Type.Object({
  item_id: Type.Integer(),
  name: Type.String(),
  store_name: Type.String(),
  /** Units of the item in delivered orders, and what they sold for (major units). */
  quantity: Type.Integer(),
  sales: Type.Number(),
});
export type TopItem = Static<typeof TopItem>;

export const TopItemsReport = Type.Object({ ...Span, items: Type.Array(TopItem) });
export type TopItemsReport = Static<typeof TopItemsReport>;

/** Customers (and guests) who placed orders: new on the day of their first order ever, returning on a later one; each counted once a day. */
export const CustomersReport = Type.Object({
  ...Span, ...Periods,
  new_customers: Type.Array(Type.Integer()),
  returning_customers: Type.Array(Type.Integer()),
  totals: Type.Object({ new_customers: Type.Integer(), returning_customers: Type.Integer() }),
});
export type CustomersReport = Static<typeof CustomersReport>;

/** POST console/reports/recount: rebuilds the daily figures of a span from the orders themselves. */
export const ReportRecount = Type.Object({ from: Day, to: Day });
export type ReportRecount = Static<typeof ReportRecount>;
export const ReportRecounted = Type.Object({ from: Type.String(), to: Type.String(), orders: Type.Integer() });
export type ReportRecounted = Static<typeof ReportRecounted>;

/** The CSV exports' columns, in order (their first line). */
export const REPORT_CSV_COLUMNS = {
  sales: ['period', 'group', 'name', 'placed', 'delivered', 'sales'],
  delivery_times: ['period', 'placed', 'delivered', 'canceled', 'average_minutes'],
  cancellations: ['canceled_by', 'reason', 'orders'],
  top_items: ['item_id', 'name', 'store_name', 'quantity', 'sales'],
  customers: ['period', 'new_customers', 'returning_customers'],
} as const;
