import { ERROR_STATUS, type ErrorCode } from '@storefront/contract';

/** The one error type services throw; the error handler turns it into the envelope and status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: { code: string; message: string }[];
  /** Fields the envelope carries beside `errors`, as the route's schema for this status declares them (a 409's current row). */
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
