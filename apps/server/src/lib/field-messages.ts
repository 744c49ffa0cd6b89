import type { FastifySchemaValidationError } from 'fastify';
import { AppError } from './errors.js';

function fieldOf(issue: FastifySchemaValidationError): string {
  const params = issue.params as Record<string, unknown>;
  const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const name = fromPath || params.missingProperty || params.additionalProperty;
  return name ? String(name) : 'request';
}

function plainMessage(field: string, issue: FastifySchemaValidationError): string {
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'additionalProperties':
      return `${params.additionalProperty} is not allowed`;
    case 'required':
      return `${field} is required`;
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters`;
    case 'minLength':
      return `${field} must be at least ${params.limit} characters`;
    case 'type':
      return `${field} must be ${params.type === 'integer' ? 'a whole number' : params.type === 'number' ? 'a number' : params.type === 'string' ? 'text' : `a ${params.type}`}`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

/**
 * A route's schemaErrorFormatter that answers the spec's own texts ("Address is required") when
 * one of the named fields is missing or empty, and a plain line for every other failure. It throws
 * the usual AppError, so the answer is the ordinary 400 envelope with one entry per field.
 */
export function fieldMessages(required: Record<string, string>) {
  return (issues: FastifySchemaValidationError[]): Error => {
    const byField = new Map<string, string>();
    for (const issue of issues) {
      const field = fieldOf(issue);
      if (byField.has(field) || issue.keyword === 'anyOf') continue;
      const own = required[field];
      const params = issue.params as { limit?: number; pattern?: string };
      const empty = issue.keyword === 'required' || (issue.keyword === 'minLength' && params.limit === 1) || (issue.keyword === 'pattern' && params.pattern === '\\S');
      byField.set(field, own && empty ? own : plainMessage(field, issue));
    }
    const details = [...byField].map(([code, message]) => ({ code, message }));
    if (details.length === 0) details.push({ code: 'validation_error', message: 'The request is not valid.' });
    return new AppError('validation_error', details[0]!.message, details);
  };
}
