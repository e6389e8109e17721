/**
 * The mark of a conference without a logo: the first letter of its first word that begins with a letter (a
 * Korean name: one syllable), or of its first two such words when they are Latin ("Spring Meeting" SM). Numbers
 * and signs are never the mark ("2026 대한화학회" is 대, not 2). Null when the name has no letter at all: the card
 * then shows a neutral mark.
 */
export function initialsOf(name: string): string | null {
  const words = name.split(/[\s·,.:;()[\]/-]+/u).filter((w) => /^\p{L}/u.test(w));
  const first = words[0];
  if (!first) return null;
  const latin = (w: string) => /^[A-Za-z]/.test(w);
  if (!latin(first)) return Array.from(first)[0]!;
  const second = words[1];
  return (first[0]! + (second && latin(second) ? second[0]! : '')).toUpperCase();
}
