import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';

let copies = 0;

/** A square outline somewhere no other zone is, a new place for each call. */
const outline = (): [number, number][] => {
  copies += 1;
  const lat = 23 + copies * 0.05;
  return [[lat, 52], [lat, 52.02], [lat + 0.02, 52.02], [lat + 0.02, 52]];
};

/** A new zone (version 1), for a call that changes one. */
async function freshZone(w: MatrixWorld): Promise<number> {
  const staff = await w.t.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow();
  return (await w.t.app.services.zonesConsole.create({ operatorId: staff.id, ip: null }, { name: { en: `Matrix zone ${copies}` }, outline: outline() })).id;
}

/** Samples of the delivery zones. Saves name the version there now. */
export const ZONES_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/zones': async () => ({}),
  'GET /api/v1/console/zones/{zoneId}': async (w) => ({ params: { zoneId: await freshZone(w) } }),
  'POST /api/v1/console/zones': async () => ({ body: { name: { en: 'Matrix zone' }, outline: outline() } }),
  'PUT /api/v1/console/zones/{zoneId}': async (w) => ({ params: { zoneId: await freshZone(w) }, body: { version: 1, extra_charge_on: true, extra_charge_percent: 10 } }),
};
