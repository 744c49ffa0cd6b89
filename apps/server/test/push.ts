import { PUSH_TEXTS, type PushMessage } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './accounts.js';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Opens GET /api/v1/push/stream on a listening app with fetch and reads it as EventSource would:
 * events are collected as they come, and waitFor settles as soon as a matching one is there.
 */
export async function openPushStream(base: string, ticket: string, init: { headers?: Record<string, string>; query?: string } = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/push/stream?ticket=${encodeURIComponent(ticket)}${init.query ?? ''}`, { headers: init.headers ?? {}, signal: controller.signal });
  const events: StreamEvent[] = [];
  const fields: string[] = [];
  let listeners: (() => void)[] = [];
  let ended = false;
  const notify = () => {
    const now = listeners;
    listeners = [];
    for (const l of now) l();
  };
  const parse = (block: string) => {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) fields.push(line);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) fields.push(line);
    }
    if (data.length > 0) events.push({ id, event, data: data.join('\n') });
  };
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            parse(buffer.slice(0, at));
            buffer = buffer.slice(at + 2);
          }
          notify();
        }
      } catch {
        // aborted
      }
      ended = true;
      notify();
    })();
  }
  /** Waits (not sleeps) until the condition holds over what has arrived; fails after timeoutMs. */
  const until = async <T>(check: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (ended) throw new Error(`the stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; events: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  const pushes = () => events.filter((e) => e.event === 'push').map((e) => JSON.parse(e.data) as PushMessage);
  return {
    res,
    events,
    fields,
    pushes,
    /** The first push that matches. */
    waitForPush: (match: (p: PushMessage) => boolean, timeoutMs?: number) => until(() => pushes().find(match), 'matching push', timeoutMs),
    /** The data of the first live event of this name that matches. */
    waitForEvent: <T>(name: string, match: (data: T) => boolean, timeoutMs?: number) =>
      until(() => events.filter((e) => e.event === name).map((e) => JSON.parse(e.data) as T).find(match), `matching ${name} event`, timeoutMs),
    /** Waits until the stream has said its retry (it is open and set up). */
    opened: () => until(() => (fields.includes('retry: 3000') ? true : undefined), 'retry field'),
    /** Waits for a field or comment line; with count, until it has come that many times. */
    waitForField: (line: string, count = 1) =>
      until(() => (fields.filter((f) => f === line).length >= count ? true : undefined), `${count} × ${line}`),
    ended: () => until(() => (ended ? true : undefined), 'end of the stream'),
    close: () => controller.abort(),
  };
}

/** A listening app instance, as the load balancer sees one. */
export interface Instance {
  app: FastifyInstance;
  base: string;
}

/** A push ticket for a customer, asked of one instance. */
export async function pushTicket(instance: Instance, token: string): Promise<string> {
  const res = await instance.app.inject({ method: 'POST', url: '/api/v1/customer/push/ticket', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket as string;
}

/**
 * Checks that a ticket opens one stream whichever instance takes it: used on A, it answers B 401 with
 * the envelope; opened on A and on B at the same moment, exactly one is a stream. Answers the streams
 * opened (to close) and the ids of the two tickets spent.
 */
export async function expectSingleUseAcross(a: Instance, b: Instance, token: string) {
  const ticket = await pushTicket(a, token);
  const first = await openPushStream(a.base, ticket);
  expect(first.res.status).toBe(200);
  await first.opened();
  // Through fetch rather than inject: a stream that wrongly opens fails the test at once instead of never answering.
  const again = await openPushStream(b.base, ticket);
  expect(again.res.status).toBe(401);
  expect(await again.res.json()).toEqual({ errors: [{ code: 'unauthenticated', message: PUSH_TEXTS.ticket_used }] });

  const shared = await pushTicket(b, token);
  const both = await Promise.all([openPushStream(a.base, shared), openPushStream(b.base, shared)]);
  expect(both.map((s) => s.res.status).sort()).toEqual([200, 401]);
  await both.find((s) => s.res.status === 200)!.opened();
  return { streams: [first, again, ...both], spent: [ticketId(ticket), ticketId(shared)] };
}

/** The random id a ticket is marked spent under (its payload's `j`). */
export const ticketId = (ticket: string) => (JSON.parse(Buffer.from(ticket.split('.')[0]!, 'base64url').toString('utf8')) as { j: string }).j;
