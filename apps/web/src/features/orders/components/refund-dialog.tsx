import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { CameraIcon, CloseIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { errorMessage } from '@/lib/api-client';
import { useRefundReasons } from '../api/get-refund-reasons';
import { useRequestRefund } from '../api/request-refund';
import { addRefundImages, REFUND_IMAGE_ACCEPT, type RefundImageProblem } from '../refund-images';

interface ChosenImage {
  file: File;
  /** An object URL for the thumbnail; null where the browser cannot make one. */
  preview: string | null;
}

const preview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const release = (image: ChosenImage) => image.preview && URL.revokeObjectURL(image.preview);

const fieldClass = 'w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand-500';

/** Mounted only while open, so every opening starts empty. Spec §5: up to 3 photos, JPG, PNG or GIF, 2 MB each. */
export function RefundDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const noteId = useId();
  const reasons = useRefundReasons(true);
  const request = useRequestRefund();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [problems, setProblems] = useState<RefundImageProblem[]>([]);

  // Thumbnails hold memory until their URLs are revoked: on removal and when the dialog goes.
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  });
  useEffect(() => () => imagesRef.current.forEach(release), []);

  const add = (files: FileList | null) => {
    const result = addRefundImages(images.map((image) => image.file), Array.from(files ?? []));
    const added = result.images.slice(images.length).map((file) => ({ file, preview: preview(file) }));
    setImages([...images, ...added]);
    setProblems(result.problems);
  };
  const remove = (index: number) => {
    release(images[index]!);
    setImages(images.filter((_, i) => i !== index));
    setProblems([]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    request.mutate({ orderId, reason, note, images: images.map((image) => image.file) }, { onSuccess: onClose });
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
          <ul className="flex flex-wrap gap-3" data-testid="refund-images">
            {images.map((image, index) => (
              <li key={`${image.file.name}-${index}`} className="relative">
                <Image src={image.preview} alt={image.file.name} className="size-20 rounded-xl border border-line object-cover" />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t('orders.refund_remove_image', { name: image.file.name })}
                  className="absolute -end-2 -top-2 grid size-6 place-items-center rounded-full bg-ink text-surface shadow hover:opacity-90"
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </li>
            ))}
            <li>
              <label className="grid size-20 cursor-pointer place-items-center content-center gap-1 rounded-xl border-2 border-dashed border-line text-center text-[11px] font-semibold text-muted hover:bg-surface-2 focus-within:ring-2 focus-within:ring-brand-500">
                <CameraIcon className="size-5" />
                {t('orders.refund_add_images')}
                <input
                  type="file"
                  accept={REFUND_IMAGE_ACCEPT}
                  multiple
                  className="sr-only"
                  onChange={(e) => {
                    add(e.target.files);
                    // The same file may be chosen again after removing it.
                    e.target.value = '';
                  }}
                />
              </label>
            </li>
          </ul>
          {problems.length > 0 && (
            <div role="alert" data-testid="refund-image-problems" className="mt-2 space-y-0.5 text-sm font-medium text-red-600 dark:text-red-400">
              {problems.map((problem) => (
                <p key={problem}>{t(problem)}</p>
              ))}
            </div>
          )}
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
