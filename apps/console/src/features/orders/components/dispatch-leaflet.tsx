import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type ConsoleDispatch } from '@storefront/contract';
import { useBasemap, useTileLayer } from '@storefront/ui/map/leaflet-base';
import { DISPATCH_COLORS } from './dispatch-colors';

/** Markers a frame adds at most: a thousand at once would hold the page for one long task. */
const CHUNK = 40;

type OrderRow = number[];

export interface DispatchLeafletProps {
  /** Every answer since the first, in order: the first whole, then deltas. */
  answer: ConsoleDispatch | null;
  center: [number, number];
  label: string;
  tileUrl?: string;
  attribution?: string;
  onCounts: (counts: { orders: number; couriers: number }) => void;
}

/**
 * The dispatch map: on one canvas (Leaflet's canvas renderer), each running order's drop-off (red while it
 * waits for a courier, blue once carried), its store, and each courier on shift (green free, orange busy).
 * Each answer is applied in batches of a few hundred markers a frame, so that neither the first thousand
 * nor a stream of moves makes a long task.
 */
export default function DispatchLeaflet({ answer, center, label, tileUrl, attribution, onCounts }: DispatchLeafletProps) {
  const { i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const orders = useRef(new Map<number, L.CircleMarker>());
  const stores = useRef(new Map<string, L.CircleMarker>());
  const couriers = useRef(new Map<number, L.CircleMarker>());
  const queue = useRef<(() => void)[]>([]);
  const frame = useRef<number | null>(null);
  const renderer = useRef<L.Canvas | null>(null);
  const applied = useRef<ConsoleDispatch | null>(null);
  const rtl = i18n.dir() === 'rtl';

  // The map, then its basemap and tiles, each made in a task of its own after the page has shown, so that
  // none of them adds to the task that evaluated Leaflet.
  const [ready, setReady] = useState(0);
  const basemapRef = useRef<L.Map | null>(null);
  useEffect(() => {
    const container = containerRef.current!;
    const resize = new ResizeObserver(() => mapRef.current?.invalidateSize());
    const timers = [setTimeout(() => {
      const map = L.map(container, { center, zoom: 11, zoomControl: false, attributionControl: false });
      L.control.zoom({ position: rtl ? 'topright' : 'topleft' }).addTo(map);
      renderer.current = L.canvas({ padding: 0.2 });
      mapRef.current = map;
      resize.observe(container);
      setReady(1);
      timers.push(setTimeout(() => {
        basemapRef.current = map;
        setReady(2);
      }));
    })];
    const [orderMarks, storeMarks, courierMarks] = [orders.current, stores.current, couriers.current];
    return () => {
      timers.forEach(clearTimeout);
      resize.disconnect();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      mapRef.current?.remove();
      mapRef.current = null;
      basemapRef.current = null;
      orderMarks.clear();
      storeMarks.clear();
      courierMarks.clear();
    };
    // The map is made once; answers and tiles are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Keyed on `ready`: the basemap's effects run again once the map is there.
  useBasemap(basemapRef, ready === 2 ? i18n.language : '', rtl);
  useTileLayer(basemapRef, ready === 2 ? tileUrl : undefined, attribution);

  useEffect(() => {
    const map = mapRef.current;
    // Each answer once: `ready` changing runs this again with the answer drawn already.
    if (!map || !answer || applied.current === answer) return;
    applied.current = answer;
    const dot = (at: L.LatLngExpression, color: string, radius: number) =>
      L.circleMarker(at, { renderer: renderer.current!, radius, color, weight: 1, fillColor: color, fillOpacity: 0.8, interactive: false }).addTo(map);
    const jobs: (() => void)[] = [];
    if (!answer.delta) {
      jobs.push(() => {
        for (const m of [...orders.current.values(), ...couriers.current.values()]) m.remove();
        orders.current.clear();
        couriers.current.clear();
      });
    }
    for (const id of answer.ended) jobs.push(() => { orders.current.get(id)?.remove(); orders.current.delete(id); });
    for (const id of answer.offline) jobs.push(() => { couriers.current.get(id)?.remove(); couriers.current.delete(id); });
    const placeOrder = (row: OrderRow) => {
      const [id, status, sLat, sLng, dLat, dLng, courier] = row as [number, number, number, number, number, number, number];
      const color = courier || ORDER_STATUSES[status] === 'picked_up' ? DISPATCH_COLORS.carried : DISPATCH_COLORS.waiting;
      const known = orders.current.get(id);
      if (known) known.setLatLng([dLat, dLng]).setStyle({ color, fillColor: color });
      else orders.current.set(id, dot([dLat, dLng], color, 4));
      const key = `${sLat},${sLng}`;
      if (!stores.current.has(key)) stores.current.set(key, dot([sLat, sLng], DISPATCH_COLORS.store, 6));
    };
    const placeCourier = ([id, lat, lng, busy]: number[]) => {
      const color = busy ? DISPATCH_COLORS.busy : DISPATCH_COLORS.free;
      const known = couriers.current.get(id!);
      if (known) known.setLatLng([lat!, lng!]).setStyle({ color, fillColor: color });
      else couriers.current.set(id!, dot([lat!, lng!], color, 5));
    };
    for (let i = 0; i < answer.orders.length; i += CHUNK) jobs.push(() => answer.orders.slice(i, i + CHUNK).forEach(placeOrder));
    for (let i = 0; i < answer.couriers.length; i += CHUNK) jobs.push(() => answer.couriers.slice(i, i + CHUNK).forEach(placeCourier));
    jobs.push(() => onCounts({ orders: orders.current.size, couriers: couriers.current.size }));
    queue.current.push(...jobs);
    const run = () => {
      frame.current = null;
      queue.current.shift()?.();
      if (queue.current.length) frame.current = requestAnimationFrame(run);
    };
    if (frame.current === null) frame.current = requestAnimationFrame(run);
  }, [answer, onCounts, ready]);

  return <div ref={containerRef} role="region" aria-label={label} data-testid="dispatch-map" className="map-backdrop size-full" />;
}
