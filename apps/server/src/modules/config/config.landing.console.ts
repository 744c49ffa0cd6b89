import { LANDING_BANNERS_MAX, LANDING_TEXT_FIELDS, type ConsoleLanding, type ConsoleLandingPicture, type ConsoleLandingUpdate, type LandingTextField, type Texts } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, staleVersion } from '../../lib/errors.js';
import { removeImage, storeImage } from '../../lib/images.js';
import { laidOver } from '../../lib/texts.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import { LANDING_SETTING, landingFieldsOf, toConsoleLanding, toStoredLanding, type LandingFields, type StoredLanding } from './config.landing.js';
import { lockedSettings, readSetting, saveSettings } from './config.repository.js';

const ENTITY = 'landing';
/** Where the landing page's pictures are kept under the public storage folder, and their longest side. */
const PICTURES = 'landing';
const PICTURE_MAX_SIDE = 1600;

/** The fields a 409 names: each text on its own, then the links, the zones' switch, the banners and the two pictures. */
function changedFields(was: LandingFields, next: LandingFields): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return [
    ...LANDING_TEXT_FIELDS.filter((f) => !same(was.texts[f], next.texts[f])),
    ...(['playstore', 'apple_store', 'zones_on', 'promotion_banners', 'header_banner', 'promotional_banner'] as const).filter((f) => !same(was[f], next[f])),
  ];
}

/** The value of each changed field, as an audit entry keeps it. */
const valuesOf = (fields: LandingFields, changed: readonly string[]) =>
  Object.fromEntries(changed.map((f) => [f, f in fields.texts ? fields.texts[f as LandingTextField] : fields[f as keyof LandingFields]]));

/** Arabic or French without English is refused: a visitor of another language would read nothing. */
function englishFirst(texts: Texts, field: string): Texts {
  if ((texts.ar || texts.fr) && !texts.en) throw invalid('Give the English text first.', field);
  return texts;
}

/**
 * The storefront's landing page as the business's staff keep it in the console: its texts in three
 * languages, the app-store links, the zones' section and its pictures. Every save names the version it
 * read (an older one is refused, 409, with the landing page as it is and the fields changed since),
 * writes its audit entry in the same transaction, and once committed moves the change log, so every
 * instance's config cache and server-rendered pages start afresh.
 */
