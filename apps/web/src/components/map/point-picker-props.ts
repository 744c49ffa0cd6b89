import type { DeliveryLocation, LatLng } from '@/lib/session';

/**
 * A map to choose a point on, e.g. inside the address form: the address feature asks for one
 * through a render prop, the location feature's point picker is one, and the app joins them.
 */
export interface PointPickerProps {
  /** Where the map opens, with the address already known for that point. */
  start?: { latLng: LatLng; address: string } | null;
  /** The point with its address and zones, or null while it resolves or lies outside every zone. */
  onChange: (location: DeliveryLocation | null) => void;
}
