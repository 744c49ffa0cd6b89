import type { ReactNode } from 'react';
import { Image } from '@storefront/ui/image';

/** One thing to rate: its picture and name, then the form or the review already sent. */
export function ReviewCardShell({ testId, image, name, children }: { testId: string; image: string; name: string; children: ReactNode }) {
  return (
    <li data-testid={testId} className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-3">
        <Image src={image} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
        <p className="min-w-0 font-bold break-words text-ink">{name}</p>
      </div>
      {children}
    </li>
  );
}
