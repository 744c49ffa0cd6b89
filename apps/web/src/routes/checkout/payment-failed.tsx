import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { IconTitle } from '@storefront/ui/icon-title';
import { AlertIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { useSwitchToCash } from '@/features/checkout/api/switch-to-cash';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { CancelOrderDialog } from '@/features/orders/components/cancel-order-dialog';

/** The failure shows 500 ms after coming back from the payment page. */
export const FAILED_DIALOG_DELAY_MS = 500;

export interface PaymentFailedProps {
  orderId: number;
  /** Config allows cash on delivery; the server also checks the zone. */
  cashAllowed: boolean;
  guestId: string | null;
  /** Both ways out clear the cart and go home. */
  onDone: () => void;
}

/**
 * A failed payment: Order Place Failed, then cash on delivery instead (checkout), or cancel
 * with a reason (the orders feature's dialog and call). The page joins the two features here.
 */
export function PaymentFailed({ orderId, cashAllowed, guestId, onDone }: PaymentFailedProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'waiting' | 'failed' | 'cancel'>('waiting');
  const switchToCash = useSwitchToCash();
  const cancel = useCancelOrder();
  const owner = { order_id: orderId, ...(guestId ? { guest_id: guestId } : {}) };

  useEffect(() => {
    const timer = setTimeout(() => setView('failed'), FAILED_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const finish = ({ message }: { message: string }) => {
    toast.success(message);
    onDone();
  };

  return (
    <>
      <Dialog
        open={view === 'failed'}
        onClose={() => setView('cancel')}
        widthClass="max-w-[400px]"
        data-testid="order-failed"
        title={
          <IconTitle icon={<AlertIcon className="size-7" />} tone="bg-red-500/10 text-red-600">
            {t('checkout.failed_title')}
          </IconTitle>
        }
        description={<p className="text-center">{t('checkout.failed_text')}</p>}
      >
        <div className="mt-5 grid gap-2">
          {cashAllowed && (
            <Button size="lg" disabled={switchToCash.isPending} onClick={() => switchToCash.mutate(owner, { onSuccess: finish })}>
              {t('checkout.switch_to_cash')}
            </Button>
          )}
          <Button variant="outline" onClick={() => setView('cancel')}>
            {t('checkout.back_to_home')}
          </Button>
        </div>
      </Dialog>
      <CancelOrderDialog
        open={view === 'cancel'}
        busy={cancel.isPending}
        defaultReason={t('checkout.payment_canceled_reason')}
        onClose={() => setView('failed')}
        onCancel={(reason) => cancel.mutate({ ...owner, reason }, { onSuccess: finish })}
      />
    </>
  );
}
