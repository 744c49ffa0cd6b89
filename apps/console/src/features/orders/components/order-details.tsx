import { useTranslation } from 'react-i18next';
import { trackingStep, type OrderDetailsAnswer, type OrderLine } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { RouteMap, type RoutePoint } from '@storefront/ui/map/route-map';
import { useMoney } from '../../../components/use-money';
import { OrderActions } from './order-actions';

/** The contact the order goes to: the delivery address's person, or the receiver the customer gave. */
function contactOf(order: OrderDetailsAnswer['order']) {
  const r = order.receiver_details;
  const a = order.delivery_address;
  return {
    name: r?.contact_person_name ?? a?.contact_person_name ?? r?.name ?? null,
    phone: r?.contact_person_number ?? a?.contact_person_number ?? r?.phone ?? null,
    address: a?.address ?? r?.address ?? null,
  };
}

function Line({ line }: { line: OrderLine }) {
  const money = useMoney();
  return (
    <li className="flex gap-3 border-b border-line py-3 last:border-0 print:py-1">
      <span className="min-w-8 font-bold">{line.quantity}×</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{line.name}</p>
        {line.variation.map((v) => <p key={v} className="text-sm text-muted print:text-black">{v}</p>)}
        {line.add_ons.map((a) => <p key={a.id} className="text-sm text-muted print:text-black">+ {a.quantity}× {a.name}</p>)}
      </div>
      <bdi className="text-sm print:hidden">{money(line.total)}</bdi>
    </li>
  );
}

/**
 * An order as the store works on it: its lines with choices, add-ons and the customer's note, the
 * customer's contact, prescription photos, the courier on the map, totals, the next step, and the
 * kitchen ticket (this page printed: only the ticket's part shows on paper).
 */
export function OrderDetails({ storeId, answer }: { storeId: number; answer: OrderDetailsAnswer }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { order, details } = answer;
  const contact = contactOf(order);
  const courier = order.delivery_man;
  const points: RoutePoint[] = [];
  if (order.store) points.push({ kind: 'store', lat: order.store.latitude, lng: order.store.longitude, title: order.store.name });
  // The courier's marker until the order is delivered (as on the customer's tracking); then the courier has moved on.
  const step = trackingStep(order.order_status);
  if (courier?.lat != null && courier.lng != null && step !== null && step < 4) points.push({ kind: 'courier', lat: courier.lat, lng: courier.lng, title: `${courier.f_name} ${courier.l_name}` });
  if (order.delivery_address) points.push({ kind: 'destination', lat: order.delivery_address.latitude, lng: order.delivery_address.longitude, title: order.delivery_address.address });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-xl font-bold">{t('orders.number', { id: order.id })}</h1>
          <p className="text-sm text-muted">
            {t(`orders.status.${order.order_status}`)} · {t(`orders.types.${order.order_type}`, { defaultValue: order.order_type })}
            {order.processing_time ? ` · ${t('orders.prep_minutes', { count: order.processing_time })}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderActions storeId={storeId} order={order} withCancel />
          <Button size="sm" variant="outline" onClick={() => window.print()}>{t('orders.print_ticket')}</Button>
        </div>
      </div>

      <section aria-label={t('orders.ticket')} data-testid="kitchen-ticket" className="rounded-2xl border border-line bg-surface p-4 print:border-0 print:p-0 print:text-black">
        <div className="hidden print:block">
          <p className="text-2xl font-bold">{t('orders.number', { id: order.id })}</p>
          <p>{t(`orders.types.${order.order_type}`, { defaultValue: order.order_type })} · {new Date(order.created_at).toLocaleString()}</p>
          {order.scheduled === 1 && <p className="font-bold">{t('orders.scheduled_for', { time: new Date(order.schedule_at).toLocaleString() })}</p>}
        </div>
        <ul>{details.map((line) => <Line key={line.id} line={line} />)}</ul>
        {order.order_note && (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-950 print:bg-transparent print:p-0">
            <strong>{t('orders.note')}:</strong> {order.order_note}
          </p>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2 print:hidden">
        <section className="rounded-2xl border border-line bg-surface p-4">
          <h2 className="mb-2 font-bold">{t('orders.customer')}</h2>
          {contact.name && <p>{contact.name}</p>}
          {contact.phone && <a className="text-brand-700 hover:underline dark:text-brand-300" href={`tel:${contact.phone}`} dir="ltr">{contact.phone}</a>}
          {contact.address && <p className="mt-1 text-sm text-muted">{contact.address}</p>}
          {order.order_attachment_full_url.length > 0 && (
            <div className="mt-3">
              <h3 className="mb-2 text-sm font-bold">{t('orders.prescription')}</h3>
              <div className="flex flex-wrap gap-2">
                {order.order_attachment_full_url.map((url, i) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={t('orders.prescription_photo', { n: i + 1 })} className="size-24 rounded-xl border border-line object-cover" />
                  </a>
                ))}
              </div>
            </div>
          )}
          {order.delivery_photo && (
            <div className="mt-3" data-testid="delivery-photo">
              <h3 className="mb-2 text-sm font-bold">{t('orders.delivery_photo')}</h3>
              <a href={order.delivery_photo} target="_blank" rel="noreferrer">
                <img src={order.delivery_photo} alt={t('orders.delivery_photo_alt')} className="size-24 rounded-xl border border-line object-cover" />
              </a>
            </div>
          )}
        </section>
        <section className="rounded-2xl border border-line bg-surface p-4">
          <h2 className="mb-2 font-bold">{t('orders.totals')}</h2>
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
            <dt>{t('orders.items_total')}</dt><dd><bdi>{money(order.totals.item_amount)}</bdi></dd>
            {order.totals.delivery_charge > 0 && <><dt>{t('orders.delivery_fee')}</dt><dd><bdi>{money(order.totals.delivery_charge)}</bdi></dd></>}
            <dt className="font-bold">{t('orders.total')}</dt><dd className="font-bold"><bdi>{money(order.order_amount)}</bdi></dd>
            <dt>{t('orders.payment')}</dt><dd>{t(`orders.payments.${order.payment_method}`, { defaultValue: order.payment_method })}</dd>
          </dl>
        </section>
      </div>

      {order.order_type === 'delivery' && points.length > 1 && (
        <section className="print:hidden">
          <h2 className="mb-2 font-bold">{courier ? t('orders.courier', { name: `${courier.f_name} ${courier.l_name}` }) : t('orders.no_courier')}</h2>
          <div className="h-64 overflow-hidden rounded-2xl border border-line">
            <RouteMap points={points} label={t('orders.map')} unavailableText={t('orders.map_unavailable')} />
          </div>
        </section>
      )}
    </div>
  );
}
