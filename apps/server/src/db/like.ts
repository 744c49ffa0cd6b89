import { sql, type RawBuilder } from 'kysely';

/**
 * A `like` pattern matching text that holds `text` anywhere, in lower case: `%`, `_` and `\` in it match
 * only themselves. Compare it with a lower-cased column (or one stored in lower case).
 */
export function containing(text: string): RawBuilder<string> {
  return sql<string>`${`%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;
}
