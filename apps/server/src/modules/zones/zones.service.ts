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
    return row?.status === 1 ? toDeliveryTerms(row) : null;
  }

  /**
   * How a store's module delivers to a drop-off: the terms of the smallest zone holding the drop-off, within
   * the store's own zone, that has rates of the module (none where it is switched off there); without a
   * drop-off (take-away), the store's zone's. So a district drawn inside a city has its own rates for the
   * city's stores as soon as it is saved.
   */
  async deliveryTermsTo(moduleId: number, storeZoneId: number, dropOff: { latitude: number; longitude: number } | null): Promise<DeliveryTerms | null> {
    if (dropOff) {
      for (const zoneId of await this.zoneIdsAt(dropOff.latitude, dropOff.longitude)) {
        const row = await moduleZoneTerms(this.db, moduleId, zoneId);
        if (row) return row.status === 1 ? toDeliveryTerms(row) : null;
        if (zoneId === storeZoneId) return null;
      }
    }
    return this.deliveryTerms(moduleId, storeZoneId);
  }

  async lookup(lat: number, lng: number, lang: Language = 'en'): Promise<ZoneLookup> {
    const zones = await this.zonesAt(lat, lng);
    if (zones.length === 0) {
      throw new AppError('service_not_available', 'Service is not available in this area yet. Please choose another location.');
    }
    return { zone_id: JSON.stringify(zones.map((z) => z.id)), zone_data: zones.map((z) => toZoneData(z, lang)) };
  }

  /** Every active zone's ring, for drawing coverage on the map. */
  async list(lang: Language): Promise<ZoneList> {
    return (await activeZones(this.db)).map((z) => toZoneListItem(z, lang));
  }
}
