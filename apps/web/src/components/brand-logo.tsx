import { useState } from 'react';
import { cn } from '@storefront/ui/cn';

export interface BrandLogoProps {
  src: string | null | undefined;
  name: string;
  className?: string;
}

/** The business logo; falls back to a monogram tile (not a broken image) when missing or failing. */
export function BrandLogo({ src, name, className }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-black text-white shadow-sm',
          className,
        )}
      >
        {name.trim().charAt(0).toUpperCase() || '•'}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className={cn('size-10 shrink-0 rounded-xl object-contain', className)}
      onError={() => setFailedSrc(src)}
    />
  );
}
