/** A poster's keywords as chips: the stored text ("수면; 마이크로바이옴, 장내 미생물") split at commas and semicolons. */
import { splitKeywords } from './split-keywords';

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
