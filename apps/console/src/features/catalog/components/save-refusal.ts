import { ApiError, errorMessage } from '@storefront/ui/api-error';
import { ApiAnswerError } from '../../../lib/api-client';

/** What a form does with a refused save. */
export interface RefusalHandlers<C> {
  /** 409: someone else saved meanwhile; the answer holds the row now and the fields changed since. */
  conflict: (answer: C) => void;
  /** 400: the server's messages by field path. */
  problems: (byField: Record<string, string>) => void;
  /** Any refusal but a 409: the message to show, else `fallback`. */
  failure: (message: string) => void;
}

/** Hands a refused save (an editor's, a dialog's) to the form: the conflict, the fields' problems, the message. */
export function handleRefusal<C>(error: Error, fallback: string, on: RefusalHandlers<C>): void {
  if (error instanceof ApiAnswerError && error.status === 409) {
    on.conflict(error.body as C);
    return;
  }
  if (error instanceof ApiError && error.status === 400) on.problems(Object.fromEntries(error.errors.map((e) => [e.code, e.message])));
  on.failure(errorMessage(error) ?? fallback);
}
