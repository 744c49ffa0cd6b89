import { AppError } from '../../../lib/errors.js';

const TIMED_OUT = 'The map service did not answer in time. Please try again.';
const UNREACHABLE = 'The map service is not available right now. Please try again.';

export const upstreamRefused = (status: string) =>
  new AppError('upstream_error', `The map service refused the request (${status}). Please try again later.`);

export interface GetJsonOptions {
  /** Statuses whose body still carries a readable answer, such as OSRM's 400 with a "NoRoute" code. */
  acceptStatus?: (status: number) => boolean;
}

export type GetJson = <T>(url: URL, options?: GetJsonOptions) => Promise<T>;

/**
 * A JSON GET that fails within the time limit, body included, whatever the upstream does. The
 * URL never appears in messages: it may carry an API key.
 */
export function jsonClient(timeoutMs: number, headers: Record<string, string> = {}): GetJson {
  return async <T>(url: URL, { acceptStatus = (s: number) => s >= 200 && s < 300 }: GetJsonOptions = {}) => {
    try {
      const res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
      if (!acceptStatus(res.status)) {
        await res.body?.cancel();
        throw new AppError('upstream_error', `The map service answered with an error (HTTP ${res.status}). Please try again.`);
      }
      return (await res.json()) as T;
    } catch (err) {
      if (err instanceof AppError) throw err;
      const name = (err as Error | undefined)?.name;
      throw new AppError('upstream_error', name === 'TimeoutError' || name === 'AbortError' ? TIMED_OUT : UNREACHABLE);
    }
  };
}
