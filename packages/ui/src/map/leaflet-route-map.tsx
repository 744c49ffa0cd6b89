import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { holdMap, prefersReducedMotion, useBasemap, useTileLayer } from './leaflet-base';
import { ROUTE_COLORS, type RouteMapProps, type RoutePoint, type RoutePointKind } from './route-points';

// Drawn inline (no image downloads); the shapes match the app's store, bike and pin icons.
const GLYPHS: Record<RoutePointKind, string> = {
  store: '<path d="M4 9.5V20h16V9.5M3 5h18l-1 4.5a3 3 0 0 1-5.5.5 3 3 0 0 1-5 0A3 3 0 0 1 4 9.5Z"/><path d="M10 20v-5h4v5"/>',
  courier: '<circle cx="6" cy="17" r="3"/><circle cx="18" cy="17" r="3"/><path d="M6 17 9.5 9H14l4 8M9.5 9 8 6H6M14 9l-2.5 8"/>',
  destination: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z"/><circle cx="12" cy="9.5" r="2.5"/>',
};

function markerIcon(point: RoutePoint): L.DivIcon {
  const badge = document.createElement('span');
  badge.className = `route-marker route-marker--${point.kind}`;
  badge.style.backgroundColor = ROUTE_COLORS[point.kind];
  badge.setAttribute('role', 'img');
  badge.setAttribute('aria-label', point.title);
  badge.dataset.kind = point.kind;
  badge.innerHTML = `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${GLYPHS[point.kind]}</svg>`;
  return L.divIcon({ html: badge, className: 'route-marker-host', iconSize: [36, 36], iconAnchor: [18, 18] });
}

const LINE_STYLE: L.PolylineOptions = { color: ROUTE_COLORS.store, weight: 4, opacity: 0.8, dashArray: '8 8', interactive: false };

type LatLng = { lat: number; lng: number };

function fitTo(map: L.Map, points: LatLng[]) {
  const animate = !prefersReducedMotion();
  if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], 15, { animate });
  else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: 16, animate });
}

export default function LeafletRouteMap({ points, path, label, tileUrl, attribution }: RouteMapProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const lineRef = useRef<L.Polyline | null>(null);
  const markersRef = useRef(new Map<RoutePointKind, { marker: L.Marker; title: string }>());
  // The kinds the view was last fitted to: a new one (the courier appearing) fits again, a move does not.
  const fittedRef = useRef(new Set<RoutePointKind>());
  const rtl = i18n.dir() === 'rtl';

  useEffect(() => {
    const container = containerRef.current!;
    const markers = markersRef.current;
    const map = L.map(container, { center: [0, 0], zoom: 2, zoomControl: false, attributionControl: false });
    L.control.zoom({ position: rtl ? 'topright' : 'topleft', zoomInTitle: t('location.zoom_in'), zoomOutTitle: t('location.zoom_out') }).addTo(map);
    lineRef.current = L.polyline([], LINE_STYLE).addTo(map);
    // The drawer slides in.
    const release = holdMap(map, mapRef);
    return () => {
      release();
      markers.clear();
      fittedRef.current = new Set();
    };
    // The map is created once; points and tiles are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = markersRef.current;
    for (const point of points) {
      const known = markers.get(point.kind);
      if (known && known.title === point.title) {
        // Each poll moves the courier: the marker follows, the map stays as the visitor left it.
        known.marker.setLatLng([point.lat, point.lng]);
      } else {
        known?.marker.remove();
        const marker = L.marker([point.lat, point.lng], {
          icon: markerIcon(point),
          title: point.title,
          keyboard: false,
          interactive: false,
          // The courier stays visible where it passes the store or the destination.
          zIndexOffset: point.kind === 'courier' ? 1000 : 0,
        });
        markers.set(point.kind, { marker: marker.addTo(map), title: point.title });
      }
    }
    for (const [kind, { marker }] of markers) {
      if (points.some((p) => p.kind === kind)) continue;
      marker.remove();
      markers.delete(kind);
    }
    // A road is drawn solid; the dashes say the line is only a straight guess between the points.
    const road = path && path.length >= 2 ? path : null;
    lineRef.current?.setStyle({ dashArray: road ? '' : LINE_STYLE.dashArray }).setLatLngs((road ?? points).map((p) => [p.lat, p.lng]));

    const appeared = points.some((p) => !fittedRef.current.has(p.kind));
    fittedRef.current = new Set(points.map((p) => p.kind));
    // A road may bend beyond its ends: the view holds it too.
    if (appeared) fitTo(map, [...points, ...(road ?? [])]);
  }, [points, path]);

  useBasemap(mapRef, i18n.language, rtl);
  useTileLayer(mapRef, tileUrl, attribution);

  return (
    <div
      ref={containerRef}
      dir="ltr"
      role="region"
      aria-label={label}
      data-testid="route-map"
      className="map-backdrop isolate size-full"
    />
  );
}
