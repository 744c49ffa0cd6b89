import i18n from 'i18next';
import { HEADERS } from '@storefront/contract';
import { ApiError, readBody, readErrors } from '@storefront/ui/api-error';
import { clearToken, getToken } from './session';

export const API_BASE = '/api/v1';

/** A refused call with the answer's whole body beside its errors (a stale save's 409 carries the row as it is now, a bulk update's 422 its report). */
export class ApiAnswerError extends ApiError {
  readonly body: unknown;

  constructor(status: number, errors: ApiError['errors'], body: unknown) {
    super(status, errors);
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a form (multipart/form-data, with its boundary set by the browser). */
  body?: unknown;
  /** A 401 does not end the session: for signing in and out, which decide about it themselves. */
  keepSession?: boolean;
  signal?: AbortSignal;
  /** The answer as a file (a document to download) rather than JSON. */
  file?: boolean;
  /** Headers of the call's own (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * A call of the API with the staff session's bearer token and the console's language. A 401 to a call
 * made with a token means the session is over (expired, revoked, deactivated): the token is forgotten,
 * which sends the person back to sign in.
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, keepSession = false, signal, file = false, headers: own }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...own, Accept: 'application/json', [HEADERS.localization]: i18n.language || 'en' };
  const token = getToken();
  if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
  const form = body instanceof FormData;
  // A form's content type (with its boundary) is the browser's to write.
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, [{ code: 'network_error', message: i18n.t('errors.network') }]);
  }

  if (response.ok && file) return (await response.blob()) as T;
  const data = await readBody(response);
  if (response.ok) return data as T;
  if (response.status === 401 && token && !keepSession) clearToken();
  throw new ApiAnswerError(response.status, readErrors(response.status, data, i18n.t('errors.generic')), data);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  /** A FormData body goes as multipart/form-data (pictures), anything else as JSON. */
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  /** A file the API answers (a document), with the session's token as every call has it. */
  file: (path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'file'>) => apiRequest<Blob>(path, { ...options, method: 'GET', file: true }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A query's retry rule: a refusal (4xx) is the answer and is not asked again; a failure (no answer, 5xx) is, twice. */
export const retryUnlessRefused = (failures: number, error: Error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2;
