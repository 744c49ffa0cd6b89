import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ConsoleSession, OperatorProfile } from '@storefront/contract';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** A multipart body (pictures), as sent. */
  form?: FormData;
}

type Answer = { status: number; body?: unknown };
type Handler = (call: Call) => Answer;

/** Answers the console's calls from `handlers` ("METHOD path" without /api/v1); an unknown call answers 404. Returns the calls made. */
export function mockApi(handlers: Record<string, Handler | Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.replace(/^\/api\/v1\//, ''),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      ...(init.body instanceof FormData ? { form: init.body } : {}),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = typeof handler === 'function' ? handler(call) : (handler ?? { status: 404, body: { errors: [{ code: 'not_found', message: 'Not found' }] } });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The console's own cache, its retries made at once: a test sees the same calls, without the seconds the app waits between them. */
function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

/** The console at `path` (inside its /console base), with a fresh cache. */
export function renderConsole(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const refusal = (status: number, code: string, message: string): Answer => ({ status, body: { errors: [{ code, message }] } });

export const operator = (role: OperatorProfile['role'], extra: Partial<OperatorProfile> = {}): OperatorProfile => ({
  id: 7, role, f_name: 'Lina', l_name: 'Haddad', email: `${role}@souqly.test`, phone: '+971500000007', image: null,
  store: null, zone_id: null, lat: null, lng: null, ...extra,
});

export const CONFIG = { status: 200, body: { business_name: 'Souqly' } };
export const ZONES = { status: 200, body: [{ id: 2, name: 'Dubai Marina & JLT', coordinates: [] }, { id: 1, name: 'Dubai', coordinates: [] }] };

/** The roles a profile of this kind holds unless a test says otherwise: a store's account manages its store. */
function usualRoles(profile: OperatorProfile): ConsoleSession['roles'] {
  if (profile.role === 'store') return [{ role: 'manager', store: profile.store ?? { id: 3, name: 'Green Basket' } }];
  return [{ role: profile.role, store: null }];
}

/** What GET console/me answers for this person. */
export const session = (profile: OperatorProfile, roles: ConsoleSession['roles'] = usualRoles(profile), extra: Partial<ConsoleSession> = {}): ConsoleSession => ({
  operator: profile, roles, two_factor: { required: false, enabled: false }, limited: false, ...extra,
});
