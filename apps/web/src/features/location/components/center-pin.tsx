import { cn } from '@storefront/ui/cn';

/**
 * The pin stays over the centre while the map moves under it; its tip marks the point.
 * Drawn here rather than as a Leaflet marker so no marker images are fetched.
 */
export function CenterPin({ lifted }: { lifted: boolean }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 z-10">
      <span
        className={cn(
          'absolute top-0 left-1/2 h-1.5 w-4 -translate-x-1/2 -translate-y-1/2 rounded-[50%] bg-black/30 blur-[1px] transition-all duration-200',
          lifted && 'w-2.5 bg-black/20',
        )}
      />
      <svg
        viewBox="0 0 40 52"
        className={cn(
          'absolute bottom-0 left-1/2 h-12 w-[37px] -translate-x-1/2 drop-shadow-md transition-transform duration-200',
          lifted && '-translate-y-2.5',
        )}
      >
        <path
          d="M20 51C20 51 3 33.5 3 20.5a17 17 0 0 1 34 0C37 33.5 20 51 20 51Z"
          className="fill-brand-600 stroke-white"
          strokeWidth="2.5"
        />
        <circle cx="20" cy="20" r="6.5" fill="white" />
      </svg>
    </div>
  );
}
