/**
 * Completed assignments as a percentage of all, to one decimal (1 of 3 is 33.3); 0 when there are none. The
 * one rounding of progress: the judge's progress answer and the project's statistics and live dashboard say
 * the same number for the same counts, and a page that shows whole percent rounds this one.
 */
export function progressPercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 1000) / 10;
}
