import type { ReactNode } from 'react';
import { cn } from './cn';

/** A dialog title under a round icon badge, centred: the look of the app's prompts and confirms. */
export function IconTitle({ icon, tone, large = false, children, className }: {
  icon: ReactNode;
  /** Background and text colours of the badge. */
  tone: string;
  large?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cn('flex flex-col items-center gap-3 text-center', className)}>
      <span className={cn('grid place-items-center rounded-full', large ? 'size-16' : 'size-14', tone)}>{icon}</span>
      {children}
    </span>
  );
}
