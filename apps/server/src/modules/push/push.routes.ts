import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorEnvelope, Message, PUSH_TEXTS, PushStreamQuery, PushTicket, PushTicketRequest, WebPushKey, WebPushSubscription, WebPushUnsubscribe,
} from '@storefront/contract';
import { Type } from 'typebox';
import { AppError } from '../../lib/errors.js';
import type { Recipient } from './push.repository.js';
import { customerOnly, customerOrGuest } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope };

/** The Last-Event-ID header (as EventSource sends it on reconnecting) or the last_event_id parameter; null for neither. */
function lastEventId(header: string | string[] | undefined, query: number | undefined): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw !== undefined && /^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
  return query ?? null;
}

export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.push;

  app.post('/customer/push/ticket', {
    schema: {
      tags: ['push'], summary: 'A ticket that opens the push stream for a minute',
      description: 'With a bearer token: for the signed-in customer (every push). Without one, with guest_id: for that guest, who receives only '
        + 'order_status pushes of its orders. Open GET /api/v1/push/stream?ticket=… with it: the bearer token never goes into a URL.',
      security: customerOrGuest, body: PushTicketRequest, response: { 200: PushTicket, ...failures },
    },
    // A customer may send no body at all.
    preValidation: (request, _reply, done) => {
      request.body ??= {};
      done();
    },
  }, async (request) => {
    let recipient: Recipient;
    if (request.ctx.token) {
      const customer = await request.customer();
      recipient = { kind: 'customer', id: customer.id, tokenId: customer.tokenId };
    } else if (request.body.guest_id) recipient = { kind: 'guest', id: request.body.guest_id };
    else throw new AppError('unauthenticated', PUSH_TEXTS.sign_in_or_guest);
    return service.ticketFor(recipient);
  });

  app.get('/push/stream', {
    schema: {
      tags: ['push'], summary: 'The real-time push channel (Server-Sent Events)',
      description: 'text/event-stream: each push as `id: <push id>`, `event: push`, `data: <PushMessage JSON>`; a `: ping` comment every 25 s; '
        + '`retry: 3000`. With the Last-Event-ID header (EventSource sends it on reconnecting) or last_event_id, the recipient\'s pushes after it '
        + '(of the last day, at most 100) come first; without, only new ones. A ticket opens one stream: a bad, expired or '
        + 'already used ticket answers 401 (reconnect with a new ticket and last_event_id).',
      querystring: PushStreamQuery,
      response: { 200: Type.String({ description: 'text/event-stream' }), ...failures },
    },
    // A stream is never compressed: gzip would hold events back until its buffer fills.
    config: { compress: false },
  }, async (request, reply) => {
    const recipient = await service.spendTicket(request.query.ticket);
    const after = lastEventId(request.headers['last-event-id'], request.query.last_event_id);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and the like pass events on at once instead of buffering them.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    let ended = false;
    const sink = {
      write: (text: string) => {
        if (!ended) res.write(text);
      },
      end: () => {
        if (ended) return;
        ended = true;
        res.end();
      },
    };
    try {
      const close = await service.open(recipient, after, sink);
      // Said once the stream is registered: from here on nothing new is missed (a test waits for it).
      sink.write('retry: 3000\n\n');
      if (ended || res.destroyed) close();
      else res.on('close', () => {
        ended = true;
        close();
      });
    } catch (err) {
      request.log.error({ err }, 'opening a push stream failed');
      sink.end();
    }
  });

  app.get('/config/web-push', {
    schema: { tags: ['push'], summary: 'The VAPID public key for subscribing to Web Push; null when Web Push is not set up', response: { 200: WebPushKey } },
  }, async () => service.webPushKey());

  app.post('/customer/web-push/subscribe', {
    schema: {
      tags: ['push'], summary: 'Keep this browser\'s Web Push subscription: pushes reach it while no tab is open',
      description: `403 "${PUSH_TEXTS.web_push_off}" when the server has no VAPID keys.`,
      security: customerOnly, body: WebPushSubscription, response: { 200: Message, ...failures, 403: ErrorEnvelope },
    },
  }, async (request) => service.subscribe((await request.customer()).id, request.body));

  app.delete('/customer/web-push/subscribe', {
    schema: {
      tags: ['push'], summary: 'Drop a Web Push subscription of the signed-in customer (one not kept answers 200 too)',
      security: customerOnly, body: WebPushUnsubscribe, response: { 200: Message, ...failures },
    },
  }, async (request) => service.unsubscribe((await request.customer()).id, request.body.endpoint));
};
