import { ERROR_STATUS, type ErrorCode } from '@storefront/contract';

/** The one error type services throw; the error handler turns it into the envelope and status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: { code: string; message: string }[];
  /** Fields the answer carries beside `errors` (a stale save's current row); the route's schema for the status names them. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: { code: string; message: string }[], extra?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details ?? [{ code, message }];
    this.extra = extra;
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);

/** A business rule refused the request; `code` names the refusal in the envelope's details (the top code stays business_rule). */
export const rule = (message: string, code = 'business_rule') => new AppError('business_rule', message, [{ code, message }]);

/** The request broke a rule of its shape or fields; `code` names the field or refusal in the envelope's details. */
export const invalid = (message: string, code = 'validation_error') => new AppError('validation_error', message, [{ code, message }]);

/**
 * A save named a version older than the row's (409): someone saved in between. The answer carries the
 * row as it is now and the fields changed since, so the person can see what moved and decide again.
 */
export const staleVersion = (current: unknown, changed: readonly string[]) => {
  const message = 'Someone else saved a change since you opened this. Look at the latest and save again.';
  return new AppError('conflict', message, [{ code: 'stale_version', message }], { current, changed });
};
