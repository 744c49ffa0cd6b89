/** A unique index refused the row: PostgreSQL's 23505 or SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * PostgreSQL refused a value the request carried: a number beyond its column's integer type (22003;
 * an id of 2147483648, which SQLite's 64-bit integers take and simply do not find), or text its
 * encoding cannot hold (22021).
 */
export function isRefusedValue(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '22003' || code === '22021';
}