export class LandingConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; changes: { changed(): void }; publicUrl: string; storageDir: string }) {}

  async landing(): Promise<ConsoleLanding> {
    return toConsoleLanding(await readSetting<StoredLanding>(this.deps.db, LANDING_SETTING), this.deps.publicUrl);
  }

  async save(actor: StaffActor, body: ConsoleLandingUpdate): Promise<ConsoleLanding> {
    for (const [name, link] of [['playstore', body.playstore], ['apple_store', body.apple_store]] as const) {
      if (link.on && !link.url.trim()) throw invalid('Give the store\'s https address to show its link.', `${name}.url`);
    }
    let removed: string[] = [];
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const stored = (await lockedSettings(trx, [LANDING_SETTING])).get(LANDING_SETTING) as StoredLanding | undefined;
      const current = toConsoleLanding(stored, this.deps.publicUrl);
      if (current.version !== body.version) return 'stale';
      const was = landingFieldsOf(current, stored);
      const next = this.laidOverCurrent(was, body);
      const changed = changedFields(was, next);
      if (changed.length === 0) return 'same';
      const now = this.deps.clock.now().toISOString();
      await saveSettings(trx, { [LANDING_SETTING]: toStoredLanding(stored, next, body.version + 1, now) });
      await recordChange(trx, actor, {
        action: 'pages.landing', entity: ENTITY, entityId: ENTITY, storeId: null,
        before: { ...valuesOf(was, changed), version: body.version }, after: { ...valuesOf(next, changed), version: body.version + 1 },
      }, now);
      removed = [...was.promotion_banners.map((b) => b.image).filter((image) => !next.promotion_banners.some((b) => b.image === image)),
        ...[was.header_banner, was.promotional_banner].filter((image) => image !== next.header_banner && image !== next.promotional_banner)];
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.landing(), await fieldsChangedSince(this.deps.db, ENTITY, ENTITY, body.version));
    if (outcome === 'saved') {
      await Promise.all(removed.map((image) => removeImage(image, this.deps.storageDir, PICTURES)));
      this.deps.changes.changed();
    }
    return this.landing();
  }

  /** The save laid over what is there: a language left out keeps its text; banners are only those there now, each once; a picture sent as null goes. */
  private laidOverCurrent(was: LandingFields, body: ConsoleLandingUpdate): LandingFields {
    const texts = Object.fromEntries(LANDING_TEXT_FIELDS.map((f) => [f, englishFirst(laidOver(body.texts[f], was.texts[f]), `texts.${f}`)])) as LandingFields['texts'];
    const seen = new Set<string>();
    const promotion_banners = body.promotion_banners.map((b, n) => {
      const banner = was.promotion_banners.find((w) => w.image === b.image);
      if (!banner || seen.has(b.image)) throw invalid('Name each promotion banner there now once; add a new one by uploading its picture.', `promotion_banners.${n}.image`);
      seen.add(b.image);
      return {
        image: b.image,
        title: englishFirst(laidOver(b.title, banner.title), `promotion_banners.${n}.title`),
        sub_title: englishFirst(laidOver(b.sub_title, banner.sub_title), `promotion_banners.${n}.sub_title`),
      };
    });
    const trim = (link: ConsoleLandingUpdate['playstore']) => ({ on: link.on, url: link.url.trim() });
    return {
      texts, playstore: trim(body.playstore), apple_store: trim(body.apple_store), zones_on: body.zones_on, promotion_banners,
      header_banner: body.header_banner === null ? '' : was.header_banner, promotional_banner: body.promotional_banner === null ? '' : was.promotional_banner,
    };
  }

  /**
   * A new picture, re-encoded: the header's or the promotional banner's (the one it replaces is removed once
   * the save is kept), or a new promotion banner at the end of the list (its texts empty until written).
   */
  async picture(actor: StaffActor, body: ConsoleLandingPicture): Promise<ConsoleLanding> {
    if (!Buffer.isBuffer(body.image) || body.image.length === 0) throw invalid('Send the picture as a file.', 'image');
    const image = await storeImage(body.image, this.deps.storageDir, PICTURES, { maxSide: PICTURE_MAX_SIDE });
    let replaced: string | null = null;
    try {
      const outcome = await inTransaction(this.deps.db, async (trx) => {
        const stored = (await lockedSettings(trx, [LANDING_SETTING])).get(LANDING_SETTING) as StoredLanding | undefined;
        const version = stored?.version ?? 1;
        if (version !== body.version) return 'stale';
        const banners = stored?.promotion_banners ?? [];
        if (body.slot === 'promotion_banner' && banners.length >= LANDING_BANNERS_MAX) throw invalid(`The landing page shows at most ${LANDING_BANNERS_MAX} promotion banners.`, 'slot');
        const key = body.slot === 'header' ? 'header_banner_full_url' : 'fixed_promotional_banner_full_url';
        const now = this.deps.clock.now().toISOString();
        const change = body.slot === 'promotion_banner'
          ? { promotion_banners: [...banners, { title: '', sub_title: '', image_full_url: image }] }
          : { [key]: image };
        if (body.slot !== 'promotion_banner') replaced = stored?.[key] ?? null;
        await saveSettings(trx, { [LANDING_SETTING]: { ...stored, ...change, version: version + 1, updated_at: now } });
        const field = body.slot === 'promotion_banner' ? 'promotion_banners' : `${body.slot}_banner`;
        await recordChange(trx, actor, {
          action: 'pages.landing', entity: ENTITY, entityId: ENTITY, storeId: null,
          before: { [field]: body.slot === 'promotion_banner' ? banners.map((b) => b.image_full_url) : replaced, version },
          after: { [field]: body.slot === 'promotion_banner' ? [...banners.map((b) => b.image_full_url), image] : image, version: version + 1 },
        }, now);
        return 'saved';
      });
      if (outcome === 'stale') throw staleVersion(await this.landing(), await fieldsChangedSince(this.deps.db, ENTITY, ENTITY, body.version));
    } catch (err) {
      await removeImage(image, this.deps.storageDir, PICTURES);
      throw err;
    }
    await removeImage(replaced, this.deps.storageDir, PICTURES);
    this.deps.changes.changed();
    return this.landing();
  }
}
