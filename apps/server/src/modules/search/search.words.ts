import { searchWords, type SearchGroup, type SearchTerms } from '../../db/search.js';

/** Query words as both search indexes store them (kept beside the engines' queries, db/search). */
export { searchWords };

/** Short words must be typed exactly; 4 to 7 letters allow one slip, longer words two. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/** Damerau–Levenshtein distance (optimal string alignment), giving up once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const MAX_CORRECTIONS = 6;
const MAX_WORDS = 8;

/** The distinct words of the catalogue's names, categories, brands and tags, to correct typos against. */
export class Vocabulary {
  private readonly words: Set<string>;
  private readonly list: string[];

  constructor(texts: Iterable<string>) {
    this.words = new Set<string>();
    for (const text of texts) for (const w of searchWords(text)) if (w.length > 1) this.words.add(w);
    this.list = [...this.words].sort();
  }

  get size(): number {
    return this.words.size;
  }

  /** The nearest vocabulary words within the allowed edits, closest first. */
  corrections(word: string): string[] {
    const max = allowedEdits(word.length);
    if (max === 0 || this.words.has(word)) return [];
    let best = max + 1;
    let found: string[] = [];
    for (const candidate of this.list) {
      const d = editDistance(word, candidate, Math.min(max, best));
      if (d < best) [best, found] = [d, [candidate]];
      else if (d === best && d <= max) found.push(candidate);
    }
    return best <= max ? found.slice(0, MAX_CORRECTIONS) : [];
  }

  hasPrefix(prefix: string): boolean {
    // The list is sorted: the first word not before the prefix tells.
    let lo = 0;
    let hi = this.list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.list[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return this.list[lo]?.startsWith(prefix) ?? false;
  }

  /**
   * The engine query for what was typed: each word as typed or corrected; the last word also as a
   * prefix, since people search as they type. Null when nothing searchable was typed.
   */
  terms(text: string): SearchTerms | null {
    const words = searchWords(text).slice(0, MAX_WORDS);
    if (words.length === 0) return null;
    const fixes = words.map((word, i) => (i === words.length - 1 && this.hasPrefix(word) ? [] : this.corrections(word)));
    // The last word's prefix already covers the word itself.
    const groups: SearchGroup[] = words.map((word, i) =>
      i === words.length - 1 ? { words: fixes[i]!, prefix: word } : { words: [word, ...fixes[i]!], prefix: null });
    const corrected = words.map((word, i) => fixes[i]![0] ?? word).join(' ');
    return { groups, text: corrected };
  }
}
