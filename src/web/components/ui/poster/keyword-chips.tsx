/** A poster's keywords as chips: the stored text ("수면; 마이크로바이옴, 장내 미생물") split at commas and semicolons. */

/** The keywords of the stored text, trimmed, blanks and repeats left out. */
export function splitKeywords(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[,;]/)
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
}

/** The chips (a list, so a screen reader counts them); nothing when there are none. */
export function KeywordChips({ keywords, label }: { keywords: string | null | undefined; label?: string }) {
  const list = splitKeywords(keywords);
  if (list.length === 0) return null;
  return (
    <ul className="keyword-list" aria-label={label}>
      {list.map((k) => (
        <li key={k} className="badge">
          {k}
        </li>
      ))}
    </ul>
  );
}
