import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * The help page's common questions, answered by the server in the caller's language. Like the
 * reasons and instructions of the order lists, every install starts with a set in the three languages:
 * English in question and answer, Arabic and French in translations ({ ar: { question, answer }, fr: … }).
 */
const FAQS: readonly (readonly [en: string, enAnswer: string, ar: string, arAnswer: string, fr: string, frAnswer: string])[] = [
  [
    'How do I track my order?',
    'Open My Orders in your profile and choose the order, or use Track Order with your order ID and phone number if you ordered as a guest. The map and timeline update as the order moves.',
    'كيف أتتبع طلبي؟',
    'افتح طلباتي في ملفك الشخصي واختر الطلب، أو استخدم تتبع الطلب برقم الطلب ورقم الهاتف إذا طلبت كزائر. تتحدث الخريطة والمراحل مع تقدم الطلب.',
    'Comment suivre ma commande ?',
    'Ouvrez Mes commandes dans votre profil et choisissez la commande, ou utilisez Suivre la commande avec le numéro de commande et votre téléphone si vous avez commandé en invité. La carte et les étapes se mettent à jour au fil de la livraison.',
  ],
  [
    'Can I cancel an order?',
    'You can cancel an order while it is still pending. Open the order in My Orders, choose Cancel order and pick a reason.',
    'هل يمكنني إلغاء الطلب؟',
    'يمكنك إلغاء الطلب ما دام قيد الانتظار. افتح الطلب في طلباتي واختر إلغاء الطلب ثم اختر السبب.',
    'Puis-je annuler une commande ?',
    'Vous pouvez annuler une commande tant qu’elle est en attente. Ouvrez-la dans Mes commandes, choisissez Annuler la commande et indiquez un motif.',
  ],
  [
    'Which payment methods can I use?',
    'Cash on delivery, digital payment and your wallet balance, depending on what the store and your zone allow. The checkout shows the methods available for your order.',
    'ما طرق الدفع المتاحة؟',
    'الدفع عند الاستلام والدفع الإلكتروني ورصيد المحفظة، حسب ما يسمح به المتجر ومنطقتك. تعرض صفحة الدفع الطرق المتاحة لطلبك.',
    'Quels moyens de paiement puis-je utiliser ?',
    'Paiement à la livraison, paiement en ligne et solde du portefeuille, selon ce que permettent la boutique et votre zone. La page de paiement montre les moyens disponibles.',
  ],
  [
    'How do refunds work?',
    'For a delivered order you can request a refund from the order details with a reason and photos. Approved refunds go back to your wallet.',
    'كيف يتم الاسترداد؟',
    'يمكنك طلب استرداد لطلب تم توصيله من تفاصيل الطلب مع ذكر السبب وإرفاق صور. تعود المبالغ المعتمدة إلى محفظتك.',
    'Comment fonctionnent les remboursements ?',
    'Pour une commande livrée, demandez un remboursement depuis le détail de la commande avec un motif et des photos. Les remboursements acceptés arrivent dans votre portefeuille.',
  ],
  [
    'How long does delivery take?',
    'Each store shows its delivery time on its page. The time depends on the distance and on how busy the store is.',
    'كم يستغرق التوصيل؟',
    'يعرض كل متجر مدة التوصيل في صفحته. تعتمد المدة على المسافة وعلى انشغال المتجر.',
    'Combien de temps prend la livraison ?',
    'Chaque boutique indique son délai de livraison sur sa page. Il dépend de la distance et de l’affluence de la boutique.',
  ],
  [
    'How do I talk to a store or my courier?',
    'Sign in, then use Chat with store on the store page, or Chat with delivery man in the order tracking while your order is on its way. Your conversations are under Chat.',
    'كيف أتحدث مع متجر أو مع المندوب؟',
    'سجّل الدخول ثم استخدم محادثة المتجر في صفحة المتجر، أو محادثة المندوب في تتبع الطلب أثناء توصيله. تجد محادثاتك في قسم المحادثات.',
    'Comment parler à une boutique ou à mon livreur ?',
    'Connectez-vous, puis utilisez Discuter avec la boutique sur sa page, ou Discuter avec le livreur dans le suivi pendant la livraison. Vos conversations sont dans Messages.',
  ],
  [
    'How do I change my delivery address?',
    'Click the location in the header to pick a new place on the map, or choose one of your saved addresses at checkout.',
    'كيف أغيّر عنوان التوصيل؟',
    'اضغط على الموقع في أعلى الصفحة لاختيار مكان جديد على الخريطة، أو اختر أحد عناوينك المحفوظة عند الدفع.',
    'Comment changer mon adresse de livraison ?',
    'Cliquez sur la position dans l’en-tête pour choisir un nouveau lieu sur la carte, ou choisissez une adresse enregistrée au paiement.',
  ],
  [
    'How do I delete my account?',
    'Open your profile settings and choose Delete account. This cannot be undone.',
    'كيف أحذف حسابي؟',
    'افتح إعدادات ملفك الشخصي واختر حذف الحساب. لا يمكن التراجع عن ذلك.',
    'Comment supprimer mon compte ?',
    'Ouvrez les paramètres de votre profil et choisissez Supprimer le compte. C’est définitif.',
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);
  await withId(db.schema.createTable('faqs'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('faqs_shown').on('faqs').columns(['status', 'position']).execute();
  await db.insertInto('faqs').values(FAQS.map(([question, answer, arQuestion, arAnswer, frQuestion, frAnswer], n) => ({
    position: n + 1, question, answer, status: 1,
    translations: JSON.stringify({ ar: { question: arQuestion, answer: arAnswer }, fr: { question: frQuestion, answer: frAnswer } }),
  }))).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('faqs').ifExists().execute();
}
