import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Choice } from '@storefront/ui/choice';
import { Dialog } from '@storefront/ui/dialog';
import { ErrorState } from '@storefront/ui/error-state';
import { Skeleton } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCancellationReasons } from '../api/get-cancellation-reasons';

export interface CancelOrderDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
  /**
   * A reason chosen in advance and listed first (checkout's 'Order payment canceled'). Without it
   * the customer picks one of the server's reasons before Cancel Order is enabled.
   */
  defaultReason?: string;
}

/** The cancel-order dialog: 'Are you sure you want to cancel this order?' and a reason from cancellation-reasons. */
export function CancelOrderDialog({ open, busy, onCancel, onClose, defaultReason }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const reasons = useCancellationReasons(open);
  const [reason, setReason] = useState(defaultReason ?? '');
  const listed = (reasons.data ?? []).map((r) => r.reason).filter((r) => r !== defaultReason);
  const options = defaultReason ? [defaultReason, ...listed] : listed;
  return (
    <Dialog open={open} onClose={onClose} title={t('orders.cancel_confirm')} widthClass="max-w-[458px]" data-testid="cancel-order">
      <div role="radiogroup" aria-label={t('orders.cancel_reason')} className="mt-4 max-h-[40vh] space-y-2 overflow-y-auto p-0.5">
        {options.map((option) => (
          <Choice key={option} name="cancel-reason" checked={reason === option} onChange={() => setReason(option)}>
            {option}
          </Choice>
        ))}
        {reasons.isPending && <Skeleton className="h-11 rounded-xl" />}
        {reasons.isError && !defaultReason && (
          <ErrorState compact message={errorMessage(reasons.error)} onRetry={() => void reasons.refetch()} retrying={reasons.isRefetching} />
        )}
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={busy || !reason} aria-busy={busy} onClick={() => onCancel(reason)}>
          {t('orders.cancel_order')}
        </Button>
      </div>
    </Dialog>
  );
}
