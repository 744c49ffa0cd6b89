import { useTranslation } from 'react-i18next';
import { useServiceFeeName } from '@/lib/service-fee-name';
import { dialCode } from '../dial-code';
import type { CheckoutProps } from '../checkout-settings';
import { useCheckout } from '../hooks/use-checkout';
import { CouponField } from './coupon-field';
import { DeliveryAddress } from './delivery-address';
import { GuestContactCard } from './guest-contact';
import { GuestContactDialog } from './guest-contact-dialog';
import { OfflinePayment } from './offline-payment';
import { OrderSummary } from './order-summary';
import { OrderTypeToggle } from './order-type-toggle';
import { PaymentMethods } from './payment-methods';
import { PrescriptionCard } from './prescription-card';
import { SchedulePicker } from './schedule-picker';
import { Section } from './section';
import { TipsPicker } from './tips-picker';

/** /checkout: order type, address and contact, time, payment, coupon, tips, note and the summary. */
export function CheckoutForm(props: CheckoutProps) {
  const { t } = useTranslation();
  const { config, signedIn } = props;
  const c = useCheckout(props);
  const serviceFeeName = useServiceFeeName();
  const { choices, set } = c;
  // One shrinkable column on phones too: a wide child (the coupon list) scrolls inside itself instead of widening the page.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-4">
        {c.types.length > 1 && <OrderTypeToggle types={c.types} value={choices.orderType} onChange={(orderType) => set({ orderType })} />}
        {c.delivery && <DeliveryAddress address={c.address} onChange={c.changeAddress} onAdd={c.addAddress} />}
        {!signedIn && (
          <>
            <GuestContactCard contact={choices.contact} onEdit={() => c.setContactOpen(true)} />
            <GuestContactDialog
              open={c.contactOpen}
              contact={choices.contact}
              dialCode={dialCode(config.country)}
              onClose={() => c.setContactOpen(false)}
              onSave={(contact) => {
                set({ contact });
                c.setContactOpen(false);
              }}
            />
          </>
        )}
        {config.schedule_order && (
          <SchedulePicker slotMinutes={config.schedule_order_slot_duration} value={choices.scheduleAt} onChange={(scheduleAt) => set({ scheduleAt })} />
        )}
        <PaymentMethods
          methods={c.methods}
          value={choices.paymentMethod}
          onChange={(paymentMethod) => set({ paymentMethod })}
          walletBalance={props.walletBalance}
          partialAllowed={c.partialShown}
          partial={choices.partial}
          onPartialChange={(partial) => set({ partial })}
        />
        {c.offline.shown && (
          <OfflinePayment
            methods={c.offline.methods}
            loading={c.offline.loading}
            failed={c.offline.failed}
            method={c.offline.method}
            fields={c.offline.fields}
            showErrors={c.offline.showErrors}
            onChoose={c.offline.choose}
            onChange={c.offline.change}
          />
        )}
        <CouponField coupons={props.coupons} applied={choices.couponCode} onApply={c.applyCoupon} problem={choices.couponCode ? c.couponProblem : undefined} />
        {c.delivery && config.dm_tips_status === 1 && <TipsPicker value={choices.tips} mostTips={props.mostTips} onChange={(tips) => set({ tips })} />}
        {props.order.store.module_type === 'pharmacy' && config.prescription_order_status === 1 && c.delivery && (
          <PrescriptionCard
            storeId={props.order.store.store_id}
            address={c.address}
            contact={choices.contact}
            guestId={signedIn ? null : props.guestId}
            note={choices.note}
            onPlaced={props.onPlaced}
          />
        )}
        <Section title={t('checkout.order_note')}>
          <textarea
            aria-label={t('checkout.order_note')}
            placeholder={t('checkout.order_note_placeholder')}
            maxLength={1000}
            rows={3}
            value={choices.note}
            onChange={(e) => set({ note: e.target.value })}
            className="w-full rounded-xl border border-line bg-surface p-3 text-sm outline-none focus:border-brand-500"
          />
        </Section>
      </div>
      <OrderSummary
        lines={props.order.lines}
        estimate={c.totals}
        pricing={c.pricing}
        serviceFeeName={serviceFeeName}
        delivery={c.delivery}
        busy={c.busy}
        problem={c.problem}
        previewProblem={c.previewProblem}
        onPlace={c.submit}
      />
    </div>
  );
}
