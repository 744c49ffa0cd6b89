import type { LatLng } from '@/lib/session';
import type { ZoneArea } from '../api/get-zones';

/** A request to show `center` at `zoom`; a new `id` applies it even when the values repeat. */
export interface MapView {
  center: LatLng;
  zoom: number;
  id: number;
}

/** What the picker needs from a map; the Leaflet implementation loads only when a map is shown. */
export interface LocationMapProps {
  view: MapView;
  zones: ZoneArea[];
  /** Empty: no tile layer, just the shipped basemap (land, sea, place names) and the zones. */
  tileUrl?: string;
  attribution?: string;
  onMoveStart?: () => void;
  /** The centre after the visitor dragged or zoomed, or after a requested view was reached. */
  onMoveEnd: (center: LatLng) => void;
}
