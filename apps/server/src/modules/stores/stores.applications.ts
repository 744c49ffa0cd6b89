import type { FastifyBaseLogger } from 'fastify';
import {
  APPLICATION_PHONE_PATTERN, EMAIL_PATTERN, MAX_APPLICATION_DOCUMENTS, type ConsoleStoreApplication, type ConsoleStoreApplicationApprove,
  type ConsoleStoreApplicationPage, type ConsoleStoreApplicationQuery, type ConsoleStoreApplicationReject, type StoreApplicationCreate,
  type Language, type StoreApplicationDocumentParams, type StoreApplicationReceived,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { documentFile, documentType, removeDocument, storeDocument } from '../../lib/documents.js';
import { AppError, invalid, notFound, staleVersion } from '../../lib/errors.js';
import { withStoredFiles } from '../../lib/images.js';
import { parseJson } from '../../lib/json.js';
import { textsOf, withTranslations } from '../../lib/texts.js';
import { senderName } from '../../lib/uploads.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { MailProvider } from '../auth/auth.mail.js';
import type { AuthLimiter } from '../auth/auth.limits.js';
import { applicationPage, applicationRow, decideApplication, insertApplication, type ApplicationRow } from './stores.applications.repository.js';
import { receivedMail, rejectedMail } from './stores.applications.mail.js';
import type { CreatedStore, StoresManageService } from './stores.manage.js';

const AUDITED_ENTITY = 'store_application';
/** Under the private folder: documents are never served publicly, only through the console's authorised route. */
const FOLDER = 'application';

interface StoredDocument { name: string; type: string; size: number; path: string }

const documentsOf = (row: ApplicationRow) => parseJson<StoredDocument[]>(row.documents, []);

function toApplication(row: ApplicationRow): ConsoleStoreApplication {
  return {
    id: row.id, version: row.version, status: row.status, name: textsOf(row.name, row.translations, 'name'), module_id: row.module_id, zone_id: row.zone_id,
    address: row.address, latitude: Number(row.latitude), longitude: Number(row.longitude), f_name: row.f_name, l_name: row.l_name, email: row.email, phone: row.phone,
    documents: documentsOf(row).map((d, position) => ({ position, name: d.name, type: d.type, size: d.size })),
    store_id: row.store_id, reviewer: row.reviewer_id === null ? null : { id: row.reviewer_id, name: `${row.reviewer_f_name ?? ''} ${row.reviewer_l_name ?? ''}`.trim() },
    reason: row.reason, created_at: row.created_at, decided_at: row.decided_at,
  };
}

const documentsRefused = (message: string) => invalid(message, 'documents');
/** A document's name as shown and downloaded: its sender's name without folders or odd characters. */
const safeName = (name: string | undefined, position: number) => (name ?? '').replace(/^.*[\\/]/, '').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 100) || `document-${position + 1}`;

/**
 * Applications to open a store: sent from the storefront by anyone (counted per address as sign-ups are),
 * with documents kept as private files; decided once in the console (stores.manage). Approving makes the
 * store through the one road to a new store (StoresManageService) and invites the applicant as its owner,
 * in the transaction that marks the application approved, with its audit entry; rejecting mails the
 * reason. A decision names the version it read: an older one, or an application already decided, is 409.
 */
export class StoreApplicationsService {
  constructor(private readonly deps: {
    db: Db; clock: Clock; stores: StoresManageService; mail: MailProvider; limiter: AuthLimiter; privateDir: string;
  }) {}

