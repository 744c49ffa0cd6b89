import type { FastifyReply } from 'fastify';

/**
 * Answers kept already serialized: a cache hit then costs no serialization. The route's own
 * serializer (its 200 schema) writes them, so they are the bytes the route would have sent.
 */
export function serializerOf<T>(reply: FastifyReply): (body: T) => string {
  // fast-json-stringify, the serializer of every response schema, writes strings.
  return (body) => reply.serialize(body) as string;
}

/**
 * JSON kept to be sent many times, as UTF-8 bytes: a string would be measured and encoded again
 * on every send (a popular list is 15 KB).
 */
export const keptBody = (json: string): Buffer => Buffer.from(json, 'utf8');

/** Sends JSON that serializerOf wrote, as it is (a string or bytes with a JSON type are not serialized again). */
export function sendSerialized(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * A route's answer kept as bytes for as long as its service hands out the same object (a cached one,
 * never changed after): each such object is serialized once, by the route's own serializer.
 */
export function sendKept<T extends object>(reply: FastifyReply, kept: WeakMap<T, Buffer>, body: T): FastifyReply {
  let bytes = kept.get(body);
  if (!bytes) {
    bytes = keptBody(reply.serialize(body) as string);
    kept.set(body, bytes);
  }
  return sendSerialized(reply, bytes);
}
