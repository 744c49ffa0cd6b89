import { toast } from '@storefront/ui/toast';
import { ApiError } from './api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Keeps the problems that were found: `{ email: 'Email is required', phone: null }` -> `{ email: ... }`. */
export function foundErrors<F extends string>(checks: Partial<Record<F, string | null>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(checks) as [F, string | null | undefined][]) {
    if (message) errors[field] = message;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/**
 * A failed form request (made `silent`): messages about the form's own fields go under them and
 * every other message is toasted.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  const items = error instanceof ApiError ? error.errors : [];
  for (const item of items) {
    const field = fields.find((name) => name === item.code);
    if (field) errors[field] ??= item.message;
    else toast.error(item.message);
  }
  return errors;
}

/** Moves focus to the first field marked invalid, once React has rendered the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
