import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { useEffect, type RefObject } from 'react';
import { addBasemap } from './basemap';

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Holds a map made for its container: Leaflet's idea of the size follows the container's (dialogs animate
 * in, drawers slide, panes go fullscreen) and the ref names the map, until the cleanup returned removes it.
 */
export function holdMap(map: L.Map, mapRef: { current: L.Map | null }): () => void {
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(map.getContainer());
  mapRef.current = map;
  return () => {
    resize.disconnect();
    map.remove();
    mapRef.current = null;
  };
}

/**
 * The shipped basemap (sea, land, place names) under everything, and the credits for it and the tiles.
 * The container exposes what was drawn (`data-basemap-*`), so a test can tell the map is not blank.
 */
export function useBasemap(mapRef: RefObject<L.Map | null>, language: string, rtl: boolean) {
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const credits = L.control.attribution({ prefix: false, position: rtl ? 'bottomright' : 'bottomleft' }).addTo(map);
    const basemap = addBasemap(map, language);
    const { dataset } = map.getContainer();
    dataset.basemapLand = String(basemap.land);
    dataset.basemapLabels = String(basemap.labels.city + basemap.labels.neighbourhood);
    return () => {
      basemap.remove();
      credits.remove();
    };
  }, [mapRef, language, rtl]);
}

/** The business's tile server over the basemap, when it has one; a tile that fails to load leaves the basemap visible. */
export function useTileLayer(mapRef: RefObject<L.Map | null>, tileUrl: string | undefined, attribution: string | undefined) {
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    // The attribution control picks the credit up from the layer.
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [mapRef, tileUrl, attribution]);
}
