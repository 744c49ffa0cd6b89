import { Skeleton } from '@storefront/ui/skeleton';

/** Shown once while the first page's code loads; shaped like the header and a hero. */
export function AppFallback() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" className="min-h-dvh">
      <div className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <Skeleton className="size-10 rounded-xl" />
          <Skeleton className="h-5 w-36" />
          <Skeleton className="ms-auto h-10 w-24 rounded-full" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-12">
        <Skeleton className="h-10 w-2/3 max-w-xl" />
        <Skeleton className="h-5 w-1/2 max-w-md" />
        <Skeleton className="mt-8 h-48 w-full rounded-3xl" />
      </div>
    </div>
  );
}
