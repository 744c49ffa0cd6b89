import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';

/**
 * A `like` pattern matching text that holds `text` anywhere, in lower case: `%`, `_` and `\` in it match
 * only themselves. Compare it with a lower-cased column (or one stored in lower case).
 */
export function containing(text: string): RawBuilder<string> {
  return sql<string>`${`%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;
}

/**
 * A row whose English text (the column `english`) or translations (the `translations` JSON, any language)
 * hold `text`, whatever its case: a console list's search by name or title in every language.
 */
export function textsContaining(english: string, text: string) {
  return (eb: ExpressionBuilder<any, any>) => eb.or([eb(sql`lower(${sql.ref(english)})`, 'like', containing(text)), eb(sql`lower(translations)`, 'like', containing(text))]);
}
