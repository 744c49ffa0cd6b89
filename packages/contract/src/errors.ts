import { Type, type Static } from 'typebox';

/**
 * The fixed list of error codes and the HTTP status each maps to. The server's
 * error class only accepts these codes, so a new failure must be named here.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  invalid_coordinates: 400,
  zone_required: 400,
  module_required: 400,
  unauthenticated: 401,
  token_expired: 401,
  account_inactive: 401,
  /** A valid-looking token of the other kind: an operator's on a customer route, or a customer's on an operator route. */
  wrong_token_kind: 401,
  invalid_credentials: 401,
  /** A staff account that signs in with a second factor sent no code, or a wrong one. */
  two_factor_required: 401,
  forbidden: 403,
  /** A staff session that must set up its second factor before the console opens. */
  two_factor_setup_required: 403,
  feature_disabled: 403,
  not_found: 404,
  route_not_found: 404,
  service_not_available: 404,
  conflict: 409,
  different_store: 409,
  business_rule: 422,
  /** The Idempotency-Key was already used with another request body. */
  idempotency_mismatch: 422,
  payload_too_large: 413,
  /** The request's headers or body stopped arriving, or took longer than the server allows. */
  request_timeout: 408,
  /** The request's headers are larger than the server reads. */
  headers_too_large: 431,
  unsupported_media_type: 415,
  too_many_requests: 429,
  upstream_error: 502,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorItem = Type.Object({ code: Type.String(), message: Type.String() });
export const ErrorEnvelope = Type.Object({ errors: Type.Array(ErrorItem) });
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
