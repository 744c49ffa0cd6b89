import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { foldText } from './fold.js';

/**
 * A `like` pattern matching text that holds `text` anywhere, folded (db/fold: lower case, Latin accents
 * dropped): `%`, `_` and `\` in it match only themselves. Compare it with a folded column (`folded`).
 */
export function containing(text: string): RawBuilder<string> {
  return sql<string>`${`%${foldText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;
}

/** A column or expression folded as `containing` folds its text, on either engine. */
export const folded = (expression: string | RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`search_fold(${typeof expression === 'string' ? sql.ref(expression) : expression})`;

/**
 * A row whose English text (the column `english`) or translations (the `translations` JSON, any language)
 * hold `text`, whatever its case: a console list's search by name or title in every language.
 */
export function textsContaining(english: string, text: string) {
  return (eb: ExpressionBuilder<any, any>) => eb.or([eb(folded(english), 'like', containing(text)), eb(folded('translations'), 'like', containing(text))]);
}
