import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import LeafletMap from './leaflet-map';
import type { ZoneArea } from '../api/get-zones';

const ring = (lat: number, lng: number) => [
  { lat, lng },
  { lat: lat + 0.05, lng },
  { lat: lat + 0.05, lng: lng + 0.05 },
];
const zones: ZoneArea[] = [
  { id: 1, name: 'Dubai', coordinates: ring(25.1, 55.2) },
  { id: 2, name: 'Sharjah', coordinates: ring(25.3, 55.4) },
  { id: 3, name: 'Broken', coordinates: [{ lat: 25, lng: 55 }] },
];
const view = { center: { lat: 25.2, lng: 55.27 }, zoom: 10, id: 0 };

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('LeafletMap', () => {
  it('draws land, sea, place names and zone outlines with no tile server', () => {
    const { container } = render(<LeafletMap view={view} zones={zones} onMoveEnd={() => {}} />);
    const map = container.querySelector<HTMLElement>('[role="application"]')!;
    expect(Number(map.dataset.basemapLand)).toBeGreaterThan(20);
    expect(Number(map.dataset.basemapLabels)).toBeGreaterThan(50);
    expect(map.dataset.basemapZones).toBe('2');
    expect(map.querySelectorAll('.leaflet-overlay-pane path.map-zone')).toHaveLength(2);
    expect(map.querySelector('path.basemap-land')).toBeTruthy();
    expect(map.querySelector('path.basemap-sea')).toBeTruthy();
    expect(map.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(map.querySelector('.leaflet-control-attribution')!.innerHTML).toContain('OpenStreetMap');
  });

  it('lays the configured tiles over the basemap, credited once', () => {
    const attribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
    const { container } = render(
      <LeafletMap view={view} zones={zones} tileUrl="https://tile.example.com/{z}/{x}/{y}.png" attribution={attribution} onMoveEnd={() => {}} />,
    );
    const tile = container.querySelector<HTMLImageElement>('.leaflet-tile-pane img.leaflet-tile')!;
    expect(tile.src).toMatch(/^https:\/\/tile\.example\.com\/10\/\d+\/\d+\.png$/);
    const credits = container.querySelector('.leaflet-control-attribution')!;
    expect(credits.querySelectorAll('a[href="https://www.openstreetmap.org/copyright"]')).toHaveLength(1);
  });
});
