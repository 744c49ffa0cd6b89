import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { dbKind } from './dialect.js';
import { FOLD_FROM, foldText } from './fold.js';

/**
 * A `like` pattern matching text that holds `text` anywhere, folded (db/fold: lower case, Latin accents
 * dropped): `%`, `_` and `\` in it match only themselves. Compare it with a folded column (search_fold).
 */
export function containing(text: string): RawBuilder<string> {
  return sql<string>`${`%${foldText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;
}

/** Each letter a folded letter stands for: itself, its capital, and the accented letters folded to it with theirs. */
function formsOf(letter: string): string[] {
  const forms = new Set([letter, ...[...FOLD_FROM].filter((a) => foldText(a) === letter)]);
  for (const form of [...forms]) if (form.toUpperCase().length === 1) forms.add(form.toUpperCase());
  return [...forms];
}

/** A GLOB pattern matching text that holds `text` anywhere, whatever its case and Latin accents: each letter a class of its forms. */
export function globContaining(text: string): string {
  const part = [...foldText(text)].map((ch) => {
    const forms = formsOf(ch);
    if (forms.length > 1) return `[${forms.join('')}]`;
    return '*?['.includes(ch) ? `[${ch}]` : ch;
  });
  return `*${part.join('')}*`;
}

/**
 * `expression` (a column) holds `text` anywhere, whatever its case and Latin accents: a console list's
 * search by part of a word. PostgreSQL folds the column (search_fold) and compares it by `like`; SQLite,
 * whose lower() folds A to Z alone, matches it by a GLOB pattern whose letters stand for every form
 * (globContaining), read by SQLite itself: folding every row in JavaScript cost a microsecond or more a row.
 */
export function holding(db: Kysely<any>, expression: string | RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  const column = typeof expression === 'string' ? sql.ref(expression) : expression;
  return dbKind(db) === 'postgres' ? sql<SqlBool>`search_fold(${column}) like ${containing(text)}` : sql<SqlBool>`${column} glob ${globContaining(text)}`;
}

/**
 * A row whose English text (the column `english`) or translations (the `translations` JSON, any language)
 * hold `text`, whatever its case and accents: a console list's search by name or title in every language.
 */
export function textsContaining(db: Kysely<any>, english: string, text: string) {
  return (eb: ExpressionBuilder<any, any>) => eb.or([holding(db, english, text), holding(db, 'translations', text)]);
}
