import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn } from '../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../test/helpers.js';
import { openPushStream } from '../test/push.js';
import { loadPushConfig, loadTimeouts } from './config.js';

// Short limits so that the cases run in seconds; pings slower than the idle limit, so that a stream falls silent.
const timeouts = loadTimeouts({ HEADERS_TIMEOUT_MS: '1000', BODY_IDLE_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '3000', KEEP_ALIVE_TIMEOUT_MS: '1000' });

let t: TestApp;
let base: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ timeouts, push: { ...loadPushConfig({}), pingMs: 1500 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
});
afterAll(() => t.close());

/** A raw connection; `closed` settles, once the server has closed it, with everything the server sent. */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  // A reset after the answer is a close too.
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Writes `piece` every `everyMs` until the connection closes. */
function trickle(socket: net.Socket, piece: string, everyMs: number) {
  const timer = setInterval(() => socket.write(piece), everyMs);
  socket.on('close', () => clearInterval(timer));
}

function expectTimedOut(answer: string) {
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(expectEnvelope(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)))).toEqual([
    { code: 'request_timeout', message: expect.any(String) },
  ]);
}

const postHead = (length: string) =>
  `POST /api/v1/newsletter/subscribe HTTP/1.1\r\nHost: storefront.test\r\nContent-Type: application/json\r\n${length}\r\n\r\n`;

describe('slow and stalled requests', { timeout: 15_000 }, () => {
  it('answers a body shorter than its Content-Length 408 and closes', async () => {
    const { socket, closed } = connect();
    socket.write(`${postHead('Content-Length: 100')}{"email":`);
    expectTimedOut(await closed);
  });

  it('answers a chunked body that never sends its last chunk 408 and closes', async () => {
    const { socket, closed } = connect();
    socket.write(`${postHead('Transfer-Encoding: chunked')}5\r\n{"ema\r\n`);
    expectTimedOut(await closed);
  });

  it('answers headers dripped 5 bytes at a time 408 and closes', async () => {
    const { socket, closed } = connect();
    socket.write('GET /health HTTP/1.1\r\nX-Drip: ');
    trickle(socket, 'aaaaa', 250);
    expectTimedOut(await closed);
  });

  it('answers a connection that sends nothing 408 and closes', async () => {
    expectTimedOut(await connect().closed);
  });

  it('answers a request that is not HTTP 400 with the error envelope', async () => {
    const { socket, closed } = connect();
    socket.write('HELLO THERE\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(expectEnvelope(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)))).toEqual([{ code: 'validation_error', message: expect.any(String) }]);
  });

  it('answers a request sent whole but slowly, each pause shorter than the idle limit and all longer', async () => {
    const { socket, closed } = connect();
    const body = JSON.stringify({ email: 'slow.phone@example.com' });
    socket.write(postHead(`Content-Length: ${body.length}\r\nConnection: close`));
    for (const piece of [body.slice(0, 8), body.slice(8, 16), body.slice(16, 24), body.slice(24)]) {
      await pause(350);
      socket.write(piece);
    }
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'Subscribed Successfully' });
  });

  it('closes a kept-alive connection left idle after its answer, without another answer', async () => {
    const { socket, closed } = connect();
    socket.write('GET /health HTTP/1.1\r\nHost: storefront.test\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('cuts a body trickled just faster than the idle limit at the request limit, while a push stream opened before it stays open', async () => {
    const ticket = await t.app.inject({ method: 'POST', url: '/api/v1/customer/push/ticket', headers: bearer(await logIn(t.app)) });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const stream = await openPushStream(base, ticket.json().ticket);
    try {
      await stream.opened();
      const { socket, closed } = connect();
      socket.write(postHead('Content-Length: 1000'));
      trickle(socket, ' ', 300);
      expectTimedOut(await closed);
      // The stream began before the trickle, so every limit has run out for it too; it still gets the next ping.
      const pings = stream.fields.filter((f) => f === ': ping').length;
      await stream.waitForField(': ping', pings + 1);
    } finally {
      stream.close();
    }
  });
});
