import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { bannersConsoleRoutes } from './modules/banners/banners.console.routes.js';
import { campaignsConsoleRoutes } from './modules/campaigns/campaigns.console.routes.js';
import { configConsoleRoutes } from './modules/config/config.console.routes.js';
import { landingConsoleRoutes } from './modules/config/config.landing.console.routes.js';
import { settingsConsoleRoutes } from './modules/config/config.settings.console.routes.js';
import { couriersConsoleRoutes } from './modules/couriers/couriers.console.routes.js';
import { couriersPhotoRoutes } from './modules/couriers/couriers.photo.routes.js';
import { categoriesConsoleRoutes } from './modules/categories/categories.console.routes.js';
import { chatConsoleRoutes } from './modules/chat/chat.console.routes.js';
import { catalogAddOnsRoutes } from './modules/catalog/catalog.add-ons.routes.js';
import { catalogConsoleRoutes } from './modules/catalog/catalog.console.routes.js';
import { catalogItemsRoutes } from './modules/catalog/catalog.console.items.routes.js';
import { modulesConsoleRoutes } from './modules/modules/modules.console.routes.js';
import { newsletterConsoleRoutes } from './modules/newsletter/newsletter.console.routes.js';
import { offersConsoleRoutes } from './modules/offers/offers.console.routes.js';
import { offersCashbacksConsoleRoutes } from './modules/offers/offers.console.cashbacks.routes.js';
import { parcelConsoleRoutes } from './modules/parcel/parcel.console.routes.js';
import { customersConsoleRoutes } from './modules/people/people.customers.routes.js';
import { staffConsoleRoutes } from './modules/people/people.staff.routes.js';
import { catalogTermsRoutes } from './modules/catalog/catalog.terms.routes.js';
import { operatorConsoleRoutes } from './modules/operator/operator.console.routes.js';
import { ordersConsoleRoutes } from './modules/orders/orders.console.routes.js';
import { ordersBusinessRoutes } from './modules/orders/orders.business.routes.js';
import { pushConsoleRoutes } from './modules/push/push.console.routes.js';
import { orderEarningsRoutes } from './modules/orders/orders.earnings.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { moneyRoutes } from './modules/money/money.routes.js';
import { reviewsConsoleRoutes } from './modules/reviews/reviews.console.routes.js';
import { storesConsoleRoutes } from './modules/stores/stores.console.routes.js';
import { storeApplicationsConsoleRoutes } from './modules/stores/stores.applications.routes.js';
import { storesManageRoutes } from './modules/stores/stores.manage.routes.js';
import { supportConsoleRoutes } from './modules/support/support.console.routes.js';
import { translationsConsoleRoutes } from './modules/translations/translations.console.routes.js';
import { zonesConsoleRoutes } from './modules/zones/zones.console.routes.js';

/**
 * /api/v1/console: the staff console's routes, each living with the feature it acts on. Each declares
 * the capability it needs (lib/route-security staffCan), which the auth plugin checks.
 */
export async function consoleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(operatorConsoleRoutes);
  await app.register(ordersConsoleRoutes);
  await app.register(ordersBusinessRoutes);
  await app.register(pushConsoleRoutes);
  await app.register(chatConsoleRoutes);
  await app.register(orderEarningsRoutes);
  await app.register(storesConsoleRoutes);
  await app.register(storesManageRoutes);
  await app.register(storeApplicationsConsoleRoutes);
  await app.register(reviewsConsoleRoutes);
  await app.register(catalogConsoleRoutes);
  await app.register(catalogItemsRoutes);
  await app.register(catalogAddOnsRoutes);
  await app.register(auditRoutes);
  await app.register(bannersConsoleRoutes);
  await app.register(categoriesConsoleRoutes);
  await app.register(newsletterConsoleRoutes);
  await app.register(offersConsoleRoutes);
  await app.register(offersCashbacksConsoleRoutes);
  await app.register(parcelConsoleRoutes);
  await app.register(catalogTermsRoutes);
  await app.register(campaignsConsoleRoutes);
  await app.register(modulesConsoleRoutes);
  await app.register(couriersConsoleRoutes);
  await app.register(couriersPhotoRoutes);
  await app.register(configConsoleRoutes);
  await app.register(landingConsoleRoutes);
  await app.register(settingsConsoleRoutes);
  await app.register(supportConsoleRoutes);
  await app.register(translationsConsoleRoutes);
  await app.register(zonesConsoleRoutes);
  await app.register(customersConsoleRoutes);
  await app.register(staffConsoleRoutes);
  await app.register(reportsRoutes);
  await app.register(moneyRoutes);
}
