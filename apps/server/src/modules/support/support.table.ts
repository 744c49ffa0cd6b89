import type { Generated } from 'kysely';
import type { Flag, Json } from '../../db/columns.js';

/** A common question and its answer in English, with {ar: {question, answer}, fr: …} in translations. */
export interface FaqsTable {
  id: Generated<number>;
  /** Where it shows in the list, first at 1. */
  position: number;
  question: string;
  answer: string;
  translations: Generated<Json>;
  /** 0 hides it. */
  status: Generated<Flag>;
  /** Raised by every console save, which names the version it read. */
  version: Generated<number>;
  updated_at: string | null;
}

/** The tables the support feature owns, by name. */
export interface SupportTables {
  faqs: FaqsTable;
}
