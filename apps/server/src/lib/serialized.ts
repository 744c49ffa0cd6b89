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
 * A page's list serialized an element at a time, so that elements kept as bytes need no
 * serialization. A serializer writes an array's elements alike wherever they stand, joined by
 * commas: a page written with its list empty, with the elements' bytes put between the brackets,
 * is the page it would have written whole.
 */
export class ListJson<P> {
  constructor(
    private readonly serialize: (page: P) => string,
    /** The list's property; the page's other values must be numbers (a text could hold its name). */
    private readonly key: keyof P & string,
  ) {}

  /** The bytes of one element as it is written in the list (of `page`, or any page: they are alike). */
  element(page: P, element: unknown): Buffer {
    const [empty, at] = this.split(page);
    const one = this.serialize({ ...page, [this.key]: [element] });
    return Buffer.from(one.slice(at, one.length - (empty.length - at)));
  }

  /** The page's bytes, its list made of the elements' (element). */
  page(page: P, elements: readonly Buffer[]): Buffer {
    const [empty, at] = this.split(page);
    const parts: Buffer[] = [Buffer.from(empty.slice(0, at))];
    elements.forEach((e, k) => parts.push(...(k > 0 ? [COMMA, e] : [e])));
    parts.push(Buffer.from(empty.slice(at)));
    return Buffer.concat(parts);
  }

  /** The page written with an empty list, and where the list's elements go in it. */
  private split(page: P): [json: string, at: number] {
    const json = this.serialize({ ...page, [this.key]: [] });
    const marker = `"${this.key}":[]`;
    const at = json.indexOf(marker);
    if (at < 0) throw new Error(`the serializer wrote no empty ${this.key}`);
    return [json, at + marker.length - 1];
  }
}

const COMMA = Buffer.from(',');

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
