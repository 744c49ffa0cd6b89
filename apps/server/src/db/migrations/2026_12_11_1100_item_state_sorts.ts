import { sql, type Kysely } from 'kysely';

/**
 * The console's item lists filtered by a state few items are in (switched off, over every store or one
 * module; out of stock, over every store), in every sort: a partial index of those items per sort, so that a page is read
 * in order from the few rows in that state. Read through the sort's index of all items instead, a page
 * of switched-off items sorted by name skipped every item switched on before it (tens of ms over 100,000
 * items). Out of stock sorted by stock needs none: the sort's own index starts with them.
 */
const SORTS = ['name', 'price', 'stock', 'updated_at'] as const;
/**
 * Newest first (the id's order) where no index serves it already: out of stock has items_out_of_stock,
 * switched off over a module items_module_listed. Out of stock over a module is read from
 * items_module_by_stock (the module's items from stock 0 down, a few thousand of 100,000) and sorted.
 */
const STATES = [
  { name: 'inactive', where: () => sql.ref('status'), value: 0, op: '=' as const, sorts: SORTS, newest: [['items_inactive_newest', ['id']]], ofModule: true },
  { name: 'out_of_stock', where: () => sql.ref('stock'), value: 0, op: '<=' as const, sorts: SORTS.filter((s) => s !== 'stock'), newest: [], ofModule: false },
] as const;

/** [index name, columns, state] of every index this migration makes. */
function indexes() {
  return STATES.flatMap((state) => [
    ...state.newest,
    ...state.sorts.flatMap((column) => [
      [`items_${state.name}_by_${column}`, [column, 'id']] as const,
      ...(state.ofModule ? [[`items_module_${state.name}_by_${column}`, ['module_id', column, 'id']] as const] : []),
    ]),
  ].map(([name, columns]) => ({ name, columns: [...columns], state })));
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, columns, state } of indexes()) {
    await db.schema.createIndex(name).on('items').columns(columns).where(state.where(), state.op, sql.lit(state.value)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of indexes()) await db.schema.dropIndex(name).execute();
}
