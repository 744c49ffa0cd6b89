import type { DispatchEvent } from '@storefront/contract';
import type { PushService } from '../push/push.service.js';

/** How long changes are gathered into one event: 300 couriers reporting their positions make a few events a second, not hundreds. */
const GATHER_MS = 250;
/** The ids one event names at most: beyond them the map's read of what changed is the truth anyway. */
const MAX_IDS = 100;

/** What changed on the dispatch map, by id; told after the commit that changed it. */
export interface MapChange {
  orders?: readonly number[];
  couriers?: readonly number[];
}

/**
 * Tells the business's staff (the dispatch map's streams, on every instance) that orders or couriers on
 * the map changed: an order placed, moved, given a courier or ended; a courier's position or shift. The
 * event only names ids: the map reads what changed through GET /console/dispatch?since=, the one read of
 * the map. It is not kept, so a map that misses one heals on its slow poll or as its stream reconnects.
 * Nobody else hears of it: neither stores nor customers learn where every courier is.
 */
export class DispatchChanges {
  private readonly orders = new Set<number>();
  private readonly couriers = new Set<number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly push: Pick<PushService, 'relay'>) {}

  changed(change: MapChange): void {
    gather(this.orders, change.orders);
    gather(this.couriers, change.couriers);
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), GATHER_MS);
    this.timer.unref();
  }

  /** Drops what waits to be told (the app is closing: the streams end with it). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.orders.clear();
    this.couriers.clear();
  }

  private flush(): void {
    this.timer = null;
    const event: DispatchEvent = { orders: [...this.orders], couriers: [...this.couriers] };
    this.orders.clear();
    this.couriers.clear();
    this.push.relay([{ kind: 'business' }], 'dispatch', event);
  }
}

function gather(into: Set<number>, ids: readonly number[] | undefined): void {
  for (const id of ids ?? []) if (into.size < MAX_IDS) into.add(id);
}
