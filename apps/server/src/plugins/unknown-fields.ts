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

const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$id', 'additionalProperties']);

/** Whether the value meets a condition's `if` (const, enum, type, required and properties); undefined when it says more than that. */
function meets(schema: Schema & { const?: unknown; enum?: unknown[] }, value: unknown): boolean | undefined {
  let verdict = true;
  for (const [keyword, rule] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    if (keyword === 'const') verdict &&= value === rule;
    else if (keyword === 'enum') verdict &&= (rule as unknown[]).includes(value);
    else if (keyword === 'type') verdict &&= rule === 'object' ? isPlainObject(value) : rule === 'array' ? Array.isArray(value) : rule === 'null' ? value === null : typeof value === (rule === 'integer' ? 'number' : rule);
    else if (keyword === 'required') verdict &&= isPlainObject(value) && (rule as string[]).every((k) => k in value);
    else if (keyword === 'properties') {
      if (!isPlainObject(value)) continue;
      for (const [key, inner] of Object.entries(rule as Record<string, Schema>)) {
        if (!(key in value)) continue;
        const met = meets(inner, value[key]);
        if (met === undefined) return undefined;
        verdict &&= met;
      }
    } else return undefined;
  }
  return verdict;
}

/**
 * The schema's branches with no union left in them, for this value: a field counts as declared if any
 * branch declares it. A condition's branch is the one its `if` picks, as validation will pick it.
 */
function leaves(schema: Schema, value: unknown, out: Schema[] = []): Schema[] {
  out.push(schema);
  if (schema.anyOf) for (const b of schema.anyOf) leaves(b, value, out);
  if (schema.oneOf) for (const b of schema.oneOf) leaves(b, value, out);
  if (schema.allOf) for (const b of schema.allOf) leaves(b, value, out);
  if (schema.if) {
    const met = meets(schema.if, value);
    if (met !== false && schema.then) leaves(schema.then, value, out);
    if (met !== true && schema.else) leaves(schema.else, value, out);
  }
  return out;
}

const combines = (s: Schema) => !!(s.anyOf || s.oneOf || s.allOf || s.if);
const objectBranch = (s: Schema) => s.type === 'object' || s.properties !== undefined || s.patternProperties !== undefined;
/** A branch that says nothing of the value (Type.Unknown): whatever fields it has are its own. */
const anyValue = (s: Schema) => !combines(s) && s.type === undefined && !objectBranch(s) && s.items === undefined && !('const' in s) && !('enum' in s);
/** An object branch that takes any field: no list of properties, or a schema (or true) for the others. */
const takesAnyField = (s: Schema) =>
  (s.properties === undefined && !combines(s)) || (s.additionalProperties !== undefined && s.additionalProperties !== false) || s.patternProperties !== undefined;

/** Each patternProperties pattern compiled once: bodies are pruned on every request. */
const patterns = new Map<string, RegExp>();
const patternOf = (pattern: string) => {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    patterns.set(pattern, re);
  }
  return re;
};

function fieldSchemas(objects: Schema[], key: string): Schema[] | 'undeclared' {
  const out: Schema[] = [];
  let open = false;
  for (const s of objects) {
    const own = s.properties?.[key];
    if (own) out.push(own);
    if (s.patternProperties) for (const [pattern, inner] of Object.entries(s.patternProperties)) if (patternOf(pattern).test(key)) out.push(inner);
    if (typeof s.additionalProperties === 'object') out.push(s.additionalProperties);
    if (takesAnyField(s)) open = true;
  }
  return out.length === 0 && !open ? 'undeclared' : out;
}

/** Removes, in place, every field of `value` that no branch of `schemas` declares; answers the removed paths. */
function prune(value: unknown, schemas: Schema[], path: string, dropped: string[], depth: number): void {
  if (depth > MAX_DEPTH || schemas.length === 0) return;
  const branches: Schema[] = [];
  for (const s of schemas) leaves(s, value, branches);
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

const optionalGuest = (schema: Schema, body: unknown) => {
  const branches = leaves(schema, body);
  return branches.some((s) => s.properties?.guest_id) && !branches.some((s) => s.required?.includes('guest_id'));
};

/** Drops, in place, what the schema does not declare anywhere in the body; answers the dropped fields' paths. */
export function dropUnknownFields(schema: object, body: unknown): string[] {
  const dropped: string[] = [];
  prune(body, [schema as Schema], '', dropped, 0);
  return dropped;
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
    const tolerant: preValidationHookHandler = (request, _reply, done) => {
      const body = request.body;
      if (!isPlainObject(body) && !Array.isArray(body)) return done();
      const dropped = dropUnknownFields(schema, body);
      if (isPlainObject(body) && NO_GUEST.has(body.guest_id) && optionalGuest(schema, body)) delete body.guest_id;
      if (dropped.length > 0) request.log.debug({ ignored: dropped }, 'unknown body fields ignored');
      done();
    };
    route.preValidation = [...[route.preValidation ?? []].flat(), tolerant];
  });
}
