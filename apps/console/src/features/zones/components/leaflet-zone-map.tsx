import * as L from 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdMap, useBasemap, useTileLayer } from '@storefront/ui/map/leaflet-base';
import type { Ring, ZoneMapProps } from './zone-map-props';

/** Where the map opens before any zone is known: the business's first city. */
const START: L.LatLngTuple = [25.2, 55.3];
const OTHER: L.PolylineOptions = { className: 'map-zone', weight: 2, opacity: 0.8, fillOpacity: 0.08 };
const OFF: L.PolylineOptions = { ...OTHER, dashArray: '6 6', fillOpacity: 0.02 };
const SELECTED: L.PolylineOptions = { className: 'map-zone', weight: 4, opacity: 1, fillOpacity: 0.25 };
const EDITED: L.PolylineOptions = { color: '#d97706', weight: 3, fillOpacity: 0.2 };

/** Six decimals (about 10 cm) are plenty for a zone's corner. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
const ringOf = (polygon: L.Polygon): Ring => (polygon.getLatLngs()[0] as L.LatLng[]).map((p) => [round(p.lat), round(p.lng)]);
const sameRing = (a: Ring | null | undefined, b: Ring | null | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Makes the outline editable by its corners (sides may not cross) and hands each edit to `emit`. */
function editable(polygon: L.Polygon, emit: (ring: Ring) => void): void {
  polygon.setStyle(EDITED);
  polygon.pm.enable({ allowSelfIntersection: false });
  polygon.on('pm:edit', () => emit(ringOf(polygon)));
}

export default function LeafletZoneMap({ zones, selectedId = null, onSelect, outline, onOutline, tileUrl, attribution, label, texts }: ZoneMapProps) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const zonesRef = useRef<L.LayerGroup | null>(null);
  const drawnRef = useRef<L.Polygon | null>(null);
  const emitted = useRef<Ring | null | undefined>(undefined);
  const fitted = useRef(false);
  const handlers = useRef({ onSelect, onOutline });
  const [drawing, setDrawing] = useState(false);
  const editing = onOutline !== undefined;

  useEffect(() => {
    handlers.current = { onSelect, onOutline };
  });

  /** The outline as drawn or edited, to the form; the container tells how many corners it has (for tests and assistive checks). */
  const emit = (ring: Ring | null) => {
    emitted.current = ring;
    containerRef.current!.dataset.outlineCorners = String(ring?.length ?? 0);
    handlers.current.onOutline?.(ring);
  };

  useEffect(() => {
    const container = containerRef.current!;
    const map = L.map(container, { center: START, zoom: 10, attributionControl: false, zoomControl: false });
    L.control.zoom({ position: rtl ? 'topright' : 'topleft' }).addTo(map);
    zonesRef.current = L.layerGroup().addTo(map);
    map.on('pm:create', (event) => {
      const polygon = event.layer as L.Polygon;
      drawnRef.current?.remove();
      drawnRef.current = polygon;
      setDrawing(false);
      editable(polygon, emit);
      emit(ringOf(polygon));
    });
    map.on('pm:drawend', () => setDrawing(false));
    return holdMap(map, mapRef);
    // The map is made once; zones, the outline and the tiles are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useBasemap(mapRef, i18n.language, rtl);
  useTileLayer(mapRef, tileUrl, attribution);

  // Every zone but the one being edited, outlined; the selected one stands out. The first time, the view fits them.
  useEffect(() => {
    const layer = zonesRef.current;
    const map = mapRef.current;
    if (!layer || !map) return;
    layer.clearLayers();
    const bounds = L.latLngBounds([]);
    for (const zone of zones) {
      if (editing && zone.id === selectedId) continue;
      const style = zone.id === selectedId ? SELECTED : zone.on ? OTHER : OFF;
      const polygon = L.polygon(zone.outline, { ...style, pmIgnore: true, interactive: Boolean(onSelect) }).addTo(layer);
      polygon.bindTooltip(zone.name, { sticky: true, direction: 'top' });
      if (onSelect) polygon.on('click', () => handlers.current.onSelect?.(zone.id));
      bounds.extend(polygon.getBounds());
    }
    if (!fitted.current && !editing && bounds.isValid()) {
      fitted.current = true;
      map.fitBounds(bounds, { padding: [16, 16] });
    }
  }, [zones, selectedId, editing, onSelect]);

  // An outline given from outside (the zone loaded, or its newer version taken) replaces the one drawn.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !editing || sameRing(outline, emitted.current)) return;
    drawnRef.current?.remove();
    drawnRef.current = null;
    emitted.current = outline ?? null;
    containerRef.current!.dataset.outlineCorners = String(outline?.length ?? 0);
    if (!outline || outline.length === 0) return;
    const polygon = L.polygon(outline, EDITED).addTo(map);
    drawnRef.current = polygon;
    editable(polygon, emit);
    if (!fitted.current) {
      fitted.current = true;
      map.fitBounds(polygon.getBounds(), { padding: [24, 24] });
    }
  }, [outline, editing]);

  const draw = () => {
    const map = mapRef.current!;
    drawnRef.current?.remove();
    drawnRef.current = null;
    emit(null);
    map.pm.enableDraw('Polygon', { allowSelfIntersection: false, snappable: false });
    setDrawing(true);
  };

  return (
    <div className="relative size-full">
      <div ref={containerRef} role="region" aria-label={label} className="size-full" data-outline-corners={outline?.length ?? 0} />
      {editing && (
        <div className="absolute end-2 top-2 z-[1000] flex flex-col items-end gap-2">
          <button type="button" onClick={draw} className="rounded-lg bg-surface px-3 py-1.5 text-sm font-medium shadow ring-1 ring-line hover:bg-canvas">
            {outline && outline.length > 0 ? texts.redraw : texts.draw}
          </button>
          {drawing && <p role="status" className="max-w-56 rounded-lg bg-surface px-3 py-2 text-xs shadow ring-1 ring-line">{texts.hint}</p>}
        </div>
      )}
    </div>
  );
}
