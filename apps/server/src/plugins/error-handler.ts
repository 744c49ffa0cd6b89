import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRefusedValue } from '../lib/db-errors.js';
import { AppError } from '../lib/errors.js';

type Envelope = { errors: { code: string; message: string }[] };

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const fromPath = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params?.requiredProperties ?? issue.params?.missingProperty;
  const extra = issue.params?.additionalProperties ?? issue.params?.additionalProperty;
  const name = fromPath || (Array.isArray(missing) ? missing[0] : missing) || (Array.isArray(extra) ? extra[0] : extra);
  return name ? String(name) : (context ?? 'request');
}

const ARTICLES: Record<string, string> = {
  'must be number': 'must be a number',
  'must be integer': 'must be a whole number',
  'must be string': 'must be text',
  'must be boolean': 'must be true or false',
  'must be object': 'must be an object',
  'must be array': 'must be a list',
};

/** Plain-language messages for schema failures: "lat must be a number", one line per field. */
function validationEnvelope(err: FastifyError): Envelope {
  const issues = (err.validation ?? []) as ValidationIssue[];
  const context = err.validationContext;
  const byField = new Map<string, { allowed: unknown[]; messages: string[] }>();
  for (const issue of issues) {
    // A union's or a condition's own failure only says which branch failed; the branch's issues say why.
    if (issue.keyword === 'anyOf' || issue.keyword === 'if') continue;
    const field = fieldOf(issue, context);
    const entry = byField.get(field) ?? { allowed: [], messages: [] };
    byField.set(field, entry);
    const extra = issue.params?.additionalProperties ?? issue.params?.additionalProperty;
    if (issue.keyword === 'const') entry.allowed.push(issue.params?.allowedValue);
    else if (issue.keyword === 'enum') entry.allowed.push(...((issue.params?.allowedValues as unknown[]) ?? []));
    else if (extra) entry.messages.push(`${field} is not allowed`);
    else if (issue.keyword === 'required') entry.messages.push(`${field} is required`);
    else entry.messages.push(`${field} ${ARTICLES[issue.message ?? ''] ?? issue.message ?? 'is invalid'}`);
  }
  const errors = [...byField].map(([field, { allowed, messages }]) => ({
    code: field,
    message: messages[0] ?? `${field} must be one of: ${allowed.join(', ')}`,
  }));
  return { errors: errors.length ? errors : [{ code: 'validation_error', message: err.message }] };
}

/**
 * Errors Fastify meets before a route is found (Fastify's `frameworkErrors` option): a path that is
 * not valid percent-encoding, or a path part longer than a parameter may be. The envelope too, and
 * without echoing the path back.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if ((err.statusCode ?? 500) >= 500) {
    request.log.error({ err }, 'unhandled error');
    void reply.status(500).send({ errors: [{ code: 'internal_error', message: 'Something went wrong. Please try again.' }] } satisfies Envelope);
    return;
  }
  const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the path is too long.' : 'The path is not a valid URL.';
  void reply.status(400).send({ errors: [{ code: 'validation_error', message }] } satisfies Envelope);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // A 5xx AppError means a service we depend on failed (a map provider, say): operators need to see it.
      if (err.status >= 500) request.log.warn({ code: err.code, reason: err.message }, 'dependency failed');
      return reply.status(err.status).send({ ...err.extra, errors: err.details } satisfies Envelope);
    }
    if (err.validation) {
      return reply.status(400).send(validationEnvelope(err));
    }
    if (isRefusedValue(err)) {
      return reply.status(400).send({ errors: [{ code: 'validation_error', message: 'A value in the request is out of range.' }] });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ errors: [{ code: 'too_many_requests', message: 'Too many requests, please try again later.' }] });
    }
    if (status === 413) {
      return reply.status(413).send({ errors: [{ code: 'payload_too_large', message: 'The request is too large.' }] });
    }
    if (status === 415) {
      return reply.status(415).send({ errors: [{ code: 'unsupported_media_type', message: 'Unsupported content type.' }] });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, empty body with a JSON content type...
      return reply.status(400).send({ errors: [{ code: 'validation_error', message: err.message }] });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ errors: [{ code: 'internal_error', message: 'Something went wrong. Please try again.' }] });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ errors: [{ code: 'route_not_found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }] });
  });
}
