import type { TestApp } from './helpers.js';

/** Zone and module ids of the demo seed, and the headers the spec's client sends with them. */
export async function catalogFixture(t: TestApp) {
  const zones = Object.fromEntries((await t.db.selectFrom('zones').select(['id', 'name']).execute()).map((z) => [z.name, z.id]));
  const modules = Object.fromEntries((await t.db.selectFrom('modules').select(['id', 'module_type']).execute()).map((m) => [m.module_type, m.id]));
  const dubai = [zones['Downtown & Business Bay'], zones['Dubai Marina & JLT'], zones.Dubai] as number[];
  const sharjah = [zones.Sharjah] as number[];
  const headers = (module: string | null, zoneIds: number[] = dubai, extra: Record<string, string> = {}) => ({
    zoneId: JSON.stringify(zoneIds),
    ...(module ? { moduleId: String(modules[module]) } : {}),
    ...extra,
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const storeId = async (name: string) => (await t.db.selectFrom('stores').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  return { zones, modules, dubai, sharjah, headers, get, storeId };
}
