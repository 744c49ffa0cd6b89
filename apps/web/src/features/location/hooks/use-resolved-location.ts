import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import type { DeliveryLocation, LatLng } from '@/lib/session';
import { useGeocode } from '../api/get-geocode';
import { useZoneId } from '../api/get-zone-id';
import { sameLatLng } from '../constants';

/** An address already known for a point, e.g. from the place the visitor chose. */
export interface KnownAddress {
  latLng: LatLng;
  address: string;
}

export interface ResolvedLocation {
  /** Set once both the address and the zone are known: what "Pick Locations" saves. */
  location: DeliveryLocation | null;
  address: string | null;
  resolving: boolean;
  /** The server's first message when the point is outside every zone (or the lookup failed). */
  zoneError: string | null;
  addressFailed: boolean;
}

const formatCoordinates = ({ lat, lng }: LatLng) => `${lat.toFixed(6)}, ${lng.toFixed(6)}`;

/** Address (geocode) and zone (get-zone-id) of the map centre, looked up side by side. */
export function useResolvedLocation(center: LatLng | null, known: KnownAddress | null): ResolvedLocation {
  const { t } = useTranslation();
  const knownAddress = known && sameLatLng(known.latLng, center) ? known.address : null;
  const geocode = useGeocode(center && !knownAddress ? center : null);
  const zone = useZoneId(center);

  let address = knownAddress;
  if (!address && center && geocode.isSuccess) {
    // A point with no named address is still a place we can deliver to.
    address = geocode.data.results[0]?.formatted_address || formatCoordinates(center);
  }
  const zoneId = zone.isSuccess ? zone.data.zone_id : null;
  return {
    location: center && address && zoneId ? { zoneId, address, latLng: center } : null,
    address,
    resolving: zone.isFetching || geocode.isFetching,
    zoneError: zone.isError ? (errorMessage(zone.error) ?? t('errors.generic')) : null,
    addressFailed: !knownAddress && geocode.isError,
  };
}
