import type { Config, Language, LandingPage, PageContent, PageKey } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { readSetting, readSettings } from './config.repository.js';
import { LANDING_SETTING, toLocalLandingPage, type StoredLanding } from './config.landing.js';
import { toConfig, type ServerFacts } from './config.mapper.js';
import { PAGE_SWITCH, pageSetting, toPageContent, type StoredPage } from './config.pages.js';

/**
 * Settings change rarely and are read on every page view, so each instance keeps them for a few
 * seconds, keyed on the clock's epoch: a save from the console moves the epoch on every instance
 * (catalog.changes), so it shows at once; an edit made straight in the database, within that time.
 */
export class ConfigService {
  private readonly cache = new TtlCache<string, unknown>(15_000, 16);

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly facts: ServerFacts = { googleClientId: undefined, paymentGateway: undefined },
    private readonly clock: Pick<Clock, 'epoch'> = { epoch: 0 },
  ) {}

  /** In `lang`, the business's texts that have translations (the additional charge's name); English by default. */
  config(lang: Language = 'en'): Promise<Config> {
    return this.cache.wrap(`${this.clock.epoch}:config:${lang}`, async () => toConfig(await readSettings(this.db), this.publicUrl, this.facts, lang)) as Promise<Config>;
  }

  /** In `lang`, each text falling back to English on its own. */
  landingPage(lang: Language = 'en'): Promise<LandingPage> {
    return this.cache.wrap(`${this.clock.epoch}:landing:${lang}`, async () =>
      toLocalLandingPage(await readSetting<StoredLanding>(this.db, LANDING_SETTING), this.publicUrl, lang),
    ) as Promise<LandingPage>;
  }

  /** The page in `lang`, English where a text has no translation. */
  async page(key: PageKey, lang: Language = 'en'): Promise<PageContent> {
    const config = await this.config();
    const switchKey = PAGE_SWITCH[key];
    const page = await readSetting<StoredPage>(this.db, pageSetting(key));
    if ((switchKey && config[switchKey] === 0) || !page) {
      throw new AppError('not_found', 'This page is not available.');
    }
    return toPageContent(key, page, lang);
  }

  invalidate(): void {
    this.cache.clear();
  }
}
