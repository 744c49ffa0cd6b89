import { Button } from '@storefront/ui/button';
import { Spinner } from '@storefront/ui/spinner';

/** A dialog form's end: why the save failed (when no conflict is shown), then Cancel and the submit button, busy while saving. */
export function DialogActions({ failure, conflicted, pending, cancel, submit, saving, onCancel }: {
  failure: string | null; conflicted: boolean; pending: boolean; cancel: string; submit: string; saving: string; onCancel: () => void;
}) {
  return (
    <>
      {failure && !conflicted && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failure}</bdi></p>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>{cancel}</Button>
        <Button type="submit" disabled={pending || conflicted}>
          {pending && <Spinner className="size-4" />}
          {pending ? saving : submit}
        </Button>
      </div>
    </>
  );
}
