/**
 * Text folded for a search by part of a word, as the PostgreSQL search_fold of the search migration
 * folds it: lower case first (accented capitals too: 'É' becomes 'é'), then the Latin accents of these
 * letters dropped. SQLite has the same function under the same name (registered on its connection), since
 * its own lower() folds only A to Z; so a console list's search finds 'Éclair' by 'eclair' or 'ÉCLAIR' on both engines.
 */
const FOLD_FROM = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const FOLD_TO = 'aaaaaaceeeeiiiinooooouuuuyy';
const FOLDED = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

export function foldText(text: string): string {
  return [...text.toLowerCase()].map((ch) => FOLDED.get(ch) ?? ch).join('');
}

/** SQLite's search_fold(text): null folds to '' as PostgreSQL's coalesce does. */
export const sqliteSearchFold = (text: unknown): string => foldText(text === null || text === undefined ? '' : String(text));
