import fs from 'node:fs';
import path from 'node:path';
import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';

let copies = 0;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** A new pending application (version 1) to open a store at store A's place, with one document on disk. */
async function freshApplication(w: MatrixWorld): Promise<number> {
  const a = await w.t.db.selectFrom('stores').select(['module_id', 'zone_id', 'latitude', 'longitude']).where('id', '=', w.storeId).executeTakeFirstOrThrow();
  copies += 1;
  const relative = `application/${String(copies).padStart(32, '0')}.pdf`;
  fs.mkdirSync(path.join(w.t.config.dataDir, 'private', 'application'), { recursive: true });
  fs.writeFileSync(path.join(w.t.config.dataDir, 'private', relative), PDF);
  const now = new Date().toISOString();
  const { id } = await w.t.db.insertInto('store_applications').values({
    name: `Matrix application ${copies}`, module_id: a.module_id, zone_id: a.zone_id, latitude: Number(a.latitude), longitude: Number(a.longitude),
    address: 'Matrix street 2', f_name: 'Matrix', l_name: 'Applicant', email: `matrix-applicant${copies}@example.com`, phone: '+971500000000',
    documents: JSON.stringify([{ name: 'licence.pdf', type: 'application/pdf', size: PDF.length, path: relative }]), created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Samples of the applications to open a store, decided by those who hold stores.manage. */
export const STORE_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/store-applications': async () => ({ query: 'state=pending&search=matrix&limit=5' }),
  'GET /api/v1/console/store-applications/{applicationId}': async (w) => ({ params: { applicationId: await freshApplication(w) } }),
  'GET /api/v1/console/store-applications/{applicationId}/documents/{position}': async (w) => ({ params: { applicationId: await freshApplication(w), position: 0 } }),
  'POST /api/v1/console/store-applications/{applicationId}/approve': async (w) => ({ params: { applicationId: await freshApplication(w) }, body: { version: 1 } }),
  'POST /api/v1/console/store-applications/{applicationId}/reject': async (w) => ({ params: { applicationId: await freshApplication(w) }, body: { version: 1, reason: 'Matrix reason' } }),
};
