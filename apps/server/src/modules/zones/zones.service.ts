import type { Language, ZoneList, ZoneLookup } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Row } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { pointInPolygon, type LatLngTuple } from '../../lib/geo.js';
import { parseJson } from '../../lib/json.js';
import { activeZones, moduleZoneTerms, zonesAround } from './zones.repository.js';
import { toDeliveryTerms, toZoneData, toZoneListItem, type DeliveryTerms } from './zones.mapper.js';

export class ZonesService {
  constructor(private readonly db: Db) {}

  /** Every active zone holding the point, smallest first, so nested zones win over the city around them. */
  private async zonesAt(lat: number, lng: number): Promise<Row<'zones'>[]> {
    const candidates = await zonesAround(this.db, lat, lng);
    return candidates
      .filter((z) => pointInPolygon(lat, lng, parseJson<LatLngTuple[]>(z.polygon, [])))
      .sort((a, b) => a.area - b.area || a.id - b.id);
  }

  /** The ids of the active zones holding the point, smallest first. */
  async zoneIdsAt(lat: number, lng: number): Promise<number[]> {
    return (await this.zonesAt(lat, lng)).map((z) => z.id);
  }

  /** How a module's orders are delivered and paid in a zone; null where the module does not serve it. */
  async deliveryTerms(moduleId: number, zoneId: number): Promise<DeliveryTerms | null> {
    const row = await moduleZoneTerms(this.db, moduleId, zoneId);
    return row ? toDeliveryTerms(row) : null;
  }

  async lookup(lat: number, lng: number): Promise<ZoneLookup> {
    const zones = await this.zonesAt(lat, lng);
    if (zones.length === 0) {
      throw new AppError('service_not_available', 'Service is not available in this area yet. Please choose another location.');
    }
    return { zone_id: JSON.stringify(zones.map((z) => z.id)), zone_data: zones.map(toZoneData) };
  }

  /** Every active zone's ring, for drawing coverage on the map. */
  async list(lang: Language): Promise<ZoneList> {
    return (await activeZones(this.db)).map((z) => toZoneListItem(z, lang));
  }
}
