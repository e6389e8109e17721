/**
 * A poster's number ("P-001"), with its board when given ("P-001 · A-04"): the one way a page shows it. The hyphen
 * is a place a line may break, so the number never wraps ("P-/001" in a narrow column): `.poster-number` in
 * base.css holds it on one line.
 */
import { displayId } from '@shared/format';

export function PosterNumber({
  number,
  board,
  className,
}: {
  number: number;
  board?: string | null;
  className?: string;
}) {
  return (
    <span className={className ? `poster-number ${className}` : 'poster-number'}>
      {displayId('P', number)}
      {board ? ` · ${board}` : ''}
    </span>
  );
}
