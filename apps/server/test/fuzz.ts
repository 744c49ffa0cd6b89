/** Names made in order rather than at random: the same requests on every run (each run has its own database). */
let serial = 0;
const next = () => (serial += 1).toString(36).padStart(6, '0');

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  nullable?: boolean;
}
export interface Operation {
  parameters?: { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

/** A small seeded generator (mulberry32): the same variants on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}

/** Deeper than any request shape: the shapes and fields below it are not walked. */
const MAX_DEPTH = 4;

const merged = (parts: JsonSchema[]): JsonSchema => ({
  type: 'object',
  properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
  required: [...new Set(parts.flatMap((p) => p.required ?? []))],
});

/**
 * The object shapes a schema allows, each with all its properties: its own and its allOf parts'
 * merged, once per branch of if/then/else, anyOf or oneOf (a body such as CustomerOrderPlace has
 * no properties of its own). None for a schema that is not an object.
 */
export function objectShapes(schema: JsonSchema | undefined, depth = 0): JsonSchema[] {
  if (!schema || depth > MAX_DEPTH) return [];
  const own = [schema, ...(schema.allOf ?? []).map((part) => objectShapes(part, depth + 1)[0] ?? part)];
  const branches = [schema.then, schema.else, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
    .flatMap((branch) => objectShapes(branch, depth + 1));
  if (branches.length) return branches.map((branch) => merged([...own, branch]));
  const shape = merged(own);
  return Object.keys(shape.properties!).length ? [shape] : [];
}

/** A plausible value for a schema: the fuzzer breaks one thing of an otherwise sensible request. */
export function sample(schema: JsonSchema | undefined, name = '', guestId = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const shape = schema.then || schema.else || schema.allOf ? objectShapes(schema)[0] : undefined;
  if (shape) return sample(shape, name, guestId);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return sample(branches.find((b) => b.type !== 'null') ?? branches[0], name, guestId);
  if (schema.allOf?.length) return sample(schema.allOf[0], name, guestId);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items, name, guestId));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sample(prop, key, guestId);
      return out;
    }
    default:
      if (name === 'guest_id') return guestId;
      if (schema.format === 'email' || name.includes('email')) return `fuzz-${next()}@example.com`;
      if (schema.format === 'date-time') return '2026-11-21T12:00:00Z';
      if (schema.format === 'date') return '2026-11-21';
      if (name.includes('phone')) return '+971501112233';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 4));
  }
}

/** Replaced by raw JSON numbers after JSON.stringify: JSON itself cannot spell them, a client can. */
const RAW = (text: string) => `__raw__${text}__`;
export const rawJson = (value: unknown) => JSON.stringify(value).replace(/"__raw__(.*?)__"/g, '$1');

const HUGE = 'x'.repeat(100 * 1024);
const TRAVERSAL = '../../../etc/passwd';
export const INJECTIONS = ["' OR 1=1--", '<script>alert(1)</script>', '${{7*7}}', '{{7*7}}', '%00', '\u0000'];
export const QUERY_VALUES = ['Infinity', '-Infinity', 'NaN', '1e400', '-1e400', '9007199254740993', '-1', '0', '1.5', 'abc', '', 'true', '[]', TRAVERSAL, ...INJECTIONS, HUGE];
export const PATH_VALUES = ['Infinity', '-Infinity', 'NaN', '1e400', '-1e400', '9007199254740993', '2147483648', '-1', '0', 'abc', '../', '..%2f..%2fetc%2fpasswd', '%2e%2e%2f', '%2e%2e%2f%2e%2e%2f', "'%20OR%201=1--", '%3Cscript%3E', '%24%7B%7B7*7%7D%7D', TRAVERSAL, HUGE];
export const BODY_VALUES: unknown[] = [
  RAW('1e400'), RAW('-1e400'), RAW('9007199254740993'), RAW('1e308'), 'Infinity', '-Infinity', 'NaN', -1, 0, 1.5, 'abc', '', true, null, [], {}, [1, 2], { a: 1 }, HUGE, TRAVERSAL, ...INJECTIONS,
];

/** What a field holds, as far as the values it must be sent go. */
export type Kind = 'number' | 'string' | 'other';

const typesOf = (schema: JsonSchema | undefined, depth = 0): string[] => (!schema || depth > MAX_DEPTH ? [] : [
  ...[schema.type ?? []].flat(),
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((branch) => typesOf(branch, depth + 1)),
]);

export function kindOf(schema: JsonSchema | undefined): Kind {
  const types = typesOf(schema);
  if (types.includes('number') || types.includes('integer')) return 'number';
  return types.includes('string') ? 'string' : 'other';
}

/**
 * What every field of a kind is sent whatever the seed: non-finite, unsafe and huge numbers, and a
 * huge or traversing string. TEXT_MUST for query parameters and form fields; JSON_MUST spells the
 * numbers as a JSON body can (1e400 parses to Infinity; Ajv coerces "Infinity" too). Seeded picks
 * from the pools fill up to the per-field count.
 */
export const TEXT_MUST: Record<Kind, readonly string[]> = {
  number: ['Infinity', '-Infinity', 'NaN', '1e400', '-1e400', '9007199254740993'], string: [HUGE, TRAVERSAL], other: [],
};
export const JSON_MUST: Record<Kind, readonly unknown[]> = {
  number: ['Infinity', '-Infinity', 'NaN', RAW('1e400'), RAW('-1e400'), RAW('9007199254740993')], string: [HUGE, TRAVERSAL], other: [],
};

