/**
 * Typo-tolerant prefix matching for place search: people type the start of a name, often
 * misspelt ("sheik zayd", "marina walc"), in Latin or Arabic script.
 */

/** Lower case, without diacritics, apostrophes or punctuation; Arabic letter variants folded. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/['’`ـ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function words(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(' ') : [];
}

/** Short words must be typed exactly: one wrong letter in three is a different word. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * The smallest Damerau–Levenshtein distance (optimal string alignment) between the query and
 * any prefix of the word: the last row of the table, minimised over the word's prefix lengths.
 */
export function prefixDistance(query: string, word: string): number {
  const m = query.length;
  const n = Math.min(word.length, m + allowedEdits(m) + 1);
  let before: number[] = [];
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const current = [i];
    for (let j = 1; j <= n; j++) {
      const cost = query[i - 1] === word[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && query[i - 1] === word[j - 2] && query[i - 2] === word[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return Math.min(...previous);
}

/** 0 for an exact prefix, the number of edits for a tolerated typo, or null for no match. */
export function wordMatch(query: string, word: string): number | null {
  if (word.startsWith(query)) return 0;
  const max = allowedEdits(query.length);
  if (max === 0) return null;
  const d = prefixDistance(query, word);
  return d <= max ? d : null;
}

/** The fewest edits with which the query word matches one of the words, or null. */
export function bestMatch(query: string, candidates: readonly string[]): number | null {
  let best: number | null = null;
  for (const word of candidates) {
    const d = wordMatch(query, word);
    if (d !== null && (best === null || d < best)) best = d;
    if (best === 0) break;
  }
  return best;
}
