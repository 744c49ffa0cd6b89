import type { Language, Module } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { translated } from '../../lib/i18n.js';
import { activeModules, storeCountsByModule, zonesOfModules } from './modules.repository.js';
import { toModule } from './modules.mapper.js';

export class ModulesService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  /** Active modules, only those serving one of the caller's zones when zones are given. */
  async list(zoneIds: number[] | null, lang: Language): Promise<Module[]> {
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
