import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { dbKind } from './dialect.js';

/**
 * The one place where full-text search differs between the engines (see the search migration).
 * Both take the same terms, so both match the same rows. Both rank items whose names match above
 * those matching elsewhere (bm25 over thousands of matches cost more than the rest of a search at
 * 100,000 items), as the in-memory item index (modules/search/search.index.ts) does, so that the
 * three answer alike; stores rank by bm25 on SQLite, by ts_rank plus the pg_trgm similarity of the
 * name to the corrected query on PostgreSQL.
 * SQLite's item rank comes from two matches that split the rows (names, the rest) rather than from
 * probing the name matches for every match: half the cost of a search at 100,000 items.
 */

/**
 * Query words as both search indexes store them: lower case, Latin accents folded (as SQLite's
 * remove_diacritics and the PostgreSQL search_fold do), split on anything but letters and digits.
 * Arabic letters keep their hamza forms, like the indexes.
 */
export function searchWords(text: string): string[] {
  const folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** Every group must match; a group matches through any of its words, or any word starting with its prefix. */
export interface SearchGroup {
  words: readonly string[];
  prefix: string | null;
}

export interface SearchTerms {
  groups: readonly SearchGroup[];
  /** The corrected query as one text, for trigram similarity. */
  text: string;
}

export type Matches = AliasedRawBuilder<{ id: number; rank: number }, 'm'>;

// Terms are letters and digits only (see modules/search), so quoting them is enough.
// SQLite would flatten a plain FTS subquery into the outer join and run the full-text match once per
// item row; a LIMIT (stores) or a compound select (items) keeps it a subquery that is matched once
// (a 1000x difference at 100,000 items).
const ftsQuery = (terms: SearchTerms) =>
  terms.groups.map((g) => `(${[...g.words.map((w) => `"${w}"`), ...(g.prefix ? [`"${g.prefix}"*`] : [])].join(' OR ')})`).join(' AND ');

/** With `names`, the query matches names only (weight A), as SQLite's `name :` column filter. */
const tsQuery = (terms: SearchTerms, names = false) =>
  terms.groups.map((g) => `(${[...g.words.map((w) => (names ? `${w}:A` : w)), ...(g.prefix ? [`${g.prefix}:*${names ? 'A' : ''}`] : [])].join(' | ')})`).join(' & ');

/**
 * Ids of matching items with a rank, higher is better, as the derived table `m`. Unranked (rank 0)
 * for counting: ranking every match costs more than matching. On PostgreSQL the OFFSET 0 keeps the
 * match a subquery of its own, planned on the GIN index; the items are then looked up by id (see
 * catalog scopes) rather than the whole zone's items scanned against the matches.
 */
export function itemMatches(db: Kysely<any>, terms: SearchTerms, ranked = true): Matches {
  const postgres = dbKind(db) === 'postgres';
  let body: RawBuilder<{ id: number; rank: number }>;
  if (postgres && ranked) {
    body = sql`(select x.item_id as id, case when x.document @@ to_tsquery('simple', ${tsQuery(terms, true)}) then 1 else 0 end as rank
        from item_search x where x.document @@ to_tsquery('simple', ${tsQuery(terms)}) offset 0)`;
  } else if (postgres) {
    body = sql`(select x.item_id as id, 0 as rank from item_search x where x.document @@ to_tsquery('simple', ${tsQuery(terms)}) offset 0)`;
  } else if (ranked) {
    body = sql`(select rowid as id, 1 as rank from item_search where item_search match ${`name : (${ftsQuery(terms)})`}
        union all select rowid as id, 0 as rank from item_search where item_search match ${`(${ftsQuery(terms)}) NOT (name : (${ftsQuery(terms)}))`})`;
  } else {
    body = sql`(select rowid as id, 0 as rank from item_search where item_search match ${ftsQuery(terms)} limit -1)`;
  }
  return body.as('m');
}

/**
 * A condition on the items aliased `i`: a name of the item (in any language) matches, as staff look
 * for an item of their menu. Two ways to use it:
 * - `matches`: the matches are read and the other conditions and the sort applied to them; best when
 *   they are few, or narrowed by a store, module or state that needs their rows read anyway. SQLite
 *   matches the full-text table's name column, by id; PostgreSQL the index of names over items
 *   (items_names_search: the expression must stay as the index states it), whose matching rows are read
 *   with the other conditions at once (through the narrow table, each match would be looked up in
 *   items after, twice the time); the condition then belongs behind a fence (fenceNameMatch);
 * - `probe`: the rows are read in another index's order (the sort's or a narrowing's) and each is
 *   looked up among the matches, read once into a hashed set from the index of names alone (SQLite's
 *   full-text table, PostgreSQL's narrow table item_names); best when many rows match, as a page then
 *   ends after a few of the index's rows instead of every match being sorted. SQLite's unary + keeps
 *   the id from driving the query; PostgreSQL's IS TRUE keeps the subquery from being turned into a
 *   join, so that it is a hashed subplan checked as the index is read.
 */
export function itemNameMatch(db: Kysely<any>, terms: SearchTerms, use: 'matches' | 'probe' = 'matches'): RawBuilder<SqlBool> {
  if (dbKind(db) === 'postgres') {
    return use === 'probe'
      ? sql<SqlBool>`(i.id in (${nameMatches(db, terms)})) is true`
      : sql<SqlBool>`to_tsvector('simple', search_fold(item_name_text(i.name, i.translations))) @@ to_tsquery('simple', ${tsQuery(terms)})`;
  }
  return use === 'probe' ? sql<SqlBool>`+i.id in (${nameMatches(db, terms)} limit -1)` : sql<SqlBool>`i.id in (${nameMatches(db, terms)} limit -1)`;
}

/** Ids of the items a name of which matches, from the index of names alone (SQLite's full-text table, PostgreSQL's item_names). */
const nameMatches = (db: Kysely<any>, terms: SearchTerms) => (dbKind(db) === 'postgres'
  ? sql<{ id: number }>`select n.item_id as id from item_names n where n.document @@ to_tsquery('simple', ${tsQuery(terms)})`
  : sql<{ id: number }>`select rowid as id from item_search where item_search match ${`name : (${ftsQuery(terms)})`}`);

/** How many items a name of which matches, counting no further than `cap` + 1: the index of names alone, no item read. */
export async function itemNameCount(db: Kysely<any>, terms: SearchTerms, cap: number): Promise<number> {
  const row = await sql<{ n: number | string }>`select count(*) as n from (${nameMatches(db, terms)} limit ${cap + 1}) m`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * Whether a query of items narrowed by itemNameMatch's matches must be fenced (OFFSET 0) before it is
 * ordered and limited. PostgreSQL's planner, asked for a few newest items, otherwise walks the primary
 * key backwards and computes every item's names (250 ms at 100,000 items) instead of reading the
 * matches from the index and sorting them. SQLite's match is a subquery of its own already.
 */
export const fenceNameMatch = (db: Kysely<any>): boolean => dbKind(db) === 'postgres';

/** Ids of stores whose name or address matches, as the derived table `m`. */
export function storeMatches(db: Kysely<any>, terms: SearchTerms): Matches {
  const body: RawBuilder<{ id: number; rank: number }> = dbKind(db) === 'postgres'
    ? sql`(select x.store_id as id, ts_rank(x.document, q) + similarity(s.name, ${terms.text}) as rank
        from store_search x join stores s on s.id = x.store_id, to_tsquery('simple', ${tsQuery(terms)}) q where x.document @@ q)`
    : sql`(select rowid as id, -bm25(store_search, 10.0, 1.0) as rank from store_search where store_search match ${ftsQuery(terms)} limit -1)`;
  return body.as('m');
}
