import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '@storefront/contract';
import type { TimeoutsConfig } from '../config.js';

/**
 * Slow and stalled clients are cut off so that they cannot hold connections open: headers must arrive within
 * headersMs, a request within requestMs, and while a request is arriving it may not fall silent for bodyIdleMs.
 * Once a request is in, nothing is timed until its answer is sent: a slow handler or the push stream is the
 * server's time, not the client's. After the answer, an idle connection is kept keepAliveMs.
 */

/** The request each connection is on and its answer. */
const exchanges = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();

function rawAnswer(status: number, code: ErrorCode, message: string): string {
  const body = JSON.stringify({ errors: [{ code, message }] });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
    + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

const TIMED_OUT = rawAnswer(408, 'request_timeout', 'The request took too long to arrive. Please try again.');
const HEADERS_TOO_LARGE = rawAnswer(431, 'headers_too_large', 'The request headers are too large.');
const MALFORMED = rawAnswer(400, 'validation_error', 'The request is not valid HTTP.');

/** Answers on the bare socket, as Node itself does, unless an answer has begun there (the bytes would corrupt it); then closes. */
function answerAndClose(socket: Socket, answer: string): void {
  const current = exchanges.get(socket);
  const answering = current !== undefined && current.res.headersSent && !current.res.writableFinished;
  if (socket.writable && !answering) socket.write(answer);
  socket.destroy();
}

/** Fastify's clientErrorHandler: Node's header and request limits, and unparsable requests, answered with the error envelope. */
function onClientError(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err }, 'client error');
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') answerAndClose(socket, TIMED_OUT);
  else if (err.code === 'HPE_HEADER_OVERFLOW') answerAndClose(socket, HEADERS_TOO_LARGE);
  else answerAndClose(socket, MALFORMED);
}

/** A connection has been silent for bodyIdleMs, or for the keep-alive time after an answer. */
function onSilence(socket: Socket): void {
  const current = exchanges.get(socket);
  // Before the first request's headers are in (as Node's header limit would), or while a request arrives.
  if (!current || !current.req.complete) answerAndClose(socket, TIMED_OUT);
  // The request is in and its answer is being worked on or streamed.
  else if (!current.res.writableFinished) return;
  // Between requests Node closes without a word.
  else socket.destroy();
}

/** Node checks the header and request limits on a timer, every 30 s unless told: often enough to keep to them within a second. */
const checkEvery = (t: TimeoutsConfig) => Math.min(1000, Math.ceil(Math.min(t.headersMs, t.requestMs) / 4));

/** Fastify's options for the limits Node enforces itself. */
export function timeoutOptions(t: TimeoutsConfig) {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: t.headersMs, requestTimeout: t.requestMs, keepAliveTimeout: t.keepAliveMs, connectionsCheckingInterval: checkEvery(t) },
    clientErrorHandler: onClientError,
  };
}

/**
 * The idle limit, which Node has only for a whole connection (server.timeout), made to apply while a request
 * arrives and between requests, never to an answer; with a listener of its own, Node leaves the closing to it.
 */
export function guardSlowClients(server: Server, t: TimeoutsConfig): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => exchanges.set(req.socket, { req, res }));
  server.setTimeout(t.bodyIdleMs, onSilence);
}
