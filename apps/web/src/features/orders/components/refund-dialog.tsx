import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REFUND_IMAGES } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { ErrorState } from '@storefront/ui/error-state';
import { PhotoPicker, usePhotoPicker } from '@storefront/ui/form/photo-picker';
import { errorMessage } from '@/lib/api-client';
import { useRefundReasons } from '../api/get-refund-reasons';
import { useRequestRefund } from '../api/request-refund';

const fieldClass = 'w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand-500';

/** Mounted only while open, so every opening starts empty. Up to 3 photos, JPG, PNG or GIF, 2 MB each. */
export function RefundDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const noteId = useId();
  const reasons = useRefundReasons(true);
  const request = useRequestRefund();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const photos = usePhotoPicker(MAX_REFUND_IMAGES);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    request.mutate({ orderId, reason, note, images: photos.files }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} title={t('orders.refund_title')} widthClass="max-w-[458px]" data-testid="refund-request">
      <form onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('orders.refund_reason')}
          </label>
          <select id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} className={`${fieldClass} h-11`} required>
            <option value="" disabled>
              {reasons.isPending ? t('common.loading') : t('orders.refund_reason_placeholder')}
            </option>
            {(reasons.data ?? []).map((r) => (
              <option key={r.id} value={r.reason}>
                {r.reason}
              </option>
            ))}
          </select>
          {reasons.isError && <ErrorState compact message={errorMessage(reasons.error)} onRetry={() => void reasons.refetch()} retrying={reasons.isRefetching} />}
        </div>
        <div>
          <label htmlFor={noteId} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('orders.refund_note')}
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={1000}
            rows={3}
            placeholder={t('orders.refund_note_placeholder')}
            className={`${fieldClass} py-2.5`}
          />
        </div>
        <div>
          <p className="text-sm font-semibold text-ink">{t('orders.refund_images')}</p>
          <p className="mb-2 text-xs text-muted">{t('orders.refund_images_hint')}</p>
          <PhotoPicker
            picker={photos}
            testId="refund-images"
            problemsTestId="refund-image-problems"
            texts={{
              add: t('orders.refund_add_images'),
              remove: (name) => t('orders.refund_remove_image', { name }),
              problems: { too_many: t('orders.refund_too_many'), type: t('orders.refund_image_type'), size: t('orders.refund_image_size') },
            }}
          />
        </div>
        {request.isError && (
          <p role="alert" data-testid="refund-error" className="text-sm font-medium text-red-600 dark:text-red-400">
            {errorMessage(request.error) ?? t('errors.generic')}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 pt-1">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!reason || request.isPending} aria-busy={request.isPending}>
            {request.isPending ? t('orders.refund_sending') : t('orders.refund_send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
