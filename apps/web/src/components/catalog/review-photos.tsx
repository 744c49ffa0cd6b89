import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { Dialog } from '@storefront/ui/dialog';
import { Image } from '@storefront/ui/image';

/** A reviewer's photos as small thumbnails; one opens larger in a dialog. */
export function ReviewPhotos({ photos, className }: { photos: readonly string[]; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const current = open === null ? undefined : photos[open];
  return (
    <>
      <ul className={cn('flex flex-wrap gap-2', className)} data-testid="review-photos">
        {photos.map((src, index) => (
          <li key={`${src}-${index}`}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('reviews.open_photo', { index: index + 1 })}
              className="block rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <Image src={src} alt="" className="size-14 rounded-lg border border-line object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== undefined}
        onClose={() => setOpen(null)}
        title={t('reviews.photo', { index: (open ?? 0) + 1 })}
        widthClass="max-w-2xl"
        data-testid="review-photo-viewer"
      >
        <Image src={current} alt={t('reviews.photo', { index: (open ?? 0) + 1 })} className="mt-4 max-h-[70dvh] w-full rounded-xl object-contain" />
      </Dialog>
    </>
  );
}
