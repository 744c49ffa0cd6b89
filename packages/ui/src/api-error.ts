/** One error of the API's envelope `{ errors: [{ code, message }] }`. */
export interface ApiErrorItem {
  code: string;
  message: string;
}

/** A refused or failed call, with the server's errors as it answered them (status 0: no answer at all). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/**
 * The errors of a failed answer: the envelope's items, else a plain `{ message }`, else one item with
 * `fallback` (the app's own "something went wrong" text) under the code `http_<status>`.
 */
export function readErrors(status: number, body: unknown, fallback: string): ApiErrorItem[] {
  if (body && typeof body === 'object') {
    const { errors, message } = body as { errors?: unknown; message?: unknown };
    if (Array.isArray(errors)) {
      const items = errors.filter(
        (e): e is ApiErrorItem => !!e && typeof e === 'object' && typeof (e as ApiErrorItem).message === 'string',
      );
      if (items.length > 0) return items.map((e) => ({ code: String(e.code ?? 'error'), message: e.message }));
    }
    if (typeof message === 'string' && message) return [{ code: 'error', message }];
  }
  return [{ code: `http_${status}`, message: fallback }];
}

/** An answer's body: JSON when it parses, else its text; undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The first server message of a failed query, for inline error states. */
export const errorMessage = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.errors[0]?.message : undefined;
