import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { MODULES } from './data/modules.js';
import { ZONES } from './data/zones.js';
import { boundingBox, pointInPolygon, ringArea, type LatLngTuple } from '../../lib/geo.js';
import type { ImageSet } from './images.js';
import { insertReturningIds, insertRows } from './insert.js';
import { MODULE_EMOJI } from './category-pictures.js';
import { isoDaysBefore } from './text.js';

export interface ZoneInfo {
  id: number;
  name: string;
  ring: readonly LatLngTuple[];
  area: number;
}

/** The smallest zone containing the point, as the zone lookup resolves it. */
export function zoneAt(zones: readonly ZoneInfo[], [lat, lng]: LatLngTuple): ZoneInfo | undefined {
  return [...zones].sort((a, b) => a.area - b.area).find((z) => pointInPolygon(lat, lng, z.ring));
}

export async function insertZones(db: Kysely<Database>, now: Date): Promise<ZoneInfo[]> {
  const created = isoDaysBefore(now, 365);
  const ids = await insertReturningIds(
    db,
    'zones',
    ZONES.map((z) => ({
      name: z.name,
      translations: JSON.stringify({ ar: { name: z.ar }, fr: { name: z.fr } }),
      polygon: JSON.stringify(z.ring),
      ...boundingBox(z.ring),
      area: ringArea(z.ring),
      status: 1,
      cash_on_delivery: z.cash_on_delivery,
      digital_payment: z.digital_payment,
      offline_payment: z.offline_payment,
      increased_delivery_fee: z.increased_delivery_fee,
      increased_delivery_fee_status: z.increased_delivery_fee_status,
      increase_delivery_charge_message: z.increase_delivery_charge_message,
      created_at: created,
    })),
  );
  return ZONES.map((z, i) => ({ id: ids[i] as number, name: z.name, ring: z.ring, area: ringArea(z.ring) }));
}

/** Every module serves every zone; Sharjah is a little dearer to reach. */
export async function insertModules(
  db: Kysely<Database>,
  zones: readonly ZoneInfo[],
  images: ImageSet,
  now: Date,
): Promise<Record<string, number>> {
  const created = isoDaysBefore(now, 365);
  const ids = await insertReturningIds(
    db,
    'modules',
    MODULES.map((m, i) => ({
      module_name: m.name,
      module_type: m.type,
      slug: m.slug,
      icon: images.add(`module/${m.slug}.svg`, { style: 'tile', emoji: MODULE_EMOJI[m.type], palette: `module:${m.type}` }, 'icon'),
      thumbnail: images.add(`module/${m.slug}-thumbnail.svg`, { style: 'scene', emoji: MODULE_EMOJI[m.type], palette: `module:${m.type}` }, 'banner'),
      theme_id: 1,
      description: m.description,
      translations: JSON.stringify({ ar: { module_name: m.ar }, fr: { module_name: m.fr } }),
      status: 1,
      // Zones are listed in module_zones instead.
      all_zone_service: 0,
      position: i + 1,
      created_at: created,
    })),
  );
  await insertRows(
    db,
    'module_zones',
    MODULES.flatMap((m, i) =>
      zones.map((z) => {
        const surcharge = z.name === 'Sharjah' ? 50 : 0;
        const [perKm, min, max, cod] = m.shipping;
        return {
          module_id: ids[i] as number,
          zone_id: z.id,
          per_km_shipping_charge: perKm + surcharge,
          minimum_shipping_charge: min + surcharge * 4,
          maximum_shipping_charge: max,
          maximum_cod_order_amount: cod,
        };
      }),
    ),
  );
  return Object.fromEntries(MODULES.map((m, i) => [m.type, ids[i] as number]));
}

/** Reads the zones back for the scale seed. */
export async function loadZones(db: Kysely<Database>): Promise<ZoneInfo[]> {
  const rows = await db.selectFrom('zones').select(['id', 'name', 'polygon', 'area']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, ring: JSON.parse(r.polygon) as LatLngTuple[], area: r.area }));
}