  /** Stores the application, then mails the applicant that it arrived, in the language they applied in. */
  async apply(body: StoreApplicationCreate, files: Buffer[], address: string, lang: Language, log: FastifyBaseLogger): Promise<StoreApplicationReceived> {
    await this.deps.limiter.countStoreApplication(address);
    const email = body.email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) throw invalid('Enter a valid email address.', 'email');
    if (!APPLICATION_PHONE_PATTERN.test(body.phone.trim())) throw invalid('Enter a valid phone number, digits with an optional + in front.', 'phone');
    if (files.length === 0) throw documentsRefused('Add at least one document, such as your trade licence.');
    if (files.length > MAX_APPLICATION_DOCUMENTS) throw documentsRefused(`Add at most ${MAX_APPLICATION_DOCUMENTS} documents.`);
    const typed = files.map((data, position) => ({ data, type: documentType(data), name: safeName(senderName(data), position) }));
    if (typed.some((d) => d.type === null)) throw documentsRefused('Documents must be PDF, JPEG or PNG files.');
    await this.deps.stores.checkTargets(body);
    const now = this.deps.clock.now().toISOString();
    const name = { en: body.name.trim(), ar: body.name_ar?.trim() ?? '', fr: body.name_fr?.trim() ?? '' };
    const id = await withStoredFiles(
      typed.map((d) => d.data),
      (data) => storeDocument(data, documentType(data)!, this.deps.privateDir, FOLDER),
      (stored) => removeDocument(stored, this.deps.privateDir, FOLDER),
      (paths) => insertApplication(this.deps.db, {
        name: name.en, translations: withTranslations(null, { name }),
        module_id: body.module_id, zone_id: body.zone_id, address: body.address.trim(), latitude: body.latitude, longitude: body.longitude,
        f_name: body.f_name.trim(), l_name: body.l_name?.trim() ?? '', email, phone: body.phone.trim(),
        documents: JSON.stringify(typed.map((d, i) => ({ name: d.name, type: d.type, size: d.data.length, path: paths[i] }))),
        language: lang, created_at: now, updated_at: now,
      }),
    );
    try {
      await this.deps.mail.send(receivedMail(email, name, lang), log);
    } catch (err) {
      // The application is kept all the same: staff see it in the console and decide it, which is mailed.
      log.warn({ err, applicationId: id }, 'the receipt of a store application could not be mailed');
    }
    return { id, email };
  }

  async page(query: ConsoleStoreApplicationQuery): Promise<ConsoleStoreApplicationPage> {
    const { rows, total } = await applicationPage(this.deps.db, query);
    return { total, applications: rows.map(toApplication) };
  }

  async one(id: number): Promise<ConsoleStoreApplication> {
    return toApplication(await this.row(id));
  }

  /** The file of one of an application's documents, its type and name, for the console's authorised download. */
  async document(params: StoreApplicationDocumentParams): Promise<{ file: string; type: string; name: string }> {
    const found = documentsOf(await this.row(params.applicationId))[params.position];
    const file = found ? documentFile(found.path, this.deps.privateDir, FOLDER) : null;
    if (!found || !file) throw notFound('Document not found');
    return { file, type: found.type, name: found.name };
  }

  async approve(actor: StaffActor, id: number, body: ConsoleStoreApplicationApprove, log: FastifyBaseLogger): Promise<ConsoleStoreApplication> {
    const row = await this.row(id);
    const read = toApplication(row);
    this.assertPending(read, body.version);
    const store = await this.deps.stores.prepare({
      name: read.name, module_id: read.module_id, zone_id: read.zone_id, address: read.address, latitude: read.latitude, longitude: read.longitude,
      phone: read.phone, email: read.email, ...(body.commission_rate != null ? { commission_rate: body.commission_rate } : {}),
      owner: { f_name: read.f_name, l_name: read.l_name, email: read.email },
    });
    const created = await this.decide(actor, id, body.version, async (trx, now) => {
      const made = await this.deps.stores.createWithin(trx, actor, store, now);
      return { made, columns: { status: 'approved' as const, store_id: made.id } };
    });
    await this.deps.stores.created(created, log, { lang: row.language, name: read.name[row.language] || read.name.en });
    return this.one(id);
  }

  async reject(actor: StaffActor, id: number, body: ConsoleStoreApplicationReject, log: FastifyBaseLogger): Promise<ConsoleStoreApplication> {
    const row = await this.row(id);
    const read = toApplication(row);
    this.assertPending(read, body.version);
    const reason = body.reason.trim();
    await this.decide(actor, id, body.version, async () => ({ made: null, columns: { status: 'rejected' as const, reason } }));
    try {
      await this.deps.mail.send(rejectedMail(read.email, read.name, reason, row.language), log);
    } catch (err) {
      // The decision stands; the console shows the reason, and staff can write to the applicant themselves.
      log.warn({ err, applicationId: id }, 'the rejection of a store application could not be mailed');
    }
    return this.one(id);
  }

  private async row(id: number): Promise<ApplicationRow> {
    const row = await applicationRow(this.deps.db, id);
    if (!row) throw notFound('Application not found');
    return row;
  }

  private assertPending(current: ConsoleStoreApplication, version: number): void {
    if (current.status !== 'pending') {
      const message = 'This application has already been decided.';
      throw new AppError('conflict', message, [{ code: 'already_decided', message }], { current, changed: ['status'] });
    }
    if (current.version !== version) throw staleVersion(current, []);
  }

  /** Marks the application decided over the version read, with `work`'s own writes and an audit entry, in one transaction. */
  private async decide<T extends CreatedStore | null>(
    actor: StaffActor, id: number, version: number,
    work: (trx: Parameters<Parameters<typeof inTransaction>[1]>[0], now: string) => Promise<{ made: T; columns: { status: 'approved' | 'rejected'; store_id?: number; reason?: string } }>,
  ): Promise<T> {
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await applicationRow(trx, id, true);
      if (!row || row.status !== 'pending' || row.version !== version) return null;
      const now = this.deps.clock.now().toISOString();
      const { made, columns } = await work(trx, now);
      if (!(await decideApplication(trx, id, version, { ...columns, reviewer_id: actor.operatorId, decided_at: now, updated_at: now }))) return null;
      await recordChange(trx, actor, {
        action: `stores.applications.${columns.status === 'approved' ? 'approve' : 'reject'}`, entity: AUDITED_ENTITY, entityId: id, storeId: columns.store_id ?? null,
        before: { status: 'pending', version }, after: { ...columns, version: version + 1 },
      }, now);
      return { made };
    });
    if (outcome === null) {
      const current = await this.one(id);
      this.assertPending(current, version);
      throw staleVersion(current, await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, id, version));
    }
    return outcome.made;
  }
}
