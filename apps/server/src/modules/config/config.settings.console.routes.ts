import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleSettings, ConsoleSettingsConflict, ConsoleSettingsUpdate, ErrorEnvelope } from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** /api/v1/console/settings: the business settings GET /config answers, for those who hold settings.view and settings.edit. */
export const settingsConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.settingsConsole;

  app.get('/settings', {
    schema: {
      tags: ['console'], summary: 'The business settings: payments (offline methods among them), checkout, wallet, loyalty, referral, charges, the map, maintenance',
      security: staffCan('settings.view'), response: { 200: ConsoleSettings, ...failures },
    },
  }, async () => service.settings());

  app.put('/settings', {
    schema: {
      tags: ['console'], summary: 'Change the business settings: any of the sections, each whole, with the version read',
      description: 'A section left out stays as it is. Each field is checked (rates and amounts 0 or more, percents 0 to 100, the loyalty exchange rate above 0; '
        + 'partial payment needs the wallet, offline payment a method switched on); a refusal (400) names the field as <section>.<field>. '
        + 'A version older than the settings\' answers 409 with the settings as they are and the fields changed since. '
        + 'One transaction with its audit entry; every storefront instance answers the change at once.',
      security: staffCan('settings.edit'), body: ConsoleSettingsUpdate, response: { 200: ConsoleSettings, ...failures, 409: ConsoleSettingsConflict },
    },
  }, async (request) => service.save(await actorOf(request), request.body));
};
