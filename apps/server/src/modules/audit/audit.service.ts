import type { AuditPage, AuditQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { parseJson } from '../../lib/json.js';
import { pageWindow } from '../../lib/pagination.js';
import { auditPage } from './audit.repository.js';

/** Reading the audit log (admins); entries are written by the features that make the changes, through recordChange. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const page = pageWindow(query, 25);
    const { total, rows } = await auditPage(this.db, query, page);
    return {
      total_size: total, limit: page.limit, offset: page.offset,
      entries: rows.map((r) => ({
        id: r.id, at: r.created_at, actor: { id: r.operator_id, name: `${r.f_name} ${r.l_name}`.trim(), email: r.email },
        action: r.action, entity: r.entity, entity_id: r.entity_id, store_id: r.store_id,
        before: parseJson<unknown>(r.before, null), after: parseJson<unknown>(r.after, null), ip: r.ip,
      })),
    };
  }
}
