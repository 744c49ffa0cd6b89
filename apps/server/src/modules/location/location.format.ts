/** "850 m" under a kilometre, "5.2 km" up to a hundred, then whole kilometres. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "1 min" at least, "12 mins", "1 hour 5 mins", as Google words it. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return plural(minutes, 'min');
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return m === 0 ? plural(h, 'hour') : `${plural(h, 'hour')} ${plural(m, 'min')}`;
}
