import type { Faq, Language } from '@storefront/contract';
import { translated } from '../../lib/i18n.js';
import type { FaqRow } from './support.repository.js';

/** A question in the caller's language; each text falls back to English on its own. */
export function toFaq(row: FaqRow, lang: Language): Faq {
  return {
    id: row.id,
    question: translated(row.translations, lang, 'question', row.question),
    answer: translated(row.translations, lang, 'answer', row.answer),
  };
}
