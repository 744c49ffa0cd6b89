/**
 * Text folded for a search by part of a word, as the PostgreSQL search_fold of the search migration
 * folds it: lower case first (accented capitals too: 'É' becomes 'é'), then the Latin accents of these
 * letters dropped. SQLite's own lower() folds only A to Z: there a search's pattern stands for every form of
 * each letter instead (db/like); so a console list's search finds 'Éclair' by 'eclair' or 'ÉCLAIR' on both engines.
 */
export const FOLD_FROM = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const FOLD_TO = 'aaaaaaceeeeiiiinooooouuuuyy';
const FOLDED = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));
const ACCENTED = new RegExp(`[${FOLD_FROM}]`);
const EVERY_ACCENTED = new RegExp(ACCENTED.source, 'g');

/** A search's text folded; text without an accent is only lower-cased. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return ACCENTED.test(lower) ? lower.replace(EVERY_ACCENTED, (ch) => FOLDED.get(ch)!) : lower;
}

