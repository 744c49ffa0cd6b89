import * as L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { addBasemap, BASEMAP_ATTRIBUTION, BASEMAP_PANE, LABEL_PANE, NEIGHBOURHOOD_LABEL_ZOOM } from './basemap';

let map: L.Map | undefined;
afterEach(() => {
  map?.remove();
  map = undefined;
});

const open = (zoom: number) => {
  map = L.map(document.body.appendChild(document.createElement('div')), { center: [25.2, 55.27], zoom });
  return map;
};
const pane = (name = BASEMAP_PANE) => map!.getPane(name)!;
const labels = () => [...pane(LABEL_PANE).querySelectorAll('.basemap-label')].map((l) => l.textContent);

describe('addBasemap', () => {
  it('draws the sea and the shipped land under the tiles, crediting OpenStreetMap', () => {
    const basemap = addBasemap(open(10), 'en');
    expect(basemap.land).toBeGreaterThan(20);
    // Leaflet's tile pane is at 200: loaded tiles cover all of it.
    expect(Number(pane().style.zIndex)).toBeLessThan(Number(pane(LABEL_PANE).style.zIndex));
    expect(Number(pane(LABEL_PANE).style.zIndex)).toBeLessThan(200);
    const sea = pane().querySelector('path.basemap-sea')!;
    const land = pane().querySelector('path.basemap-land')!;
    expect(sea.getAttribute('d')).toMatch(/^M/);
    // One path holds every land polygon (jsdom's map has no size, so Leaflet clips them to a point's worth).
    expect(land.getAttribute('d')).toMatch(/^M/);
    let credited = false;
    map!.eachLayer((layer) => {
      credited ||= layer.getAttribution?.() === BASEMAP_ATTRIBUTION;
    });
    expect(credited).toBe(true);
  });

  it('names the cities from afar and the neighbourhoods close up, in the visitor’s language', () => {
    const basemap = addBasemap(open(10), 'en');
    expect(labels()).toContain('Dubai');
    expect(labels()).toContain('Sharjah');
    expect(labels()).not.toContain('Dubai Marina');
    expect(labels()).toHaveLength(basemap.labels.city);

    map!.setZoom(NEIGHBOURHOOD_LABEL_ZOOM);
    expect(labels()).toContain('Dubai Marina');
    expect(labels()).not.toContain('Sharjah');
    expect(labels()).toHaveLength(basemap.labels.neighbourhood);

    basemap.remove();
    expect(labels()).toHaveLength(0);
    expect(pane().querySelector('path.basemap-land')).toBeNull();
    addBasemap(map!, 'ar');
    expect(labels()).toContain('دبي مارينا');
  });
});
