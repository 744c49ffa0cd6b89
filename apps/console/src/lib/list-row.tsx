import type { ComponentProps, ReactNode } from 'react';
import type { Texts } from '@storefront/contract';
import { RowActions } from './row-actions';
import { UntranslatedNote } from './untranslated-note';

/**
 * One row of a list of rows named in three languages: what leads it (a picture), its name as shown (read in
 * its own direction) with what stands before and beside it (a code, a state), its detail lines, the languages
 * its name lacks (`texts`, said with the feature's texts `scope`), and at the end its switch and edit button.
 */
export function ListRow({ testId, name, texts, scope, lead, before, beside, actions, children }: {
  testId: string; name: string; texts: Texts; scope: string; lead?: ReactNode; before?: ReactNode; beside?: ReactNode;
  actions: ComponentProps<typeof RowActions>; children?: ReactNode;
}) {
  return (
    <li data-testid={testId} className="flex flex-wrap items-center gap-3 border-b border-line px-3 py-3 last:border-b-0 sm:px-4">
      {lead}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          {before}
          <span dir="auto" className="min-w-0 truncate font-semibold"><bdi>{name}</bdi></span>
          {beside}
        </p>
        {children}
        <UntranslatedNote texts={texts} scope={scope} />
      </div>
      <RowActions {...actions} />
    </li>
  );
}
