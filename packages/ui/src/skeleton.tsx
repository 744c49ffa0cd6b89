import { cn } from './cn';

export function Skeleton({ className, style }: { className?: string; style?: React.CSSProperties }) {
  return (
    <div aria-hidden="true" style={style} className={cn('animate-pulse rounded-lg bg-black/[0.07] dark:bg-white/10', className)} />
  );
}

/** A labelled wrapper so screen readers announce loading once instead of reading shapes. */
export function LoadingRegion({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
