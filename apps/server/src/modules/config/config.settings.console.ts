import { SETTINGS_SECTIONS, type ConsoleSettings, type ConsoleSettingsUpdate, type SettingsSection, type Texts } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { staleVersion } from '../../lib/errors.js';
import { laidOver, withTranslations } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import { ensureSetting, lockedSettings, readSettings, saveSettings } from './config.repository.js';
import {
  SETTINGS_KEYS, SETTINGS_VERSION, TRANSLATED, offlineMethodColumns, storedValues, toConsoleSettings, type OfflineMethodRow, type OfflineMethodsStore,
} from './config.settings.fields.js';
import { checkSettings } from './config.settings.rules.js';

const ENTITY = 'settings';

type Sections = Omit<ConsoleSettings, 'version' | 'updated_at'>;

/** The fields, as `<section>.<field>`, whose values differ between two forms of the settings. */
function changedFields(current: Sections, next: Sections): string[] {
  return SETTINGS_SECTIONS.flatMap((section) => Object.keys(next[section])
    .filter((f) => JSON.stringify((current[section] as Record<string, unknown>)[f]) !== JSON.stringify((next[section] as Record<string, unknown>)[f]))
    .map((f) => `${section}.${f}`));
}

const valueAt = (settings: Sections, path: string) => {
  const [section, field] = path.split('.') as [SettingsSection, string];
  return (settings[section] as Record<string, unknown>)[field];
};

/** The sections a save sends laid over the settings now: texts trimmed, a language left out keeping its text. */
function laidOverSettings(current: Sections, body: ConsoleSettingsUpdate): Sections {
  const next = { ...current } as Record<SettingsSection, Record<string, unknown>>;
  for (const section of SETTINGS_SECTIONS) {
    const sent = body[section] as Record<string, unknown> | undefined;
    if (!sent) continue;
    const merged: Record<string, unknown> = { ...sent };
    for (const key of TRANSLATED) {
      if (key in sent) merged[key] = laidOver(sent[key] as Partial<Texts>, (current[section] as Record<string, unknown>)[key] as Texts);
    }
    if (section === 'map') merged.map_tile_url = String(sent.map_tile_url).trim();
    next[section] = merged;
  }
  return next as unknown as Sections;
}

/**
 * The business settings as one versioned document: every save names the version it read (an older one is
 * refused, 409, with the settings now and the fields changed since), is checked field by field, writes its
 * audit entry in the same transaction, and once committed every instance's caches keyed on the clock's epoch
 * (GET /config's among them) start afresh, so the storefront and checkout go by it at once.
 */
export class SettingsConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; changes: { changed(): void }; offline: OfflineMethodsStore }) {}

  async settings(): Promise<ConsoleSettings> {
    const [settings, offline] = await Promise.all([readSettings(this.deps.db), this.deps.offline.rows(this.deps.db)]);
    return toConsoleSettings(settings, offline);
  }

  async save(actor: StaffActor, body: ConsoleSettingsUpdate): Promise<ConsoleSettings> {
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      await ensureSetting(trx, SETTINGS_VERSION, { version: 1, updated_at: null });
      const settings = await lockedSettings(trx, SETTINGS_KEYS);
      const rows = await this.deps.offline.rows(trx, true);
      const { version, updated_at: _updatedAt, ...current } = toConsoleSettings(settings, rows);
      if (version !== body.version) return 'stale';
      const next = laidOverSettings(current, body);
      const changed = changedFields(current, next);
      if (changed.length === 0) return 'same';
      checkSettings(next, rows);
      const now = this.deps.clock.now().toISOString();
      const sections = [...new Set(changed.map((c) => c.split('.')[0] as SettingsSection))];
      const values: Record<string, unknown> = {};
      const texts: Record<string, Texts> = {};
      for (const section of sections) {
        Object.assign(values, storedValues(section, next[section] as unknown as Record<string, unknown>));
        for (const key of TRANSLATED) if (key in next[section]) texts[key] = (next[section] as Record<string, unknown>)[key] as Texts;
      }
      if (Object.keys(texts).length > 0) {
        // The business's other translated texts (the footer's address) are kept.
        values.translations = JSON.parse(withTranslations(JSON.stringify(settings.get('translations') ?? {}), texts)) as unknown;
      }
      values[SETTINGS_VERSION] = { version: body.version + 1, updated_at: now };
      await saveSettings(trx, values);
      if (changed.includes('payments.offline_methods')) await this.saveOfflineMethods(trx, rows, next.payments.offline_methods);
      await recordChange(trx, actor, {
        action: 'settings.update', entity: ENTITY, entityId: ENTITY, storeId: null,
        before: { ...Object.fromEntries(changed.map((f) => [f, valueAt(current, f)])), version: body.version },
        after: { ...Object.fromEntries(changed.map((f) => [f, valueAt(next, f)])), version: body.version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.settings(), await fieldsChangedSince(this.deps.db, ENTITY, ENTITY, body.version));
    if (outcome === 'saved') this.deps.changes.changed();
    return this.settings();
  }

  /** New methods are added, sent ones changed where they differ, and those left out removed. */
  private async saveOfflineMethods(trx: Db, rows: readonly OfflineMethodRow[], methods: Sections['payments']['offline_methods']): Promise<void> {
    const kept = new Set(methods.map((m) => m.id));
    await this.deps.offline.remove(trx, rows.filter((r) => !kept.has(r.id)).map((r) => r.id));
    for (const method of methods) {
      const columns = offlineMethodColumns(method);
      if (method.id === null) await this.deps.offline.insert(trx, columns);
      else await this.deps.offline.update(trx, method.id, columns);
    }
  }
}
