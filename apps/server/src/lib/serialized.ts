import type { FastifyReply } from 'fastify';

/**
 * Answers kept already serialized: a cache hit then costs no serialization. The route's own
 * serializer (its 200 schema) writes them, so they are the bytes the route would have sent.
 */
export function serializerOf<T>(reply: FastifyReply): (body: T) => string {
  // fast-json-stringify, the serializer of every response schema, writes strings.
  return (body) => reply.serialize(body) as string;
}

/** Sends JSON that serializerOf wrote, as it is (a string with a JSON type is not serialized again). */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
