import { hasImage } from '@storefront/contract';
import { useState } from 'react';
import { cn } from './cn';
import { UserIcon } from './icons';

export interface AvatarProps {
  src: string | null | undefined;
  /** The person's name: the image's text and, without an image, its initials. */
  name: string;
  className?: string;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]!.toUpperCase())
    .join('');

/** A round photo, or the initials when there is none or it fails to load. */
export function Avatar({ src, name, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const base = cn('grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-200', className);
  // The server's placeholder (a row with no picture) gives way to the initials.
  if (hasImage(src) && failedSrc !== src) {
    return <img src={src} alt={name} className={cn(base, 'object-cover')} onError={() => setFailedSrc(src)} />;
  }
  const initials = initialsOf(name);
  return (
    <span role="img" aria-label={name} className={base}>
      {initials || <UserIcon className="size-1/2" />}
    </span>
  );
}
