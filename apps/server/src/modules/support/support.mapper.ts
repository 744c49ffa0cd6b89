import type { ConsoleFaq, Faq, Language } from '@storefront/contract';
import { translated } from '../../lib/i18n.js';
import { textsOf } from '../../lib/texts.js';
import type { FaqFullRow, FaqRow } from './support.repository.js';

/** A question in the caller's language; each text falls back to English on its own. */
export function toFaq(row: FaqRow, lang: Language): Faq {
  return {
    id: row.id,
    question: translated(row.translations, lang, 'question', row.question),
    answer: translated(row.translations, lang, 'answer', row.answer),
  };
}

/** A question as the console edits it: every language, '' where one has no text. */
export function toConsoleFaq(row: FaqFullRow): ConsoleFaq {
  return {
    id: row.id, version: row.version, position: row.position, on: row.status === 1, updated_at: row.updated_at,
    question: textsOf(row.question, row.translations, 'question'), answer: textsOf(row.answer, row.translations, 'answer'),
  };
}
