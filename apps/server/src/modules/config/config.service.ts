import type { Config, Language, LandingPage, PageContent, StoredLandingPage, PageKey } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { readSetting, readSettings } from './config.repository.js';
import { toConfig, toLandingPage, type ServerFacts } from './config.mapper.js';

/** Policy pages that the business can switch off, and the config switch that governs each. */
const PAGE_SWITCH: Partial<Record<PageKey, 'refund_policy' | 'cancelation_policy' | 'shipping_policy'>> = {
  'refund-policy': 'refund_policy',
  'cancellation-policy': 'cancelation_policy',
  'shipping-policy': 'shipping_policy',
};

/**
 * Settings change rarely and are read on every page view, so each instance keeps them for a
 * few seconds; an edit shows everywhere within that time without any shared state.
 */
export class ConfigService {
  private readonly cache = new TtlCache<string, unknown>(15_000, 16);

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly facts: ServerFacts = { googleClientId: undefined, paymentGateway: undefined },
  ) {}

  /** In `lang`, the business's texts that have translations (the additional charge's name); English by default. */
  config(lang: Language = 'en'): Promise<Config> {
    return this.cache.wrap(`config:${lang}`, async () => toConfig(await readSettings(this.db), this.publicUrl, this.facts, lang)) as Promise<Config>;
  }

  landingPage(): Promise<LandingPage> {
    return this.cache.wrap('landing', async () =>
      toLandingPage(await readSetting<Partial<StoredLandingPage>>(this.db, 'react_landing_page'), this.publicUrl),
    ) as Promise<LandingPage>;
  }

  async page(key: PageKey): Promise<PageContent> {
    const config = await this.config();
    const switchKey = PAGE_SWITCH[key];
    const page = await readSetting<{ title: string; content: string }>(this.db, `page_${key}`);
    if ((switchKey && config[switchKey] === 0) || !page) {
      throw new AppError('not_found', 'This page is not available.');
    }
    return { key, title: page.title, content: page.content };
  }

  invalidate(): void {
    this.cache.clear();
  }
}
