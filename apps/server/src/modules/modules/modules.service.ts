import type { Language, Module } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { translated } from '../../lib/i18n.js';
import type { Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { activeModules, storeCountsByModule, zonesOfModules } from './modules.repository.js';
import { toModule } from './modules.mapper.js';

/**
 * Every page view asks for the modules of its zones, and modules change a few times a year,
 * so each instance keeps an answer per zone set and language for a few seconds; a console save
 * starts the cache afresh on every instance (the key holds the clock's epoch, which the catalogue's
 * change log moves).
 */
export class ModulesService {
  private readonly cache = new TtlCache<string, Module[]>(15_000, 500);

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly clock: Pick<Clock, 'epoch'>,
  ) {}

  /** Active modules, only those serving one of the caller's zones when zones are given. */
  list(zoneIds: number[] | null, lang: Language): Promise<Module[]> {
    const key = `${this.clock.epoch}:${lang}:${zoneIds ? [...zoneIds].sort((a, b) => a - b).join(',') : '*'}`;
    return this.cache.wrap(key, () => this.load(zoneIds, lang));
  }

  invalidate(): void {
    this.cache.clear();
  }

  private async load(zoneIds: number[] | null, lang: Language): Promise<Module[]> {
    const modules = await activeModules(this.db, zoneIds);
    const ids = modules.map((m) => m.id);
    const [zoneRows, counts] = await Promise.all([zonesOfModules(this.db, ids), storeCountsByModule(this.db, zoneIds)]);
    const countOf = new Map(counts.map((c) => [c.module_id, Number(c.count)]));
    return modules.map((m) =>
      toModule(
        m,
        zoneRows
          .filter((z) => z.module_id === m.id)
          .map((z) => ({ id: z.id, name: translated(z.translations, lang, 'name', z.name) })),
        countOf.get(m.id) ?? 0,
        lang,
        this.publicUrl,
      ),
    );
  }
}
