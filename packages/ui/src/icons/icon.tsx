import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** A 24-unit line icon in the text's colour, hidden from screen readers; props override any default. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
      {...props}
    >
      {children}
    </svg>
  );
}
