import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
}

/** The tables the newsletter feature owns, by name. */
export interface NewsletterTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}
