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

/**
 * The database gave up on a transaction because another one met it, not because of what it asked:
 * PostgreSQL's deadlock (40P01) or serialization failure (40001), SQLite's busy database (another
 * process holds the write lock past busy_timeout, or wrote since this transaction's snapshot).
 * Run again, the transaction can succeed. Answers the code, or null for any other error.
 */
export function retryableConflict(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001' || code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' ? code : null;
}
