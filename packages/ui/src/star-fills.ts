export type StarFill = 'full' | 'half' | 'empty';

/** Five stars in half steps: 4.3 rounds to 4.5, i.e. four full, one half. */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), 5) * 2);
  return Array.from({ length: 5 }, (_, i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'));
}
