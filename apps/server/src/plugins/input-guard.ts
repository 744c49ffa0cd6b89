import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/** Deeper than any request shape: a body nested further is not walked. */
const MAX_DEPTH = 8;

interface Refusal {
  field: string;
  message: string;
}

/** The first value no field should hold, by its path: a number that is not finite or not exact, text with a NUL. */
function refusal(value: unknown, path: string, depth = 0): Refusal | null {
  const field = path || 'body';
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : { field, message: `${field} must be a finite number within its range` };
  }
  if (typeof value === 'string') return value.includes('\u0000') ? { field, message: `${field} must not contain a NUL character` } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth >= MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = refusal(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Query strings are coerced by the schema, and Ajv checks minimum and maximum only on finite
 * numbers: "Infinity", "1e400" and "9007199254740993" pass a bounded integer (JSON can spell 1e400
 * too). NUL is text that PostgreSQL refuses and SQLite would keep. So once the schema has run,
 * every number the handler gets is finite and exact and no text holds a NUL, on every route.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    const found = refusal(request.query, '') ?? refusal(request.params, '') ?? refusal(request.body, '');
    if (!found) return done();
    done(new AppError('validation_error', found.message, [{ code: found.field, message: found.message }]));
  });
}
