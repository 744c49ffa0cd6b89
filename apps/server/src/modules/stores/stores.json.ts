import type { StorePage } from '@storefront/contract';
import { keptBody } from '../../lib/serialized.js';
import { withDistance } from '../catalog/catalog.mapper.js';

type Position = { lat: number; lng: number };

/** How the serializer writes a card's distance when the page was built without a position. */
const NO_DISTANCE = '"distance":null';

/**
 * A store page serialized once and shared by every caller of a zone, module and language. Only
 * the distances depend on the caller's position, so the JSON is kept in pieces around them and a
 * caller's answer is the pieces joined with their distances: no serialization on a hit.
 */
export interface SharedStorePage {
  page: StorePage;
  json: string;
  /** The JSON as sent to callers without a position. */
  body: Buffer;
  /** The JSON split at each card's distance, in card order; null when that split is not exact. */
  pieces: string[] | null;
}

/** `page` must have been built without a position (every distance null). */
export function sharedStorePage(page: StorePage, serialize: (page: StorePage) => string): SharedStorePage {
  const json = serialize(page);
  const pieces = json.split(NO_DISTANCE);
  // A string value cannot hold the key unescaped, so each piece boundary is one card's distance.
  return { page, json, body: keptBody(json), pieces: pieces.length === page.stores.length + 1 ? pieces : null };
}

export function storePageFor(shared: SharedStorePage, position: Position | null, serialize: (page: StorePage) => string): string | Buffer {
  if (!position) return shared.body;
  const stores = shared.page.stores.map((s) => withDistance(s, position));
  if (!shared.pieces) return serialize({ ...shared.page, stores });
  let out = shared.pieces[0]!;
  for (let i = 0; i < stores.length; i++) out += `"distance":${JSON.stringify(stores[i]!.distance)}${shared.pieces[i + 1]!}`;
  return out;
}
