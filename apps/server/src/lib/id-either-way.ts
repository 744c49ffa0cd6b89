import { Type, type Static, type TObject, type TSchema } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface GetSchema<Q extends TObject> {
  tags: string[];
  summary: string;
  description?: string;
  querystring: Q;
  response: Record<number, TSchema>;
}

/**
 * Some calls have no fixed place for their id, so clients put it in the path
 * (`/stores/popular-items/12`) or in the query (`/stores/popular-items?store_id=12`). This registers
 * the call both ways with one handler, which gets the query with the id in it whichever way it came; both
 * forms are in the OpenAPI document. `idName` is a required property of the query schema.
 */
export function getWithIdEitherWay<Q extends TObject>(
  app: FastifyInstance,
  url: string,
  idName: keyof Static<Q> & string,
  schema: GetSchema<Q>,
  handler: (request: FastifyRequest, query: Static<Q>) => unknown,
  options: { config?: Record<string, unknown> } = {},
): void {
  const idSchema = schema.querystring.properties[idName];
  if (!idSchema || !schema.querystring.required?.includes(idName)) throw new Error(`${url}: ${idName} is not a required query parameter`);
  app.get(url, { ...options, schema }, (request) => handler(request, request.query as Static<Q>));
  app.get(`${url}/:${idName}`, {
    ...options,
    schema: {
      ...schema,
      summary: `${schema.summary} (the ${idName} in the path)`,
      params: Type.Object({ [idName]: idSchema }),
      querystring: Type.Omit(schema.querystring, [idName], { additionalProperties: false }),
    },
  }, (request) => handler(request, { ...(request.query as object), ...(request.params as object) } as Static<Q>));
}
