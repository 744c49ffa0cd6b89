import type { FaqList, Language } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { toFaq } from './support.mapper.js';
import { shownFaqs } from './support.repository.js';

/** The questions change only by hand: kept 5 minutes, like the catalogue's other static lists. */
export const FAQ_TTL_MS = 5 * 60_000;

/** The help page's common questions. */
export class SupportService {
  private readonly cache = new TtlCache<Language, FaqList>(FAQ_TTL_MS, 10);

  constructor(private readonly db: Db) {}

  faq(lang: Language): Promise<FaqList> {
    return this.cache.wrap(lang, async () => ({ faqs: (await shownFaqs(this.db)).map((row) => toFaq(row, lang)) }));
  }
}
