import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sqlitePlan, testDbKind, type TestDatabase } from '../../../test/helpers.js';
import { changeLogBounds, changeLogBoundsQuery } from './search.repository.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

describe('the search change log', () => {
  it('tells its first and last positions, none when empty', async () => {
    expect(await changeLogBounds(t.db)).toEqual({ low: null, high: null });
    await t.db.insertInto('search_changes').values([{ kind: 'item', row_id: 1 }, { kind: 'item', row_id: 2 }, { kind: 'stats', row_id: 1 }]).execute();
    const seqs = (await t.db.selectFrom('search_changes').select('seq').orderBy('seq').execute()).map((r) => Number(r.seq));
    expect(await changeLogBounds(t.db)).toEqual({ low: seqs[0], high: seqs.at(-1) });
  });

  it.runIf(testDbKind === 'sqlite')('reads its bounds from the two ends of the key, never the whole log (SQLite plans)', async () => {
    const plan = await sqlitePlan(t.db, changeLogBoundsQuery(t.db).compile());
    expect(plan.join('\n')).not.toMatch(/SCAN search_changes/);
    expect(plan.filter((d) => /SEARCH search_changes/.test(d))).toHaveLength(2);
  });
});
