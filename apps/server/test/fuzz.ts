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

/** A plausible value for a schema: the fuzzer breaks one thing of an otherwise sensible request. */
export function sample(schema: JsonSchema | undefined, name = '', guestId = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
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
export const INJECTIONS = ["' OR 1=1--", '<script>alert(1)</script>', '${{7*7}}', '{{7*7}}', '%00', '\u0000'];
export const QUERY_VALUES = ['Infinity', '-Infinity', 'NaN', '1e400', '-1e400', '9007199254740993', '-1', '0', '1.5', 'abc', '', 'true', '[]', ...INJECTIONS, HUGE];
export const PATH_VALUES = ['Infinity', '-Infinity', 'NaN', '1e400', '9007199254740993', '2147483648', '-1', '0', 'abc', '../', '..%2f..%2fetc%2fpasswd', '%2e%2e%2f', '%2e%2e%2f%2e%2e%2f', "'%20OR%201=1--", '%3Cscript%3E', '%24%7B%7B7*7%7D%7D'];
export const BODY_VALUES: unknown[] = [
  RAW('1e400'), RAW('-1e400'), RAW('9007199254740993'), RAW('1e308'), -1, 0, 1.5, 'abc', '', true, null, [], {}, [1, 2], { a: 1 }, HUGE, ...INJECTIONS,
];

/** A body as text and its content type. */
export interface FuzzBody {
  payload: string | Buffer;
  contentType: string;
}

/** Malformed and odd JSON bodies for a schema: wrong types per field, missing and unknown fields, bad JSON. */
export function jsonVariants(schema: JsonSchema | undefined, base: Record<string, unknown>, rng: ReturnType<typeof seeded>, perField: number): FuzzBody[] {
  const json = (v: unknown): FuzzBody => ({ payload: rawJson(v), contentType: 'application/json' });
  const out: FuzzBody[] = [json(base), json({ ...base, unknown_field_fuzz: 1 }), json([base]), json('text'), json(null), json(1e308)];
  out.push({ payload: '{"a":', contentType: 'application/json' }, { payload: '', contentType: 'application/json' });
  out.push({ payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}', contentType: 'application/json' });
  out.push({ payload: `{"huge":"${'y'.repeat(2 * 1024 * 1024)}"}`, contentType: 'application/json' });
  out.push({ payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }, { payload: 'plain', contentType: 'text/plain' });
  for (const key of schema?.required ?? []) {
    const { [key]: _dropped, ...rest } = base;
    out.push(json(rest));
  }
  for (const key of Object.keys(schema?.properties ?? {})) {
    for (const value of rng.pick(BODY_VALUES, perField)) out.push(json({ ...base, [key]: value }));
  }
  return out;
}

/** multipart/form-data bodies: the plausible one, no boundary, a truncated part, a wrong boundary, a bad header. */
export function multipartVariants(fields: Record<string, unknown>): FuzzBody[] {
  const boundary = `----fuzz${next()}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`);
  const whole = `${parts.join('')}--${boundary}--\r\n`;
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
