import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleCatalogueImage, ConsoleModule, ConsoleModuleConflict, ConsoleModuleList, ConsoleModuleUpdate, ErrorEnvelope, MODULE_PICTURES, ModuleParams, type ModulePicture,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerImageUploads } from '../../lib/uploads.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** /api/v1/console/modules: the modules, on or off and per zone, for those who hold catalogue.view and catalogue.edit. */
export const modulesConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.modulesConsole;
  await registerImageUploads(app, 1);

  app.get('/modules', {
    schema: {
      tags: ['console'], summary: 'Every module in the chooser\'s order: names in every language, on or off, and on or off in each zone it has delivery rates in',
      security: staffCan('catalogue.view'), response: { 200: ConsoleModuleList, ...failures },
    },
  }, async () => service.list());

  app.put('/modules/:moduleId', {
    schema: {
      tags: ['console'], summary: 'Change a module: its names, description, place in the chooser, on or off, and on or off per zone',
      description: 'Fields left out stay; a zone left out of `zones` keeps its switch, and one the module has no delivery rates in answers 400. '
        + 'A module off, or off in a zone, takes itself, its stores and their items out of every storefront call there. '
        + 'A version older than the module\'s answers 409 with the module as it is and the fields changed since. One transaction with its audit entry; every storefront shows the change at once.',
      security: staffCan('catalogue.edit'), params: ModuleParams, body: ConsoleModuleUpdate, response: { 200: ConsoleModule, ...failures, 409: ConsoleModuleConflict },
    },
  }, async (request) => service.update(await actorOf(request), request.params.moduleId, request.body));

  const shown: Record<ModulePicture, string> = { icon: 'as the storefront\'s module chooser shows it', thumbnail: 'as the storefront\'s module page shares it (its picture in links)' };
  for (const picture of MODULE_PICTURES) {
    app.put(`/modules/:moduleId/${picture}`, {
      schema: {
        tags: ['console'], summary: `A new ${picture} for the module, ${shown[picture]} (multipart/form-data)`,
        description: 'JPG, PNG or GIF by content, at most 2 MB (413); other content answers 415. Kept re-encoded as WebP without metadata. '
          + `A version older than the module's answers 409 with the module as it is and the fields changed since; every storefront shows the ${picture} at once.`,
        consumes: ['multipart/form-data'], security: staffCan('catalogue.edit'), params: ModuleParams, body: ConsoleCatalogueImage,
        response: { 200: ConsoleModule, ...failures, 409: ConsoleModuleConflict, 413: ErrorEnvelope, 415: ErrorEnvelope },
      },
    }, async (request) => service.picture(await actorOf(request), request.params.moduleId, picture, request.body));
  }
};
