import type { Db } from '../connection.js';
import { boundingBox, pointInPolygon, type LatLngTuple } from '../../lib/geo.js';
import { CATALOG } from './catalog.js';
import { CHAIN_NOUNS, CHAIN_PREFIXES } from './data/chains.js';
import type { StoreFlag } from './data/stores.js';
import type { CatalogModule } from './data/types.js';
import type { ImageSet } from './images.js';
import type { StoreLooks } from './pictures.js';
import type { ZoneInfo } from './places.js';
import type { Rng } from './random.js';
import { nearestArea, TYPICAL_HOURS, type SeededStore, type StoreSpec } from './stores.js';
import { slugify } from './text.js';

const MODULE_WEIGHTS: readonly (readonly [CatalogModule, number])[] = [['food', 0.4], ['grocery', 0.25], ['pharmacy', 0.15], ['ecommerce', 0.2]];
const ZONE_WEIGHTS: Record<string, number> = { Dubai: 0.55, 'Downtown & Business Bay': 0.15, 'Dubai Marina & JLT': 0.15, Sharjah: 0.15 };

function weighted<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [value, w] of options) if ((r -= w) < 0) return value;
  return (options[options.length - 1] as readonly [T, number])[0];
}

function pointIn(rng: Rng, zone: ZoneInfo): LatLngTuple {
  const box = boundingBox([...zone.ring]);
  for (;;) {
    const p: LatLngTuple = [
      Math.round((box.min_lat + rng.next() * (box.max_lat - box.min_lat)) * 1e6) / 1e6,
      Math.round((box.min_lng + rng.next() * (box.max_lng - box.min_lng)) * 1e6) / 1e6,
    ];
    if (pointInPolygon(p[0], p[1], zone.ring)) return p;
  }
}

/** Splits `total` over `n` parts with some spread; the parts add up exactly. */
export function spread(rng: Rng, total: number, n: number): number[] {
  if (n === 0) return [];
  const weights = Array.from({ length: n }, () => 0.4 + rng.next() * 1.2);
  const sum = weights.reduce((s, w) => s + w, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let rest = total - parts.reduce((s, p) => s + p, 0);
  for (let i = 0; rest > 0; i = (i + 1) % n, rest--) parts[i] = (parts[i] as number) + 1;
  return parts;
}

export function scaleStoreSpec(rng: Rng, zones: readonly ZoneInfo[], ordinal: number, itemCount: number, images: ImageSet, looks: StoreLooks): StoreSpec {
  const module = weighted(rng, MODULE_WEIGHTS);
  const rootNames = CATALOG[module].map((r) => r.en);
  const roots =
    module === 'pharmacy' || (module === 'grocery' && rng.chance(0.6))
      ? rootNames
      : rng.sample(rootNames, module === 'grocery' ? rng.int(3, 5) : rng.int(1, 3));
  const nouns = CHAIN_NOUNS[module][roots[0] as string] ?? CHAIN_NOUNS[module]['*'] ?? ['Store'];
  const noun = rng.pick(nouns);
  const chain = `${rng.pick(CHAIN_PREFIXES)} ${noun}`;
  const zone = weighted(rng, zones.map((z) => [z, ZONE_WEIGHTS[z.name] ?? 0.1] as const));
  const point = pointIn(rng, zone);
  const area = nearestArea(point);
  const name = `${chain} ${area.name.replace(', Sharjah', '')}`;
  const flags: StoreFlag[] = [];
  const maybe = (flag: StoreFlag, p: number) => rng.chance(p) && flags.push(flag);
  maybe('featured', 0.05);
  maybe('free-delivery', 0.1);
  if (module === 'food') maybe('halal', 0.5);
  maybe('schedule', 0.3);
  maybe('discount', 0.03);
  maybe('inactive', 0.01);
  maybe('paused', 0.01);
  const slug = `${slugify(name)}-${ordinal}`;
  return {
    name,
    slug,
    module,
    area,
    point,
    building: `Shop ${rng.int(1, 80)}, ${rng.pick(['Plaza', 'Centre', 'Tower', 'Residence', 'Mall'])} ${rng.int(1, 12)}`,
    roots,
    itemCount,
    hours: rng.pick(TYPICAL_HOURS),
    ...(rng.chance(0.1) ? { closedDay: rng.int(0, 6) } : {}),
    flags,
    // Chains share their logo and each kind of store shares a cover, so files stay few.
    logo: images.add(`store/chain-${slugify(chain)}.svg`, { style: 'tile', ...looks.pick(chain, module, roots) }),
    cover: images.add(`store/cover-chain-${slugify(noun)}.svg`, { style: 'scene', ...looks.pick(noun, module, roots) }, 'cover'),
  };
}

/** Demo stores as the item generator needs them, for when no new stores are asked for. */
export async function loadStores(db: Db): Promise<SeededStore[]> {
  const [stores, addOns, modules] = await Promise.all([
    db.selectFrom('stores').select(['id', 'name', 'module_id', 'zone_id', 'halal_tag_status']).orderBy('id').execute(),
    db.selectFrom('add_ons').select(['id', 'store_id']).orderBy('id').execute(),
    db.selectFrom('modules').select(['id', 'module_type']).execute(),
  ]);
  const typeOf = new Map(modules.map((m) => [m.id, m.module_type]));
  return stores
    .filter((s) => typeOf.get(s.module_id) !== 'parcel')
    .map((s) => {
      const module = typeOf.get(s.module_id) as CatalogModule;
      return {
        id: s.id, name: s.name, module, moduleId: s.module_id, zoneId: s.zone_id,
        roots: CATALOG[module].map((r) => r.en), itemCount: 0, halal: s.halal_tag_status === 1,
        addOnIds: addOns.filter((a) => a.store_id === s.id).map((a) => a.id),
      };
    });
}
