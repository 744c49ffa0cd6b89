import { sql, type Kysely } from 'kysely';

/**
 * The courier app. A courier (a staff account with the courier role) has a profile: the vehicle that
 * sets its time estimates and whether it is online (on shift); and the zones it works in, whose waiting
 * orders it is offered while online. Couriers of before keep their one zone (every zone when they had
 * none).
 *
 * An order carries what its trip needs: a 4-digit code the customer gives at the door when the business
 * asks for one (the wrong tries counted, five lock the step), when the courier arrived at the pick-up
 * and at the drop-off, and the cash collected at the door until the business settles it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('couriers')
    .addColumn('operator_id', 'integer', (c) => c.primaryKey().references('operators.id').onDelete('cascade'))
    .addColumn('vehicle', 'text', (c) => c.notNull().defaultTo('motorbike'))
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shift_changed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('courier_zones')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('courier_zones_pk', ['operator_id', 'zone_id'])
    .execute();
  // Who is offered a zone's orders: its couriers, found by zone.
  await db.schema.createIndex('courier_zones_zone').on('courier_zones').columns(['zone_id', 'operator_id']).execute();
  const now = new Date().toISOString();
  await sql`insert into couriers (operator_id, vehicle, online, created_at, updated_at)
    select id, 'motorbike', 0, ${now}, ${now} from operators where role = 'courier'`.execute(db);
  await sql`insert into courier_zones (operator_id, zone_id)
    select o.id, z.id from operators o join zones z on z.id = o.zone_id or o.zone_id is null where o.role = 'courier'`.execute(db);

  await db.schema.alterTable('orders').addColumn('delivery_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_code_tries', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('arrived_at_pickup_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('arrived_at_dropoff_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cash_collected', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('cash_settled_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['cash_settled_at', 'cash_collected', 'arrived_at_dropoff_at', 'arrived_at_pickup_at', 'delivery_code_tries', 'delivery_code']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('courier_zones').execute();
  await db.schema.dropTable('couriers').execute();
}
