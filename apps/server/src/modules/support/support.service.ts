import type { FaqList, Language } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { toFaq } from './support.mapper.js';
import { shownFaqs } from './support.repository.js';

/**
 * The questions change only from the console: kept 5 minutes, like the catalogue's other static lists, keyed
 * on the clock's epoch, which a console save moves on every instance.
 */
export const FAQ_TTL_MS = 5 * 60_000;

/** The help page's common questions. */
export class SupportService {
  private readonly cache = new TtlCache<string, FaqList>(FAQ_TTL_MS, 10);

  constructor(private readonly db: Db, private readonly clock: Pick<Clock, 'epoch'> = { epoch: 0 }) {}

  faq(lang: Language): Promise<FaqList> {
    return this.cache.wrap(`${this.clock.epoch}:${lang}`, async () => ({ faqs: (await shownFaqs(this.db)).map((row) => toFaq(row, lang)) }));
  }
}