/** The kind's must-have values, then seeded picks from the rest of the pool up to `total`. */
export function valuesFor<T>(must: readonly T[], pool: readonly T[], total: number, rng: ReturnType<typeof seeded>): T[] {
  return [...must, ...rng.pick(pool.filter((v) => !must.includes(v)), Math.max(total - must.length, 0))];
}

/** One field of a body, by its path from the root: nested objects' fields and array items (index 0) too. */
export interface Field {
  path: (string | number)[];
  schema: JsonSchema;
}

const itemsOf = (schema: JsonSchema): JsonSchema | undefined =>
  schema.items ?? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((branch) => branch.items)?.items;

function fieldAt(schema: JsonSchema, path: Field['path']): Field[] {
  if (path.length >= MAX_DEPTH) return [{ path, schema }];
  const nested = objectShapes(schema)[0];
  const items = itemsOf(schema);
  return [{ path, schema }, ...(nested ? fieldsOf(nested, path) : []), ...(items ? fieldAt(items, [...path, 0]) : [])];
}

/** Every field of an object shape, as deep as MAX_DEPTH; `sample` fills each of them. */
export function fieldsOf(shape: JsonSchema, prefix: Field['path'] = []): Field[] {
  return Object.entries(shape.properties ?? {}).flatMap(([key, schema]) => fieldAt(schema, [...prefix, key]));
}

/** A copy of `base` with the value at `path` replaced. */
function withValue(base: unknown, path: Field['path'], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object | null) }) as Record<string | number, unknown>;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

/** A body as text and its content type. */
export interface FuzzBody {
  payload: string | Buffer;
  contentType: string;
}

/**
 * Malformed and odd JSON bodies for a schema. `whole`: bad JSON and the wrong shape. `fields`: for
 * each object shape the schema allows (each branch of an if/then/else or anyOf), that shape's
 * plausible body without each required field, and with wrong values in each field, nested ones too.
 */
export function jsonVariants(schema: JsonSchema, rng: ReturnType<typeof seeded>, perField: number, guestId = ''): { whole: FuzzBody[]; fields: FuzzBody[] } {
  const json = (v: unknown): FuzzBody => ({ payload: rawJson(v), contentType: 'application/json' });
  const shapes = objectShapes(schema);
  const bases = shapes.map((shape) => sample(shape, '', guestId) as Record<string, unknown>);
  const first = bases[0] ?? sample(schema, '', guestId);
  const whole: FuzzBody[] = [json(first), json({ ...(first as object), unknown_field_fuzz: 1 }), json([first]), json('text'), json(null), json(1e308)];
  whole.push({ payload: '{"a":', contentType: 'application/json' }, { payload: '', contentType: 'application/json' });
  whole.push({ payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}', contentType: 'application/json' });
  whole.push({ payload: `{"huge":"${'y'.repeat(2 * 1024 * 1024)}"}`, contentType: 'application/json' });
  whole.push({ payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }, { payload: 'plain', contentType: 'text/plain' });
  // A field that two shapes share (the address of a parcel and of a delivery) is varied in the first.
  const varied = new Set<string>();
  const fields = shapes.flatMap((shape, i) => {
    const base = bases[i]!;
    const out = i > 0 ? [json(base)] : [];
    for (const key of shape.required ?? []) {
      const { [key]: _dropped, ...rest } = base;
      out.push(json(rest));
    }
    for (const { path, schema: field } of fieldsOf(shape)) {
      const kind = kindOf(field);
      const key = `${path.join('.')}:${kind}`;
      if (varied.has(key)) continue;
      varied.add(key);
      for (const value of valuesFor(JSON_MUST[kind], BODY_VALUES, perField, rng)) out.push(json(withValue(base, path, value)));
    }
    return out;
  });
  return { whole, fields };
}

const formText = (fields: Record<string, unknown>, boundary: string) => `${Object.entries(fields)
  .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`)
  .join('')}--${boundary}--\r\n`;

/** multipart/form-data bodies: the plausible one, no boundary, a truncated part, a wrong boundary, a bad header. */
export function multipartVariants(fields: Record<string, unknown>): FuzzBody[] {
  const boundary = `----fuzz${next()}`;
  const whole = formText(fields, boundary);
  const typed = `multipart/form-data; boundary=${boundary}`;
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`;
  return [
    { payload: whole, contentType: typed },
    { payload: whole, contentType: 'multipart/form-data' },
    { payload: whole.slice(0, Math.floor(whole.length / 2)), contentType: typed },
    { payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated`, contentType: typed },
    { payload: whole, contentType: 'multipart/form-data; boundary=other' },
    { payload: `--${boundary}\r\nBroken header line\r\n\r\nx\r\n--${boundary}--\r\n`, contentType: typed },
    { payload: '', contentType: typed },
    { payload: file, contentType: typed },
    { payload: `--${boundary}\r\nContent-Disposition: form-data; name="${'n'.repeat(100 * 1024)}"\r\n\r\nx\r\n--${boundary}--\r\n`, contentType: typed },
  ];
}

/** The plausible form with wrong text in one field at a time: form fields are text, as query parameters are. */
export function multipartFieldVariants(schema: JsonSchema, rng: ReturnType<typeof seeded>, perField: number, guestId = ''): FuzzBody[] {
  const base = sample(schema, '', guestId) as Record<string, unknown>;
  const boundary = `----fuzz${next()}`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => valuesFor(TEXT_MUST[kindOf(field)], QUERY_VALUES, perField, rng)
    .map((value) => ({ payload: formText({ ...base, [name]: value }, boundary), contentType })));
}
