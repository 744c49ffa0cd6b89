import * as L from 'leaflet';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import LeafletRouteMap from './leaflet-route-map';
import type { RoutePoint } from './route-points';

const store: RoutePoint = { kind: 'store', lat: 25.2, lng: 55.27, title: 'Store: Fresh Basket' };
const destination: RoutePoint = { kind: 'destination', lat: 25.21, lng: 55.28, title: 'Delivery address: 4 Palm Street' };
const courierAt = (lat: number, lng: number): RoutePoint => ({ kind: 'courier', lat, lng, title: 'Delivery man: Karim Haddad' });

const props = { label: 'Delivery map', unavailableText: 'No map' };
const place = (element: HTMLElement) => `${element.style.transform}|${element.style.left},${element.style.top}`;
const marker = (title: string) => document.querySelector<HTMLElement>(`.leaflet-marker-icon[title="${title}"]`);

beforeAll(() => {
  // jsdom has no layout observer; the map only uses it to follow size changes.
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('LeafletRouteMap', () => {
  it('draws named markers and the route, moves the courier in place, and fits again only when a point appears', () => {
    const fitBounds = vi.spyOn(L.Map.prototype, 'fitBounds');
    // The route runs store -> courier -> destination.
    const setLatLngs = vi.spyOn(L.Polyline.prototype, 'setLatLngs');
    const { rerender, container } = render(<LeafletRouteMap {...props} points={[store, destination]} />);
    const region = container.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Delivery map');
    expect(marker(store.title)!.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe(store.title);
    expect(marker(destination.title)!.querySelector('[data-kind="destination"]')).toBeTruthy();
    expect(marker('Delivery man: Karim Haddad')).toBeNull();
    expect(fitBounds).toHaveBeenCalledTimes(1);

    rerender(<LeafletRouteMap {...props} points={[store, courierAt(25.205, 55.275), destination]} />);
    const courier = marker('Delivery man: Karim Haddad')!;
    expect(courier.querySelector('[data-kind="courier"]')).toBeTruthy();
    expect(fitBounds).toHaveBeenCalledTimes(2);
    expect(container.querySelector('.leaflet-overlay-pane path[stroke-dasharray]')).toBeTruthy();
    expect(setLatLngs).toHaveBeenLastCalledWith([[25.2, 55.27], [25.205, 55.275], [25.21, 55.28]]);

    const before = place(courier);
    rerender(<LeafletRouteMap {...props} points={[store, courierAt(25.207, 55.277), destination]} />);
    // Same element, new place: the marker moved instead of being redrawn, and the view was left alone.
    expect(marker('Delivery man: Karim Haddad')).toBe(courier);
    expect(place(courier)).not.toBe(before);
    expect(fitBounds).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[role="region"]')).toBe(region);
    expect(document.querySelectorAll('.leaflet-marker-pane .leaflet-marker-icon')).toHaveLength(3);

    expect(setLatLngs).toHaveBeenLastCalledWith([[25.2, 55.27], [25.207, 55.277], [25.21, 55.28]]);

    rerender(<LeafletRouteMap {...props} points={[store, destination]} />);
    expect(marker('Delivery man: Karim Haddad')).toBeNull();
    expect(setLatLngs).toHaveBeenLastCalledWith([[25.2, 55.27], [25.21, 55.28]]);
  });

  it('draws a given path as a solid line through its points, and the straight dashed line again without it', () => {
    const setLatLngs = vi.spyOn(L.Polyline.prototype, 'setLatLngs');
    const road = [{ lat: 25.2, lng: 55.27 }, { lat: 25.203, lng: 55.271 }, { lat: 25.206, lng: 55.279 }, { lat: 25.21, lng: 55.28 }];
    const line = (container: HTMLElement) => container.querySelector('.leaflet-overlay-pane path')!;
    const { rerender, container } = render(<LeafletRouteMap {...props} points={[store, destination]} path={road} />);
    expect(setLatLngs).toHaveBeenLastCalledWith([[25.2, 55.27], [25.203, 55.271], [25.206, 55.279], [25.21, 55.28]]);
    expect(line(container).getAttribute('stroke-dasharray')).toBeNull();

    // One point is no road: the straight line stands.
    rerender(<LeafletRouteMap {...props} points={[store, destination]} path={road.slice(0, 1)} />);
    expect(setLatLngs).toHaveBeenLastCalledWith([[25.2, 55.27], [25.21, 55.28]]);
    expect(line(container).getAttribute('stroke-dasharray')).toBe('8 8');

    rerender(<LeafletRouteMap {...props} points={[store, destination]} path={road} />);
    rerender(<LeafletRouteMap {...props} points={[store, destination]} />);
    expect(setLatLngs).toHaveBeenLastCalledWith([[25.2, 55.27], [25.21, 55.28]]);
    expect(line(container).getAttribute('stroke-dasharray')).toBe('8 8');
  });
});
