import * as L from 'leaflet';
import labelData from './basemap/labels.json';
import landData from './basemap/land.json';

/** The shipped land comes from OpenStreetMap (ODbL): its credit shows whenever the basemap does. */
export const BASEMAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Under the tiles (tilePane is 200): tiles that load cover the basemap, tiles that fail leave it showing. */
export const BASEMAP_PANE = 'basemap';
const GROUND_PANE = 'basemap-ground';
// Markers stack by their y (negative ones below the SVG): names get a pane of their own over the land.
export const LABEL_PANE = 'basemap-labels';
/** Neighbourhood names crowd each other further out; city names stand alone there. */
export const NEIGHBOURHOOD_LABEL_ZOOM = 13;

export interface BasemapLabel {
  kind: 'city' | 'neighbourhood';
  name: string;
  ar: string;
  fr: string;
  at: [number, number];
}

const land = landData as unknown as GeoJSON.FeatureCollection<GeoJSON.MultiPolygon> & { bbox: [number, number, number, number] };
export const BASEMAP_LABELS = labelData as BasemapLabel[];

/** Land polygons in the shipped data (one path draws them all). */
export const landPolygonCount = () => land.features.reduce((n, f) => n + f.geometry.coordinates.length, 0);

export const labelText = (label: BasemapLabel, language: string) =>
  language === 'ar' ? label.ar : language === 'fr' ? label.fr : label.name;

/** Grid tiles drawn locally: outside the shipped region the map still shows movement and scale. */
class NeutralGridLayer extends L.GridLayer {
  override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'map-backdrop map-grid-tile';
    return tile;
  }
}

function labelMarker(label: BasemapLabel, language: string) {
  const text = document.createElement('span');
  text.textContent = labelText(label, language);
  return L.marker(label.at, {
    pane: LABEL_PANE,
    interactive: false,
    keyboard: false,
    icon: L.divIcon({ html: text, className: `basemap-label basemap-label--${label.kind}`, iconSize: undefined }),
  });
}

export interface Basemap {
  land: number;
  labels: { city: number; neighbourhood: number };
  remove: () => void;
}

/**
 * Sea over the shipped region, its land, and place names that follow the zoom: what the map shows
 * with no tile server or no network.
 */
export function addBasemap(map: L.Map, language: string): Basemap {
  for (const [name, zIndex] of [[GROUND_PANE, '150'], [BASEMAP_PANE, '160'], [LABEL_PANE, '170']] as const) {
    if (!map.getPane(name)) map.createPane(name).style.zIndex = zIndex;
  }
  const { bbox } = land;
  const renderer = L.svg({ pane: BASEMAP_PANE, padding: 0.5 });
  const layers: L.Layer[] = [
    new NeutralGridLayer({ pane: GROUND_PANE }),
    L.rectangle([[bbox[1], bbox[0]], [bbox[3], bbox[2]]], { renderer, pane: BASEMAP_PANE, className: 'basemap-sea', interactive: false, stroke: false, fillOpacity: 1 }),
    L.geoJSON(land, { renderer, pane: BASEMAP_PANE, interactive: false, attribution: BASEMAP_ATTRIBUTION, style: { className: 'basemap-land', weight: 1, fillOpacity: 1 } } as L.GeoJSONOptions),
  ];
  const cities = L.layerGroup(BASEMAP_LABELS.filter((l) => l.kind === 'city').map((l) => labelMarker(l, language)));
  const hoods = L.layerGroup(BASEMAP_LABELS.filter((l) => l.kind === 'neighbourhood').map((l) => labelMarker(l, language)));
  for (const layer of layers) layer.addTo(map);

  const showLabels = () => {
    const near = map.getZoom() >= NEIGHBOURHOOD_LABEL_ZOOM;
    (near ? hoods : cities).addTo(map);
    (near ? cities : hoods).remove();
  };
  showLabels();
  map.on('zoomend', showLabels);
  return {
    land: landPolygonCount(),
    labels: { city: cities.getLayers().length, neighbourhood: hoods.getLayers().length },
    remove: () => {
      map.off('zoomend', showLabels);
      for (const layer of [...layers, cities, hoods]) layer.remove();
    },
  };
}
