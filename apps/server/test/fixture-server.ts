import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fixture answers: JSON with a status, nothing at all, or headers and half a body (to test time limits). */
export type FixtureReply = { status?: number; body: unknown } | 'hang' | 'stall';

export interface FixtureServer {
  url: string;
  requests: { url: URL; headers: http.IncomingHttpHeaders; method: string; body: string }[];
  /** How many requests reached a path, so that tests can tell a cached answer from a fresh one. */
  hits: (pathname: string) => number;
  close: () => Promise<void>;
}

/** A stand-in for a map service on 127.0.0.1 and a random port: tests never use the real network. */
export async function startFixtureServer(answer: (url: URL) => FixtureReply): Promise<FixtureServer> {
  const requests: FixtureServer['requests'] = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({ url, headers: req.headers, method: req.method ?? 'GET', body: Buffer.concat(chunks).toString('utf8') });
    const reply = answer(url);
    if (reply === 'hang') return;
    if (reply === 'stall') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"lat": "25.');
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits: (pathname) => requests.filter((r) => r.url.pathname === pathname).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
