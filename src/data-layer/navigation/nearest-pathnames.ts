/**
 * The candidates closest to `target` by edit distance, for "did you mean" messages.
 * Ties keep the candidates' order.
 */
export function nearestPathnames(target: string, candidates: readonly string[], count = 3): string[] {
  return candidates
    .map((candidate, index) => ({ candidate, index, distance: editDistance(target, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** Levenshtein distance with a single rolling row. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] ?? 0;
      const left = row[j - 1] ?? 0;
      row[j] = a[i - 1] === b[j - 1] ? diagonal : 1 + Math.min(diagonal, above, left);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}
