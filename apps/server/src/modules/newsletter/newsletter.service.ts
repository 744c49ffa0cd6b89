import { EMAIL_PATTERN } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { invalid } from '../../lib/errors.js';
import { subscribeEmail } from './newsletter.repository.js';

export class NewsletterService {
  constructor(private readonly db: Db) {}

  /** Subscribing twice succeeds quietly, so the form never tells who is already on the list. */
  async subscribe(email: string): Promise<void> {
    const normalized = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(normalized) || normalized.length > 255) {
      throw invalid('Please insert a valid email.', 'email');
    }
    await subscribeEmail(this.db, normalized, new Date().toISOString());
  }
}
