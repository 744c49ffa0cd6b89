import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * The lists checkout and orders offer: cancellation and refund reasons, offline payment methods
 * and parcel instructions. Every install starts with a sensible set, in the three languages.
 */
const tr = (ar: string, fr: string) => JSON.stringify({ ar: { reason: ar }, fr: { reason: fr } });
const CANCELLATION = [
  ['customer', 'Order payment canceled', 'تم إلغاء الدفع للطلب', 'Paiement de la commande annulé'],
  ['customer', 'I ordered by mistake', 'طلبت عن طريق الخطأ', 'J’ai commandé par erreur'],
  ['customer', 'Delivery is taking too long', 'التوصيل يستغرق وقتاً طويلاً', 'La livraison prend trop de temps'],
  ['customer', 'I want to change my order', 'أريد تغيير طلبي', 'Je veux modifier ma commande'],
  ['customer', 'I found a better price elsewhere', 'وجدت سعراً أفضل في مكان آخر', 'J’ai trouvé un meilleur prix ailleurs'],
  ['store', 'Items are out of stock', 'المنتجات غير متوفرة', 'Articles en rupture de stock'],
  ['store', 'The store is too busy', 'المتجر مشغول جداً', 'Le magasin est trop occupé'],
  ['delivery_man', 'The customer could not be reached', 'تعذر الوصول إلى العميل', 'Le client était injoignable'],
] as const;
const REFUND = [
  ['Items were missing', 'منتجات ناقصة', 'Des articles manquaient'],
  ['Items were damaged', 'منتجات تالفة', 'Des articles étaient abîmés'],
  ['Wrong items were delivered', 'تم توصيل منتجات خاطئة', 'Mauvais articles livrés'],
  ['The food was cold or spoiled', 'الطعام بارد أو فاسد', 'Le repas était froid ou avarié'],
  ['The order never arrived', 'لم يصل الطلب', 'La commande n’est jamais arrivée'],
] as const;
const INSTRUCTIONS = [
  ['Handle with care: fragile', 'تعامل بحذر: قابل للكسر', 'Fragile : manipuler avec soin'],
  ['Keep upright', 'يحفظ في وضع عمودي', 'Garder à la verticale'],
  ['Call before arriving', 'اتصل قبل الوصول', 'Appeler avant d’arriver'],
  ['Leave at the door', 'اتركه عند الباب', 'Laisser devant la porte'],
  ['Deliver to reception', 'التسليم في الاستقبال', 'Remettre à l’accueil'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);
  await withId(db.schema.createTable('cancellation_reasons'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('cancellation_reasons_type').on('cancellation_reasons').columns(['user_type', 'status']).execute();
  await withId(db.schema.createTable('refund_reasons'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db.schema.createTable('parcel_instructions'))
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db.schema.createTable('offline_payment_methods'))
    .addColumn('method_name', 'text', (c) => c.notNull())
    /** JSON: [{input_name, input_data}] the business shows, such as its bank account. */
    .addColumn('method_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    /** JSON: [{customer_input, customer_placeholder, is_required}] the customer fills in. */
    .addColumn('method_informations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.insertInto('cancellation_reasons').values(CANCELLATION.map(([user_type, reason, ar, fr]) => ({ reason, user_type, translations: tr(ar, fr), status: 1 }))).execute();
  await db.insertInto('refund_reasons').values(REFUND.map(([reason, ar, fr]) => ({ reason, translations: tr(ar, fr), status: 1 }))).execute();
  await db.insertInto('parcel_instructions').values(INSTRUCTIONS.map(([instruction, ar, fr]) => ({
    instruction, translations: JSON.stringify({ ar: { instruction: ar }, fr: { instruction: fr } }), status: 1,
  }))).execute();
  await db.insertInto('offline_payment_methods').values([
    {
      method_name: 'Bank transfer',
      method_fields: JSON.stringify([{ input_name: 'bank_name', input_data: 'Emirates NBD' }, { input_name: 'account_name', input_data: 'Souqly Marketplace LLC' }, { input_name: 'iban', input_data: 'AE07 0331 2345 6789 0123 456' }]),
      method_informations: JSON.stringify([{ customer_input: 'transaction_id', customer_placeholder: 'Transfer reference', is_required: 1 }, { customer_input: 'sender_name', customer_placeholder: 'Account holder name', is_required: 1 }]),
      status: 1,
    },
    {
      method_name: 'Cheque on delivery',
      method_fields: JSON.stringify([{ input_name: 'payable_to', input_data: 'Souqly Marketplace LLC' }]),
      method_informations: JSON.stringify([{ customer_input: 'cheque_number', customer_placeholder: 'Cheque number', is_required: 1 }]),
      status: 1,
    },
  ]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['offline_payment_methods', 'parcel_instructions', 'refund_reasons', 'cancellation_reasons']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
