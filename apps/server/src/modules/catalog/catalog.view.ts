import type { FastifyRequest } from 'fastify';
import type { Language } from '@storefront/contract';

/** Who is looking and when: the zones, module, language and position of a catalogue request. */
export interface CatalogView {
  zoneIds: number[];
  moduleId: number | null;
  lang: Language;
  position: { lat: number; lng: number } | null;
  now: Date;
  /** Changes when a test moves the clock, so that cached answers are not reused across times. */
  epoch: number;
  /** A details call without a zoneId header: the zone is the row's own, and where the customer is stays unknown. */
  zoneOfRow?: true;
}

/**
 * The view of a request. The zoneId header is always required; moduleId only where the
 * spec's client always sends it (item and store lists), elsewhere it narrows when present.
 */
export function catalogView(request: FastifyRequest, module: 'required' | 'optional' = 'optional'): CatalogView {
  const ctx = request.ctx;
  const zoneIds = ctx.requireZoneIds();
  const moduleId = module === 'required' ? ctx.requireModuleId() : ctx.moduleId();
  const clock = request.server.services.clock;
  return { zoneIds, moduleId, lang: ctx.lang, position: ctx.position(), now: clock.now(), epoch: clock.epoch };
}

/**
 * The view of a details call (`stores/details`, `items/details`). Its page is a shareable link
 * (/store/{slug}, /product/{slug}, or by id) that a client may render cold, before any location is chosen: with no
 * zoneId header the row's own zone decides whether it can be seen, and the answer leaves out what
 * depends on where the customer is (a store's distance and delivery estimate). `zoneOf` answers that zone, or throws the call's 404 when there is no such row.
 */
export async function detailsView(request: FastifyRequest, zoneOf: () => Promise<number>): Promise<CatalogView> {
  const ctx = request.ctx;
  if (ctx.zoneIds() !== null) return catalogView(request);
  const zone = await zoneOf();
  const clock = request.server.services.clock;
  return { zoneIds: [zone], moduleId: ctx.moduleId(), lang: ctx.lang, position: null, now: clock.now(), epoch: clock.epoch, zoneOfRow: true };
}

/** A cache key for answers that depend on the view but not on the caller's position. */
export function viewKey(view: CatalogView, ...rest: readonly unknown[]): string {
  return [view.epoch, [...view.zoneIds].sort((a, b) => a - b).join(','), view.moduleId ?? '*', view.lang, ...rest].join('|');
}

/**
 * Home lists (store tabs, item lists) are asked for by every visitor of a zone with the same
 * options, so each instance keeps a page for a little while; open flags lag by at most this long.
 */
export const LIST_TTL_MS = 30_000;
