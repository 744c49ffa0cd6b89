import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConsoleStoreCreate, ConsoleStorePage, ConsoleStoreProfile, ConsoleStoreProfileUpdate, ConsoleStoreQuery, Language, StoreOwnerInvite } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { storageUrl } from '../../lib/images.js';
import { textsOf, laidOver, withTranslations } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { CatalogChanges } from '../catalog/catalog.changes.js';
import { newSlug } from '../catalog/catalog.console.mapper.js';
import { saveStoreSettings } from '../catalog/catalog.store-settings.repository.js';
import { consoleStorePage, insertStore, refreshModuleLive, storeProfileRow, storeTargets, zoneExists, type StoreProfileRow } from '../catalog/catalog.stores.repository.js';
import type { OperatorInvites, OwnerInvitation } from '../operator/operator.invite.js';

/** A store about to be made, checked outside the transaction (see prepare). */
export interface NewStore {
  fields: Fields;
  owner: StoreOwnerInvite | null;
  timeZone: string;
}

/** A store just made, and its owner's invitation to mail once the transaction is kept. */
export interface CreatedStore {
  id: number;
  name: string;
  invitation: OwnerInvitation | null;
}

const AUDITED_ENTITY = 'store';
/** The business's share of a new store's orders, in percent, until an admin sets another. */
const DEFAULT_COMMISSION = 10;
/** A new store is open every hour of every day until its staff set its hours in the store panel. */
const ALL_WEEK = Array.from({ length: 7 }, (_, day) => ({ day, opening_time: '00:00', closing_time: '24:00' }));

type Fields = Omit<ConsoleStoreProfile, 'id' | 'version' | 'slug' | 'open' | 'logo_full_url' | 'avg_rating' | 'rating_count' | 'created_at'>;
const FIELDS: readonly (keyof Fields)[] = ['name', 'module_id', 'zone_id', 'address', 'latitude', 'longitude', 'phone', 'email', 'commission_rate', 'listed'];

function toProfile(row: StoreProfileRow, publicUrl: string): ConsoleStoreProfile {
  return {
    id: row.id, version: row.version, name: textsOf(row.name, row.translations, 'name'), slug: row.slug, module_id: row.module_id, zone_id: row.zone_id,
    address: row.address, latitude: Number(row.latitude), longitude: Number(row.longitude), phone: row.phone, email: row.email,
    commission_rate: Number(row.commission_rate), listed: row.status === 1, open: row.active === 1, logo_full_url: storageUrl(publicUrl, row.logo),
    avg_rating: Number(row.avg_rating), rating_count: row.rating_count, created_at: row.created_at,
  };
}

const fieldsOf = (p: ConsoleStoreProfile): Fields => Object.fromEntries(FIELDS.map((f) => [f, p[f]])) as Fields;

function columnsOf(fields: Fields, previousTranslations: string | null) {
  return {
    name: fields.name.en, translations: withTranslations(previousTranslations, { name: fields.name }), module_id: fields.module_id, zone_id: fields.zone_id,
    address: fields.address.trim(), latitude: fields.latitude, longitude: fields.longitude, phone: fields.phone.trim(), email: fields.email.trim().toLowerCase(),
    commission_rate: fields.commission_rate, status: fields.listed ? 1 : 0,
  };
}

/**
 * The stores as the business's admins manage them (stores.manage): create one (listed at once, open all
 * week until its staff set hours, its owner invited to the console by mail), change who and where it is
 * and its commission, suspend it (no storefront call shows it or its items) or list it again. Every save
 * names the version it read (409 when older), writes its audit entry in the same transaction, and after
 * the commit every instance's storefront caches start afresh.
 */
export class StoresManageService {
  constructor(private readonly deps: {
    db: Db; clock: Clock; changes: CatalogChanges; publicUrl: string; invites: OperatorInvites; timeZone: () => Promise<string>;
    zoneIdsAt: (lat: number, lng: number) => Promise<number[]>;
  }) {}

  async page(query: ConsoleStoreQuery): Promise<ConsoleStorePage> {
    const { rows, total } = await consoleStorePage(this.deps.db, query);
    return { total, stores: rows.map((row) => toProfile(row, this.deps.publicUrl)) };
  }

  async one(storeId: number): Promise<ConsoleStoreProfile> {
    const row = await storeProfileRow(this.deps.db, storeId);
    if (!row) throw notFound('Store not found');
    return toProfile(row, this.deps.publicUrl);
  }

  async create(actor: StaffActor, body: ConsoleStoreCreate, log: FastifyBaseLogger): Promise<ConsoleStoreProfile> {
    const ready = await this.prepare(body);
    const created = await inTransaction(this.deps.db, (trx) => this.createWithin(trx, actor, ready, this.deps.clock.now().toISOString()));
    await this.created(created, log);
    return this.one(created.id);
  }

