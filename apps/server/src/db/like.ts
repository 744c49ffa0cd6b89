import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { dbKind } from './dialect.js';
import { FOLD_FROM, foldText } from './fold.js';

/**
 * A `like` pattern matching text that holds `text` anywhere, folded (db/fold: lower case, Latin accents
 * dropped): `%`, `_` and `\` in it match only themselves. Compare it with a column stored folded (an email).
 */
export function containing(text: string): RawBuilder<string> {
  return sql<string>`${`%${foldText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;
}

/** An FTS5 phrase (a trigram table's) holding `text` as it is: its quotes doubled. */
export const trigramPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** Each letter a folded letter stands for: itself, its capital, and the accented letters folded to it with theirs. */
function formsOf(letter: string): string[] {
  const forms = new Set([letter, ...[...FOLD_FROM].filter((a) => foldText(a) === letter)]);
  for (const form of [...forms]) if (form.toUpperCase().length === 1) forms.add(form.toUpperCase());
  return [...forms];
}

/** The search's text folded, a part a character: the forms a letter stands for, or the character itself. */
const partsOf = (text: string) => [...foldText(text)].map((ch) => formsOf(ch));

/** A GLOB pattern (SQLite) matching text that holds `text` anywhere, whatever its case and Latin accents: each letter a class of its forms. */
export function globContaining(text: string): string {
  const part = partsOf(text).map((forms) => (forms.length > 1 ? `[${forms.join('')}]` : '*?['.includes(forms[0]!) ? `[${forms[0]}]` : forms[0]!));
  return `*${part.join('')}*`;
}

/** A regular expression (PostgreSQL) matching text that holds `text` anywhere, whatever its case and Latin accents, as globContaining. */
export function regexContaining(text: string): string {
  return partsOf(text).map((forms) => (forms.length > 1 ? `[${forms.join('')}]` : forms[0]!.replace(/[\\^$.|?*+()[\]{}]/, (ch) => `\\${ch}`))).join('');
}

/**
 * `expression` (a column) holds `text` anywhere, whatever its case and Latin accents: a console list's
 * search by part of a word. The search's pattern stands for every form of each letter (a GLOB on SQLite,
 * a regular expression on PostgreSQL), so that no row is folded: folding each one (in JavaScript on
 * SQLite, by search_fold on PostgreSQL) cost microseconds a row, most of a search's time.
 */
export function holding(db: Kysely<any>, expression: string | RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  const column = typeof expression === 'string' ? sql.ref(expression) : expression;
  return dbKind(db) === 'postgres' ? sql<SqlBool>`${column} ~ ${regexContaining(text)}` : sql<SqlBool>`${column} glob ${globContaining(text)}`;
}

/**
 * A row whose English text (the column `english`) or translations (the `translations` JSON, any language)
 * hold `text`, whatever its case and accents: a console list's search by name or title in every language.
 */
export function textsContaining(db: Kysely<any>, english: string, text: string) {
  return (eb: ExpressionBuilder<any, any>) => eb.or([holding(db, english, text), holding(db, 'translations', text)]);
}

/**
 * A column's text starting with `start`, whatever its case: a range over the column folded to lower case,
 * which an index of that expression serves (lower(column), on PostgreSQL in the "C" collation, whose
 * byte order keeps every text that starts so inside the range).
 */
export function startingWith(db: Kysely<any>, column: string, start: string): RawBuilder<SqlBool> {
  const folded = dbKind(db) === 'postgres' ? sql`(lower(${sql.ref(column)}) collate "C")` : sql`lower(${sql.ref(column)})`;
  return sql<SqlBool>`(${folded} >= lower(${start}) and ${folded} < lower(${start}) || ${'\uffff'})`;
}
