import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancellationReasons } from '../api/get-cancellation-reasons';
import { Choice } from './section';

export interface CancelOrderDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}

/** Spec §2 cancel-order dialog: a reason from cancellation-reasons, 'Order payment canceled' by default. */
export function CancelOrderDialog({ open, busy, onCancel, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const reasons = useCancellationReasons(open);
  const fallback = t('checkout.payment_canceled_reason');
  const [reason, setReason] = useState(fallback);
  const options = [fallback, ...(reasons.data ?? []).map((r) => r.reason).filter((r) => r !== fallback)];
  return (
    <Dialog open={open} onClose={onClose} title={t('checkout.cancel_title')} widthClass="max-w-[458px]" data-testid="cancel-order">
      <div role="radiogroup" aria-label={t('checkout.cancel_reason')} className="mt-4 max-h-[40vh] space-y-2 overflow-y-auto p-0.5">
        {options.map((option) => (
          <Choice key={option} name="cancel-reason" checked={reason === option} onChange={() => setReason(option)}>
            {option}
          </Choice>
        ))}
        {reasons.isPending && <Skeleton className="h-11 rounded-xl" />}
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => onCancel(reason)}>
          {t('checkout.cancel_order')}
        </Button>
      </div>
    </Dialog>
  );
}
