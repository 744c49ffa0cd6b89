import i18n from 'i18next';
import { HEADERS } from '@storefront/contract';
import { ApiError, readBody, readErrors } from '@storefront/ui/api-error';
import { toast } from '@storefront/ui/toast';
import { getStoredLanguage } from './language';
import { navigateTo } from './navigation';
import { renderScope } from './render-scope';
import { clearToken, getLatLng, getSelectedModule, getToken } from './session';
import { readItem, STORAGE_KEYS } from './storage';

export const API_BASE = '/api/v1';
export const SOFTWARE_ID = '33571750';

export { ApiError, errorMessage, type ApiErrorItem } from '@storefront/ui/api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Overrides the headers taken from storage, e.g. a zone not saved yet. */
  headers?: Record<string, string>;
  /** Do not toast errors: the caller shows them in place or the spec wants them silent. */
  silent?: boolean;
  /** A 401 does not end the session or leave the page: for sign-out, which ends it anyway. */
  keepSession?: boolean;
  signal?: AbortSignal;
}

/** The spec's request headers, read from local storage on every call. */
export function buildHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [HEADERS.softwareId]: SOFTWARE_ID,
    [HEADERS.localization]: getStoredLanguage(),
  };
  const token = getToken();
  if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
  const zoneId = readItem(STORAGE_KEYS.zoneId);
  if (zoneId) headers[HEADERS.zoneId] = zoneId;
  const module = getSelectedModule();
  if (module) headers[HEADERS.moduleId] = String(module.id);
  const latLng = getLatLng();
  if (latLng) {
    headers[HEADERS.latitude] = String(latLng.lat);
    headers[HEADERS.longitude] = String(latLng.lng);
  }
  return headers;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, silent = false, keepSession = false, signal } = options;
  const headers = { ...buildHeaders(), ...options.headers };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const hadToken = Boolean(headers[HEADERS.authorization]);

  let response: Response;
  try {
    // On the server the render's scope calls the API in-process.
    const send = renderScope()?.fetch ?? fetch;
    response = await send(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const errors = [{ code: 'network_error', message: i18n.t('errors.network') }];
    if (!silent) toast.error(errors[0]!.message);
    throw new ApiError(0, errors);
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const errors = readErrors(response.status, data, i18n.t('errors.generic'));
  // An expired or deactivated session: forget it and send the person to sign in.
  if (response.status === 401 && hadToken && !keepSession) {
    clearToken();
    errors.forEach((e) => toast.error(e.message));
    navigateTo('/auth/sign-in');
  } else if (!silent) {
    errors.forEach((e) => toast.error(e.message));
  }
  throw new ApiError(response.status, errors);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
