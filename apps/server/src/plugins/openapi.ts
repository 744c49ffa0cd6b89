import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** OpenAPI 3 generated from the route schemas, with interactive docs at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'Customer storefront API: catalogue, cart, checkout, orders and account. '
          + 'Unknown fields in a request body (JSON or multipart) are ignored, never refused; types, ranges and required fields are checked. '
          + 'A guest_id sent empty or as null is no guest_id.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A customer\'s token' },
          operator: { type: 'http', scheme: 'bearer', description: 'A store staff or courier token (op_…) from /api/v1/operator/auth/login' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}, { name: 'openapi' });
