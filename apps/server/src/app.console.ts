import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { catalogConsoleRoutes } from './modules/catalog/catalog.console.routes.js';
import { operatorConsoleRoutes } from './modules/operator/operator.console.routes.js';
import { ordersConsoleRoutes } from './modules/orders/orders.console.routes.js';

/**
 * /api/v1/console: the staff console's routes, each living with the feature it acts on. Each declares
 * the capability it needs (lib/route-security staffCan), which the auth plugin checks.
 */
export async function consoleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(operatorConsoleRoutes);
  await app.register(ordersConsoleRoutes);
  await app.register(catalogConsoleRoutes);
  await app.register(auditRoutes);
}
