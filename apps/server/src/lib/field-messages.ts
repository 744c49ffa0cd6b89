import type { FastifySchemaValidationError } from 'fastify';
import { AppError } from './errors.js';

/** The field's path with dots: `address.contact_person_name` for a field missing inside `address`. */
function fieldOf(issue: FastifySchemaValidationError): string {
  const params = issue.params as Record<string, unknown>;
  const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const own = params.missingProperty ?? params.additionalProperty;
  const name = [fromPath, own].filter(Boolean).join('.');
  return name || 'request';
}

/**
 * A union's failure lists every branch's: `address` sent as an object that lacks its latitude is also
 * "not text". Where a union's value has issues of its own kind (a missing field, a field's value), the
 * other branches' complaints of the wrong type say nothing and are left out.
 */
function withoutWrongBranches(issues: FastifySchemaValidationError[]): FastifySchemaValidationError[] {
  const unions = new Set(issues.filter((i) => i.keyword === 'anyOf').map((i) => i.instancePath));
  const deeper = (path: string) => issues.some((i) => i.keyword !== 'type' && i.keyword !== 'anyOf' && (i.instancePath === path ? i.keyword === 'required' : i.instancePath.startsWith(`${path}/`)));
  return issues.filter((i) => !(i.keyword === 'type' && unions.has(i.instancePath) && deeper(i.instancePath)));
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
 * one of the named fields (by its dotted path) is missing or empty, and a plain line for every other failure. It throws
 * the usual AppError, so the answer is the ordinary 400 envelope with one entry per field.
 */
export function fieldMessages(required: Record<string, string>) {
  return (issues: FastifySchemaValidationError[]): Error => {
    const byField = new Map<string, string>();
    // A value outside a list of choices is told the whole list, once.
    const allowed = new Map<string, unknown[]>();
    for (const issue of withoutWrongBranches(issues)) {
      const field = fieldOf(issue);
      // A union's or a condition's own failure only says which branch failed; the branch's issues say why.
      if (issue.keyword === 'anyOf' || issue.keyword === 'if') continue;
      const params = issue.params as { limit?: number; pattern?: string; allowedValue?: unknown; allowedValues?: unknown[] };
      if (issue.keyword === 'const' || issue.keyword === 'enum') {
        allowed.set(field, [...(allowed.get(field) ?? []), ...(issue.keyword === 'const' ? [params.allowedValue] : params.allowedValues ?? [])]);
        continue;
      }
      if (byField.has(field)) continue;
      const own = required[field];
      const empty = issue.keyword === 'required' || (issue.keyword === 'minLength' && params.limit === 1) || (issue.keyword === 'pattern' && params.pattern === '\\S');
      byField.set(field, own && empty ? own : plainMessage(field, issue));
    }
    for (const [field, values] of allowed) if (!byField.has(field)) byField.set(field, `${field} must be one of: ${values.join(', ')}`);
    const details = [...byField].map(([code, message]) => ({ code, message }));
    if (details.length === 0) details.push({ code: 'validation_error', message: 'The request is not valid.' });
    return new AppError('validation_error', details[0]!.message, details);
  };
}
