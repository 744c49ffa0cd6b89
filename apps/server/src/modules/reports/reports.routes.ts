import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CancellationsReport, CustomersReport, DeliveryTimesReport, ErrorEnvelope, ReportQuery, ReportRecount, ReportRecounted, ReportSeriesQuery, SalesReport,
  SalesReportQuery, TopItemsQuery, TopItemsReport,
} from '@storefront/contract';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { cancellationsCsv, customersCsv, deliveryTimesCsv, salesCsv, topItemsCsv } from './reports.csv.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
const SPAN = 'Days of the business\'s time zone, from and to both included (the last 30 days unless told, at most 366); orders count on the day they were placed. '
  + 'Read from the daily figures each order\'s state changes keep, not from the orders.';
const CSV = 'text/csv in UTF-8, a header line first; a cell a spreadsheet would run as a formula is written as text.';

const sendCsv = (reply: FastifyReply, name: string, from: string, to: string, body: string) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}-${from}-${to}.csv"`).header('cache-control', 'no-store').send(body);

/** /api/v1/console/reports: the business's reports and their CSV exports, for those who hold reports.view. */
export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.reports;

  const report = <Q extends TSchema, R extends TSchema>(path: string, summary: string, querystring: Q, response: R) => ({
    json: { schema: { tags: ['console'], summary, description: SPAN, security: staffCan('reports.view'), querystring, response: { 200: response, ...failures } } },
    csv: {
      schema: {
        tags: ['console'], summary: `${summary}, as CSV`, description: `${SPAN} ${CSV}`, security: staffCan('reports.view'), querystring,
        produces: ['text/csv'], response: { 200: { type: 'string' }, ...failures },
      },
    },
    path,
  });

  const sales = report('/reports/sales', 'Orders and sales per day or week, one series per module, zone or store', SalesReportQuery, SalesReport);
  app.get(sales.path, sales.json, async (request) => service.sales(request.query));
  app.get(`${sales.path}/export`, sales.csv, async (request, reply) => {
    const r = await service.sales(request.query, true);
    return sendCsv(reply, 'sales', r.from, r.to, salesCsv(r));
  });

  const times = report('/reports/delivery-times', 'Orders placed, delivered and canceled per day or week, and the minutes from placing to delivery', ReportSeriesQuery, DeliveryTimesReport);
  app.get(times.path, times.json, async (request) => service.deliveryTimes(request.query));
  app.get(`${times.path}/export`, times.csv, async (request, reply) => {
    const r = await service.deliveryTimes(request.query);
    return sendCsv(reply, 'delivery-times', r.from, r.to, deliveryTimesCsv(r));
  });

  const cancellations = report('/reports/cancellations', 'Canceled orders by who canceled and the reason given, most first', ReportQuery, CancellationsReport);
  app.get(cancellations.path, cancellations.json, async (request) => service.cancellations(request.query));
  app.get(`${cancellations.path}/export`, cancellations.csv, async (request, reply) => {
    const r = await service.cancellations(request.query);
    return sendCsv(reply, 'cancellations', r.from, r.to, cancellationsCsv(r));
  });

  const items = report('/reports/top-items', 'The items sold most in delivered orders, by units', TopItemsQuery, TopItemsReport);
  app.get(items.path, items.json, async (request) => service.topItems(request.query));
  app.get(`${items.path}/export`, items.csv, async (request, reply) => {
    const r = await service.topItems(request.query);
    return sendCsv(reply, 'top-items', r.from, r.to, topItemsCsv(r));
  });

  const customers = report('/reports/customers', 'New and returning customers per day or week', ReportSeriesQuery, CustomersReport);
  app.get(customers.path, customers.json, async (request) => service.customers(request.query));
  app.get(`${customers.path}/export`, customers.csv, async (request, reply) => {
    const r = await service.customers(request.query);
    return sendCsv(reply, 'customers', r.from, r.to, customersCsv(r));
  });

  app.post('/reports/recount', {
    schema: {
      tags: ['console'], summary: 'Rebuild the daily figures of a span of days from the orders themselves',
      description: 'A maintenance step, for a quiet time (after an import, or to check the figures kept); at most 366 days; audited.',
      security: staffCan('settings.edit'), body: ReportRecount, response: { 200: ReportRecounted, ...failures },
    },
  }, async (request) => service.recount(await actorOf(request), request.body));
};
