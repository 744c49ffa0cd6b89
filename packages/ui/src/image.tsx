import { hasImage } from '@storefront/contract';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { ImageIcon } from './icons';

export interface ImageProps extends Omit<ComponentProps<'img'>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** The first screen's largest picture (its LCP element): loaded at once and ahead of the others. */
  priority?: boolean;
}

/** An image that shows a neutral "no image" placeholder when missing or failing to load. */
export function Image({ src, alt, className, onError, priority = false, ...props }: ImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  // The server's placeholder for a row with no picture is drawn here instead, with the app's colours.
  if (!hasImage(src) || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt || t('common.no_image')}
        data-placeholder="no-image"
        className={cn('flex items-center justify-center bg-surface-2 text-muted/60', className)}
      >
        <ImageIcon className="size-1/3 max-h-10 min-h-4 max-w-10 min-w-4" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
