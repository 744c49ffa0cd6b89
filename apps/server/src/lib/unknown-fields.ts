import type { FastifyInstance, preValidationHookHandler } from 'fastify';

interface Schema {
  type?: unknown;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
  required?: string[];
}

/** Deeper than any request shape: a body nested further is left as it is (the schema still checks it). */
const MAX_DEPTH = 12;

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v);

/** The schema's branches with no union or condition left in them: a field counts as declared if any branch declares it. */
const leavesCache = new WeakMap<Schema, Schema[]>();
function leaves(schema: Schema): Schema[] {
  let found = leavesCache.get(schema);
  if (found) return found;
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? []), ...[schema.if, schema.then, schema.else].filter((s): s is Schema => !!s)];
  found = [schema, ...branches.flatMap(leaves)];
  leavesCache.set(schema, found);
  return found;
}

const combines = (s: Schema) => !!(s.anyOf || s.oneOf || s.allOf || s.if || s.then || s.else);
const objectBranch = (s: Schema) => s.type === 'object' || s.properties !== undefined || s.patternProperties !== undefined;
/** A branch that says nothing of the value (Type.Unknown): whatever fields it has are its own. */
const anyValue = (s: Schema) => !combines(s) && s.type === undefined && !objectBranch(s) && s.items === undefined && !('const' in s) && !('enum' in s);
/** An object branch that takes any field: no list of properties, or a schema (or true) for the others. */
const takesAnyField = (s: Schema) =>
  (s.properties === undefined && !combines(s)) || (s.additionalProperties !== undefined && s.additionalProperties !== false) || s.patternProperties !== undefined;

function fieldSchemas(objects: Schema[], key: string): Schema[] | 'undeclared' {
  const out: Schema[] = [];
  let open = false;
  for (const s of objects) {
    const own = s.properties?.[key];
    if (own) out.push(own);
    for (const [pattern, inner] of Object.entries(s.patternProperties ?? {})) if (new RegExp(pattern, 'u').test(key)) out.push(inner);
    if (typeof s.additionalProperties === 'object') out.push(s.additionalProperties);
    if (takesAnyField(s)) open = true;
  }
  return out.length === 0 && !open ? 'undeclared' : out;
}

/** Removes, in place, every field of `value` that no branch of `schemas` declares; answers the removed paths. */
function prune(value: unknown, schemas: Schema[], path: string, dropped: string[], depth: number): void {
  if (depth > MAX_DEPTH || schemas.length === 0) return;
  const branches = schemas.flatMap(leaves);
  if (Array.isArray(value)) {
    value.forEach((element, i) => {
      const items = branches.flatMap((s) => (Array.isArray(s.items) ? [s.items[i], s.prefixItems?.[i]] : [s.prefixItems?.[i] ?? s.items]).filter((x): x is Schema => !!x));
      prune(element, items, `${path}[${i}]`, dropped, depth + 1);
    });
    return;
  }
  if (!isPlainObject(value)) return;
  const objects = branches.filter(objectBranch);
  // No object branch: validation refuses the value. A branch that takes anything keeps every field.
  if (objects.length === 0 || branches.some(anyValue)) return;
  for (const key of Object.keys(value)) {
    const inner = fieldSchemas(objects, key);
    const at = path ? `${path}.${key}` : key;
    if (inner === 'undeclared') {
      delete value[key];
      dropped.push(at);
    } else {
      prune(value[key], inner, at, dropped, depth + 1);
    }
  }
}

/** A guest_id sent empty, as null, or as the text of a missing value before the client has one, is no guest_id. */
const NO_GUEST = new Set<unknown>(['', 'null', 'undefined', null]);

/**
 * Unknown fields in a body are ignored rather than refused: real clients post whatever their forms hold
 * (a sign-in form's terms checkbox, a parcel's zone ids). Before validation each route's body loses every
 * field its schema does not declare, walking objects and lists; inside a union or condition a field is kept
 * when any branch declares it (Ajv's removeAdditional would strip fields while it tries a wrong branch).
 * Types, ranges and required fields are still checked by the schema. Runs after the route's own
 * preValidation steps (the flat order form is folded first) and after multipart parsing.
 */
export function registerUnknownFields(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema?.body as Schema | undefined;
    if (!schema || typeof schema !== 'object') return;
    const optionalGuest = leaves(schema).some((s) => s.properties?.guest_id) && !leaves(schema).some((s) => s.required?.includes('guest_id'));
    const tolerant: preValidationHookHandler = (request, _reply, done) => {
      const body = request.body;
      if (!isPlainObject(body) && !Array.isArray(body)) return done();
      const dropped: string[] = [];
      prune(body, [schema], '', dropped, 0);
      if (optionalGuest && isPlainObject(body) && NO_GUEST.has(body.guest_id)) delete body.guest_id;
      if (dropped.length > 0) request.log.debug({ ignored: dropped }, 'unknown body fields ignored');
      done();
    };
    route.preValidation = [...[route.preValidation ?? []].flat(), tolerant];
  });
}
