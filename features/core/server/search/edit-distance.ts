// Bounded optimal-string-alignment distance (Levenshtein plus swaps of two neighbouring letters), for typo
// correction: 'notoin' is one edit from 'notion', as a student would count it.

/** How many edits a word of this length may be corrected by: none under 4 letters, 1 up to 7, 2 beyond. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * The OSA distance between `a` and `b` when it is at most `max`, else `max + 1`. Stops as soon as a whole row
 * exceeds `max`, so a wrong candidate costs a few rows, not the full table.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length] ?? max + 1, max + 1);
}
