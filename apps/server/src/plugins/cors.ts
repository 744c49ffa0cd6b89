import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { HEADERS } from '@storefront/contract';

/** What a web client of another origin sends: the spec's headers, the body's type, and checkout's idempotency key. */
const ALLOWED_HEADERS = [...Object.values(HEADERS), 'content-type', 'idempotency-key', 'x-request-id'];

/**
 * Lets web clients served from the listed origins call the API (CORS_ORIGINS). Without any, nothing is
 * registered and no CORS header is sent. Only a listed origin is echoed back, never an arbitrary one;
 * tokens travel in the Authorization header, so no credentials (cookies) are allowed.
 */
export const corsPlugin = fp<{ origins: string[] }>(async (app, opts) => {
  if (opts.origins.length === 0) return;
  await app.register(cors, {
    origin: opts.origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['x-request-id', 'retry-after'],
    credentials: false,
    maxAge: 600,
    // A preflight of another origin still answers, only without Access-Control-Allow-Origin.
    strictPreflight: false,
  });
}, { name: 'cors' });
