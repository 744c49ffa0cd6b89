import { EMAIL_PATTERN, SUBSCRIBER_CSV_COLUMNS, type ConsoleSubscriberPage, type ConsoleSubscriberQuery } from '@storefront/contract';
import Papa from 'papaparse';
import type { Db } from '../../db/connection.js';
import { invalid } from '../../lib/errors.js';
import { allSubscribers, subscribeEmail, subscriberPage } from './newsletter.repository.js';

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

  /** The console's list: newest first, by part of the email. */
  async page(query: ConsoleSubscriberQuery): Promise<ConsoleSubscriberPage> {
    const { rows, total } = await subscriberPage(this.db, { search: query.search, limit: query.limit ?? 25, offset: query.offset ?? 0 });
    return { total, subscribers: rows.map((r) => ({ id: r.id, email: r.email, subscribed_at: r.created_at })) };
  }

  /**
   * Every subscriber as CSV, oldest first: a header line, then one line per subscriber. A cell that a spreadsheet
   * would run as a formula (=, +, -, @ first) is written as text.
   */
  async *csv(): AsyncGenerator<string> {
    yield `${SUBSCRIBER_CSV_COLUMNS.join(',')}\r\n`;
    for await (const rows of allSubscribers(this.db)) {
      yield `${Papa.unparse(rows.map((r) => [r.email, r.created_at]), { escapeFormulae: true, newline: '\r\n' })}\r\n`;
    }
  }
}