  /** A new store's fields, its time zone, and its place checked against its zone: what createWithin needs, read before the transaction. */
  async prepare(body: ConsoleStoreCreate): Promise<NewStore> {
    const fields: Fields = {
      name: laidOver(body.name), module_id: body.module_id, zone_id: body.zone_id, address: body.address, latitude: body.latitude, longitude: body.longitude,
      phone: body.phone, email: body.email, commission_rate: body.commission_rate ?? DEFAULT_COMMISSION, listed: body.listed ?? true,
    };
    await this.checkPlace(fields);
    return { fields, owner: body.owner ?? null, timeZone: await this.deps.timeZone() };
  }

  /**
   * The one road to a new store, inside the caller's transaction: the store, its week, its owner's role and
   * its audit entry. The caller then hands the answer to `created` once the transaction is kept.
   */
  async createWithin(trx: Kysely<Database>, actor: StaffActor, store: NewStore, now: string): Promise<CreatedStore> {
    const { fields } = store;
    await this.check(trx, fields);
    const id = await insertStore(trx, { ...columnsOf(fields, null), slug: newSlug(fields.name.en, 'store'), time_zone: store.timeZone, created_at: now, updated_at: now }, ALL_WEEK);
    await refreshModuleLive(trx, { storeId: id });
    const invitation = store.owner ? await this.deps.invites.owner(trx, id, store.owner, now) : null;
    const owner = invitation ? { owner: { operator_id: invitation.operatorId, email: invitation.email, new_account: invitation.link !== null } } : {};
    await recordChange(trx, actor, { action: 'stores.create', entity: AUDITED_ENTITY, entityId: id, storeId: id, before: null, after: { ...fields, ...owner, version: 1 } }, now);
    return { id, name: fields.name.en, invitation };
  }

  /** After a new store's transaction is kept: every storefront starts afresh, and its owner gets the invitation's mail. */
  /** After a new store's commit: every instance's caches afresh, and its owner's invitation mailed, in `lang` naming the store `name` (its English name otherwise). */
  async created(store: CreatedStore, log: FastifyBaseLogger, mail: { lang: Language; name: string } = { lang: 'en', name: store.name }): Promise<void> {
    this.deps.changes.changed();
    if (store.invitation) await this.deps.invites.send(store.invitation, mail.name, log, mail.lang);
  }

  /** Whether a store could be made with this module, zone and place (400 with the field when not), as create checks them. */
  async checkTargets(target: Pick<Fields, 'module_id' | 'zone_id' | 'latitude' | 'longitude'>): Promise<void> {
    await this.check(this.deps.db, target);
    await this.checkPlace(target);
  }

  async update(actor: StaffActor, storeId: number, body: ConsoleStoreProfileUpdate): Promise<ConsoleStoreProfile> {
    const { version, name, ...rest } = body;
    const read = await storeProfileRow(this.deps.db, storeId);
    if (!read) throw notFound('Store not found');
    // The place is checked against the version read: a save over another version is refused as stale anyway.
    if (rest.latitude !== undefined || rest.longitude !== undefined || rest.zone_id !== undefined) {
      await this.checkPlace({ latitude: rest.latitude ?? Number(read.latitude), longitude: rest.longitude ?? Number(read.longitude), zone_id: rest.zone_id ?? read.zone_id });
    }
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await storeProfileRow(trx, storeId, true);
      if (!row) throw notFound('Store not found');
      if (row.version !== version) return 'stale';
      const current = fieldsOf(toProfile(row, this.deps.publicUrl));
      const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<Fields>;
      const next: Fields = { ...current, ...given, name: laidOver(name, current.name) };
      const changed = FIELDS.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));
      if (changed.length === 0) return 'same';
      await this.check(trx, next);
      const now = this.deps.clock.now().toISOString();
      if (!(await saveStoreSettings(trx, storeId, version, columnsOf(next, row.translations), now))) return 'stale';
      if (changed.includes('module_id') || changed.includes('zone_id')) await refreshModuleLive(trx, { storeId });
      const pick = (from: Fields) => Object.fromEntries(changed.map((f) => [f, from[f]]));
      await recordChange(trx, actor, {
        action: 'stores.profile', entity: AUDITED_ENTITY, entityId: storeId, storeId, before: { ...pick(current), version }, after: { ...pick(next), version: version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.one(storeId), await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, storeId, version));
    if (outcome === 'saved') this.deps.changes.changed();
    return this.one(storeId);
  }

  /** The module sells from stores (parcel does not) and the zone exists. */
  private async check(trx: Kysely<Database>, fields: Pick<Fields, 'module_id' | 'zone_id'>): Promise<void> {
    const found = await storeTargets(trx, fields.module_id, fields.zone_id);
    if (found.moduleType === null) throw invalid('Choose a module that exists.', 'module_id');
    if (found.moduleType === 'parcel') throw invalid('The parcel module has no stores.', 'module_id');
    if (!found.zone) throw invalid('Choose a zone that exists.', 'zone_id');
  }

  /** The store's place lies inside its zone (an unknown zone is refused as such by check). */
  private async checkPlace(place: Pick<Fields, 'latitude' | 'longitude' | 'zone_id'>): Promise<void> {
    const around = await this.deps.zoneIdsAt(place.latitude, place.longitude);
    if (around.includes(place.zone_id) || !(await zoneExists(this.deps.db, place.zone_id))) return;
    throw invalid('The store\'s place on the map must be inside its zone.', 'latitude');
  }
}
