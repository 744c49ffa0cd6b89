import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { Image } from '@storefront/ui/image';

/** The main picture and thumbnails to switch it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const list = images.length > 0 ? images : [''];
  const [index, setIndex] = useState(0);
  const current = list[Math.min(index, list.length - 1)];
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm">
        <Image src={current} alt={name} className="aspect-square w-full object-cover" priority />
      </div>
      {list.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('product.gallery')}>
          {list.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                aria-label={t('product.show_image', { index: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={cn('block size-16 overflow-hidden rounded-xl ring-2 transition sm:size-20', i === index ? 'ring-brand-600' : 'ring-transparent hover:ring-line')}
              >
                <Image src={src} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
