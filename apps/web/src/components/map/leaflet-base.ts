import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { useEffect, type RefObject } from 'react';

/** Grid tiles drawn locally: the map still shows movement and scale with no tile server. */
export class NeutralGridLayer extends L.GridLayer {
  override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'map-backdrop map-grid-tile';
    return tile;
  }
}

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The business's tile server over the grid, when it has one; a tile that fails to load leaves the grid visible. */
export function useTileLayer(mapRef: RefObject<L.Map | null>, tileUrl: string | undefined, attribution: string | undefined, rtl: boolean) {
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19, zIndex: 1 }).addTo(map);
    const credits = L.control.attribution({ prefix: false, position: rtl ? 'bottomright' : 'bottomleft' }).addTo(map);
    if (attribution) credits.addAttribution(attribution);
    return () => {
      tiles.remove();
      credits.remove();
    };
  }, [mapRef, tileUrl, attribution, rtl]);
}
