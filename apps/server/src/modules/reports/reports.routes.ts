import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CancellationsReport, CustomersReport, DeliveryTimesReport, ErrorEnvelope, ReportQuery, ReportRecount, ReportRecounted, ReportSeriesQuery, SalesReport,
  SalesReportQuery, TopItemsQuery, TopItemsReport,
} from '@storefront/contract';
import type { Static, TSchema } from 'typebox';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { cancellationsCsv, csvStream, customersCsv, deliveryTimesCsv, topItemsCsv, type CsvExport } from './reports.csv.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
const SPAN = 'Days of the business\'s time zone, from and to both included (the last 30 days unless told, at most 366); orders count on the day they were placed. '
  + 'Read from the daily figures each order\'s state changes keep, not from the orders.';
const CSV = 'text/csv in UTF-8, a header line first, sent as it is read; a cell a spreadsheet would run as a formula is written as text.';

/** /api/v1/console/reports: the business's reports and their CSV exports, for those who hold reports.view. */
export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.reports;

  /** A report at `/reports/<name>` and its CSV export at `/reports/<name>/export`, both answered by the service. */
  const report = <Q extends TSchema, R extends TSchema>(name: string, summary: string, querystring: Q, response: R, answers: {
    json: (query: Static<Q>) => Promise<Static<R>>; csv: (query: Static<Q>) => Promise<CsvExport>;
  }) => {
    const path = `/reports/${name}`;
    app.get(path, { schema: { tags: ['console'], summary, description: SPAN, security: staffCan('reports.view'), querystring, response: { 200: response, ...failures } } },
      (request) => answers.json(request.query as Static<Q>) as never);
    app.get(`${path}/export`, {
      schema: {
        tags: ['console'], summary: `${summary}, as CSV`, description: `${SPAN} ${CSV}`, security: staffCan('reports.view'), querystring,
        produces: ['text/csv'], response: { 200: { type: 'string' }, ...failures },
      },
    }, async (request, reply) => {
      // The span is checked (a 400) before the first line is sent.
      const csv = await answers.csv(request.query as Static<Q>);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}-${csv.from}-${csv.to}.csv"`)
        .header('cache-control', 'no-store').send(csvStream(csv) as never);
    });
  };

  report('sales', 'Orders and sales per day or week, one series per module, zone or store', SalesReportQuery, SalesReport, {
    json: (q) => service.sales(q), csv: (q) => service.salesExport(q),
  });
  report('delivery-times', 'Orders placed, delivered and canceled per day or week, and the minutes from placing to delivery', ReportSeriesQuery, DeliveryTimesReport, {
    json: (q) => service.deliveryTimes(q), csv: async (q) => deliveryTimesCsv(await service.deliveryTimes(q)),
  });
  report('cancellations', 'Canceled orders by who canceled and the reason given, most first', ReportQuery, CancellationsReport, {
    json: (q) => service.cancellations(q), csv: async (q) => cancellationsCsv(await service.cancellations(q)),
  });
  report('top-items', 'The items sold most in delivered orders, by units', TopItemsQuery, TopItemsReport, {
    json: (q) => service.topItems(q), csv: async (q) => topItemsCsv(await service.topItems(q)),
  });
  report('customers', 'New and returning customers per day or week', ReportSeriesQuery, CustomersReport, {
    json: (q) => service.customers(q), csv: async (q) => customersCsv(await service.customers(q)),
  });

  app.post('/reports/recount', {
    schema: {
      tags: ['console'], summary: 'Rebuild the daily figures of a span of days from the orders themselves',
      description: 'A maintenance step, for a quiet time (after an import, or to check the figures kept); at most 366 days; audited.',
      security: staffCan('settings.edit'), body: ReportRecount, response: { 200: ReportRecounted, ...failures },
    },
  }, async (request) => service.recount(await actorOf(request), request.body));
};
