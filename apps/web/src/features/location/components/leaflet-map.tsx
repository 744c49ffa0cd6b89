import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { holdMap, prefersReducedMotion, useBasemap, useTileLayer } from '@storefront/ui/map/leaflet-base';
import type { LatLng } from '@/lib/session';
import type { LocationMapProps } from './location-map-props';

// Over the tiles too: where the business delivers matters on any map. Colours come from the stylesheet (both themes).
const ZONE_STYLE: L.PathOptions = { className: 'map-zone', weight: 2, opacity: 0.9, fillOpacity: 0.12, interactive: false };

// A requested view may land a hair off its target once projected to pixels and back.
const close = (a: L.LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lng - b.lng) < 1e-5;

export default function LeafletMap({ view, zones, tileUrl, attribution, onMoveStart, onMoveEnd }: LocationMapProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const zonesRef = useRef<L.LayerGroup | null>(null);
  const initialView = useRef(view);
  const appliedViewId = useRef(view.id);
  const pendingCenter = useRef<LatLng | null>(null);
  const handlers = useRef({ onMoveStart, onMoveEnd });
  const rtl = i18n.dir() === 'rtl';

  useEffect(() => {
    handlers.current = { onMoveStart, onMoveEnd };
  });

  useEffect(() => {
    const container = containerRef.current!;
    const { center, zoom } = initialView.current;
    const map = L.map(container, { center: [center.lat, center.lng], zoom, zoomControl: false, attributionControl: false });
    // Zoom buttons at the reading start; the picker puts its own buttons at the end.
    L.control.zoom({ position: rtl ? 'topright' : 'topleft', zoomInTitle: t('location.zoom_in'), zoomOutTitle: t('location.zoom_out') }).addTo(map);
    zonesRef.current = L.layerGroup().addTo(map);

    map.on('movestart', () => handlers.current.onMoveStart?.());
    map.on('moveend', () => {
      const actual = map.getCenter();
      const requested = pendingCenter.current;
      pendingCenter.current = null;
      handlers.current.onMoveEnd(requested && close(actual, requested) ? requested : { lat: actual.lat, lng: actual.lng });
    });
    // The modal animates in and can go fullscreen.
    return holdMap(map, mapRef);
    // The map is created once; later views, zones and tiles are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || view.id === appliedViewId.current) return;
    appliedViewId.current = view.id;
    pendingCenter.current = view.center;
    const target: L.LatLngTuple = [view.center.lat, view.center.lng];
    if (prefersReducedMotion()) map.setView(target, view.zoom, { animate: false });
    else map.flyTo(target, view.zoom, { duration: 0.8 });
  }, [view]);

  useEffect(() => {
    const group = zonesRef.current;
    if (!group) return;
    group.clearLayers();
    for (const zone of zones) {
      if (zone.coordinates.length < 3) continue;
      L.polygon(
        zone.coordinates.map((p) => [p.lat, p.lng] as L.LatLngTuple),
        ZONE_STYLE,
      ).addTo(group);
    }
    containerRef.current!.dataset.basemapZones = String(group.getLayers().length);
  }, [zones]);

  useBasemap(mapRef, i18n.language, rtl);
  useTileLayer(mapRef, tileUrl, attribution);

  return (
    <div
      ref={containerRef}
      dir="ltr"
      role="application"
      aria-label={t('location.map_label')}
      className="map-backdrop isolate size-full"
    />
  );
}
