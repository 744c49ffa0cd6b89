import type { ConsoleCatalogueImage, ConsoleModule, ConsoleModuleList, ConsoleModuleUpdate, ModulePicture, Texts } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Row } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { storageUrl } from '../../lib/images.js';
import { laidOver, textsOf, withTranslations } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import { replaceStoredPicture } from '../audit/audit.versioned.js';
import type { CatalogChanges } from '../catalog/catalog.changes.js';
import { refreshModuleLive } from '../catalog/catalog.stores.repository.js';
import { allModules, moduleRow, saveModule, switchModuleZone, switchesOfModules } from './modules.console.repository.js';

const AUDITED_ENTITY = 'module';

type Fields = Pick<ConsoleModule, 'name' | 'description' | 'on' | 'position' | 'zones'>;
const FIELDS: readonly (keyof Fields)[] = ['name', 'description', 'on', 'position', 'zones'];

function toConsoleModule(row: Row<'modules'>, zones: ConsoleModule['zones'], publicUrl: string): ConsoleModule {
  return {
    id: row.id, version: row.version, module_type: row.module_type, name: textsOf(row.module_name, row.translations, 'module_name'),
    description: textsOf(row.description, row.translations, 'description'), on: row.status === 1, position: row.position,
    all_zone_service: row.all_zone_service === 1, icon_full_url: storageUrl(publicUrl, row.icon), thumbnail_full_url: storageUrl(publicUrl, row.thumbnail), zones,
  };
}

/**
 * The modules as the business's admins keep them (catalogue.edit): names and descriptions in every
 * language, their place in the module chooser, on or off, and on or off in each zone they have delivery
 * rates in (the rates are kept while off). A module off, or off in a zone, takes itself, its stores and
 * their items out of every storefront call there: the stores' `module_live` is recomputed in the save's
 * transaction. Every save names the version it read (409 when older) and writes its audit entry; after
 * the commit every instance's storefront caches start afresh.
 */
export class ModulesConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; changes: CatalogChanges; publicUrl: string; storageDir: string }) {}

  async list(): Promise<ConsoleModuleList> {
    const rows = await allModules(this.deps.db);
    const switches = await switchesOfModules(this.deps.db, rows.map((r) => r.id));
    return rows.map((row) => toConsoleModule(row, switches.filter((s) => s.module_id === row.id).map((s) => ({ zone_id: s.zone_id, on: s.status === 1 })), this.deps.publicUrl));
  }

  async one(id: number): Promise<ConsoleModule> {
    const found = (await this.list()).find((m) => m.id === id);
    if (!found) throw notFound('Module not found');
    return found;
  }

  async update(actor: StaffActor, id: number, body: ConsoleModuleUpdate): Promise<ConsoleModule> {
    const { version, name, description, zones, ...rest } = body;
    const before = await this.one(id);
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await moduleRow(trx, id, true);
      if (!row) throw notFound('Module not found');
      if (row.version !== version) return 'stale';
      const current: Fields = { name: before.name, description: before.description, on: before.on, position: before.position, zones: before.zones };
      const next: Fields = {
        ...current, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        name: laidOver(name, current.name), description: laidOver(description, current.description), zones: switched(current.zones, zones),
      };
      const changed = FIELDS.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));
      if (changed.length === 0) return 'same';
      const now = this.deps.clock.now().toISOString();
      if (!(await saveModule(trx, id, version, columnsOf(next, row.translations), now))) return 'stale';
      for (const zone of next.zones) {
        const was = current.zones.find((z) => z.zone_id === zone.zone_id);
        if (was?.on !== zone.on) await switchModuleZone(trx, id, zone.zone_id, zone.on);
      }
      if (changed.includes('on') || changed.includes('zones')) await refreshModuleLive(trx, { moduleId: id });
      const pick = (from: Fields) => Object.fromEntries(changed.map((f) => [f, from[f]]));
      await recordChange(trx, actor, {
        action: 'modules.update', entity: AUDITED_ENTITY, entityId: id, storeId: null, before: { ...pick(current), version }, after: { ...pick(next), version: version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw await this.stale(id, version);
    if (outcome === 'saved') this.deps.changes.changed();
    return this.one(id);
  }

  /** A new icon (the storefront's module chooser) or thumbnail (the module page's shared picture), over the version read. */
  async picture(actor: StaffActor, id: number, column: ModulePicture, body: ConsoleCatalogueImage): Promise<ConsoleModule> {
    const target = { entity: AUDITED_ENTITY, actions: 'modules', missing: 'Module not found', column, row: moduleRow, save: saveModule, stale: (rowId: number, version: number) => this.stale(rowId, version) };
    await replaceStoredPicture(this.deps, target, actor, id, body);
    return this.one(id);
  }

  /** The 409 of a save over an older version: the module as it is and the fields changed since. */
  private async stale(id: number, version: number): Promise<Error> {
    return staleVersion(await this.one(id), await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, id, version));
  }
}

/** The zones' switches with those sent laid over; a zone the module has no delivery rates in is refused. */
function switched(current: ConsoleModule['zones'], sent: ConsoleModuleUpdate['zones']): ConsoleModule['zones'] {
  if (!sent) return current;
  for (const zone of sent) {
    if (!current.some((z) => z.zone_id === zone.zone_id)) throw invalid('The module has no delivery rates in this zone: it cannot be switched there.', 'zones');
  }
  return current.map((z) => ({ zone_id: z.zone_id, on: sent.find((s) => s.zone_id === z.zone_id)?.on ?? z.on }));
}

function columnsOf(fields: Fields, previousTranslations: string | null) {
  return {
    module_name: fields.name.en, description: fields.description.en || null,
    translations: withTranslations(previousTranslations, { module_name: fields.name, description: fields.description } satisfies Record<string, Texts>),
    status: fields.on ? 1 : 0, position: fields.position,
  };
}
