// Counts as numbers: the drivers answer a count as a number, a string or a bigint, and a missing one as null.

/** Every column of a row of counts as a number (0 for null). */
export function asCounts<K extends string>(row: Record<K, unknown>): Record<K, number> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)])) as Record<K, number>;
}
