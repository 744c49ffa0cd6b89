export type Ring = [number, number][];

/** The business's map tiles (GET config), when it has a tile server. */
export interface MapTiles { url?: string; attribution?: string }

export interface ZoneMapProps {
  /** Zones shown outlined; the one with `selectedId` stands out, a click on one calls `onSelect`. */
  zones: readonly { id: number; name: string; outline: Ring; on: boolean }[];
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /** The outline being edited (null: none drawn yet); given with `onOutline`, the map draws and edits it. */
  outline?: Ring | null;
  onOutline?: (ring: Ring | null) => void;
  tileUrl?: string;
  attribution?: string;
  label: string;
  texts: { unavailable: string; draw: string; redraw: string; hint: string };
}
