import {
  PAGE_KEYS, SOCIAL_PLATFORMS, type ConsoleFooter, type ConsoleFooterUpdate, type ConsolePage, type ConsolePageList, type ConsolePageUpdate, type PageKey,
  type SocialLink, type Texts,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, staleVersion } from '../../lib/errors.js';
import { safeHtml } from '../../lib/html.js';
import { laidOver, textsOf, withTranslations } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import { PAGE_SWITCH, pageSetting, toConsolePage, toStoredPage } from './config.pages.js';
import { lockedSettings, readSettings, saveSettings } from './config.repository.js';

const PAGE_ENTITY = 'page';
const FOOTER_ENTITY = 'footer';
/** The footer's version and when it was last saved, kept beside the settings it covers. */
const FOOTER_VERSION = 'footer_version';
const FOOTER_KEYS = ['email', 'phone', 'address', 'social_media', 'translations', FOOTER_VERSION] as const;

interface StoredSocial { id: number; name: string; link: string; status: number }

/**
 * The storefront's information pages and footer as the business's staff keep them in the console. Every
 * save names the version it read (an older one is refused, 409, with what is there now and the fields
 * changed since), writes its audit entry in the same transaction, and once committed every instance's
 * caches keyed on the clock's epoch (the config's among them) start afresh, so the storefront shows it at once.
 */
export class ConfigConsoleService {
  /** `changes` is the catalogue's change log (catalog.changes), named by what it does: the catalogue reads the config. */
  constructor(private readonly deps: { db: Db; clock: Clock; changes: { changed(): void } }) {}

  async pages(): Promise<ConsolePageList> {
    const settings = await readSettings(this.deps.db);
    return { pages: PAGE_KEYS.map((key) => { const { content: _content, ...summary } = toConsolePage(key, settings); return summary; }) };
  }

  async page(key: PageKey): Promise<ConsolePage> {
    return toConsolePage(key, await readSettings(this.deps.db));
  }

  /** The HTML as a save would keep it, for the console's preview. */
  preview(content: string): { content: string } {
    return { content: safeHtml(content) };
  }

  async savePage(actor: StaffActor, key: PageKey, body: ConsolePageUpdate): Promise<ConsolePage> {
    const switchKey = PAGE_SWITCH[key];
    if (body.on !== undefined && !switchKey) throw invalid('This page cannot be switched off.', 'on');
    const title = laidOver(body.title);
    const content = sanitized(laidOver(body.content));
    if (!content.en) throw invalid('The English text has nothing left once made safe.', 'content');
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const settings = await lockedSettings(trx, [pageSetting(key), ...(switchKey ? [switchKey] : [])]);
      const current = toConsolePage(key, settings);
      if (current.version !== body.version) return 'stale';
      const next = { title, content, on: switchKey ? body.on ?? current.on : null };
      const changed = (['title', 'content', 'on'] as const).filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));
      if (changed.length === 0) return 'same';
      const now = this.deps.clock.now().toISOString();
      await saveSettings(trx, {
        [pageSetting(key)]: toStoredPage(title, content, body.version + 1, now),
        ...(switchKey && changed.includes('on') ? { [switchKey]: next.on ? 1 : 0 } : {}),
      });
      const pick = (from: typeof next) => Object.fromEntries(changed.map((f) => [f, from[f]]));
      await recordChange(trx, actor, {
        action: 'pages.update', entity: PAGE_ENTITY, entityId: key, storeId: null,
        before: { ...pick(current), version: body.version }, after: { ...pick(next), version: body.version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.page(key), await fieldsChangedSince(this.deps.db, PAGE_ENTITY, key, body.version));
    if (outcome === 'saved') this.deps.changes.changed();
    return this.page(key);
  }

  async footer(): Promise<ConsoleFooter> {
    return toFooter(await readSettings(this.deps.db));
  }

  async saveFooter(actor: StaffActor, body: ConsoleFooterUpdate): Promise<ConsoleFooter> {
    const next = {
      email: body.email.trim(), phone: body.phone.trim(), address: laidOver(body.address),
      social: body.social.map((s) => ({ platform: s.platform, url: s.url.trim(), on: s.on ?? true })),
    };
    if ((next.address.ar || next.address.fr) && !next.address.en) throw invalid('Give the address in English first.', 'address');
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const settings = await lockedSettings(trx, FOOTER_KEYS);
      const current = toFooter(settings);
      if (current.version !== body.version) return 'stale';
      const changed = (['email', 'phone', 'address', 'social'] as const).filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));
      if (changed.length === 0) return 'same';
      const now = this.deps.clock.now().toISOString();
      await saveSettings(trx, {
        email: next.email, phone: next.phone, address: next.address.en,
        social_media: next.social.map((s, n): StoredSocial => ({ id: n + 1, name: s.platform, link: s.url, status: s.on ? 1 : 0 })),
        // The business's other translated texts (the additional charge's name) are kept.
        translations: JSON.parse(withTranslations(JSON.stringify(settings.get('translations') ?? {}), { address: next.address })) as unknown,
        [FOOTER_VERSION]: { version: body.version + 1, updated_at: now },
      });
      const pick = (from: typeof next) => Object.fromEntries(changed.map((f) => [f, from[f]]));
      await recordChange(trx, actor, {
        action: 'pages.footer', entity: FOOTER_ENTITY, entityId: FOOTER_ENTITY, storeId: null,
        before: { ...pick(current), version: body.version }, after: { ...pick(next), version: body.version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.footer(), await fieldsChangedSince(this.deps.db, FOOTER_ENTITY, FOOTER_ENTITY, body.version));
    if (outcome === 'saved') this.deps.changes.changed();
    return this.footer();
  }
}

function sanitized(content: Texts): Texts {
  return { en: safeHtml(content.en), ar: safeHtml(content.ar), fr: safeHtml(content.fr) };
}

const isPlatform = (name: string): name is SocialLink['platform'] => (SOCIAL_PLATFORMS as readonly string[]).includes(name);

/** The footer as the console edits it; links to networks the console does not offer are not shown. */
function toFooter(settings: Map<string, unknown>): ConsoleFooter {
  const translations = JSON.stringify(settings.get('translations') ?? {});
  const kept = settings.get(FOOTER_VERSION) as { version?: number; updated_at?: string } | undefined;
  const social = ((settings.get('social_media') ?? []) as StoredSocial[])
    .filter((s) => isPlatform(s.name))
    .map((s) => ({ platform: s.name as SocialLink['platform'], url: s.link, on: Number(s.status) === 1 }));
  return {
    version: kept?.version ?? 1,
    email: String(settings.get('email') ?? ''),
    phone: String(settings.get('phone') ?? ''),
    address: textsOf(String(settings.get('address') ?? ''), translations, 'address'),
    social,
    updated_at: kept?.updated_at ?? null,
  };
}
